import type { LocaleCode } from '@/lib/locales';

/** What a message says; the code always comes first in the text, so a reader (or a test) finds it before a link. */
export type MessageContent =
  | { kind: 'loginCode'; code: string }
  | { kind: 'contactCode'; code: string }
  | { kind: 'resetEmail'; code: string; link: string }
  | { kind: 'resetSms'; code: string }
  | { kind: 'loginData'; login: string; signInUrl: string };

type Rendered = { subject: string; text: string };
type Templates = { [K in MessageContent['kind']]: (content: Extract<MessageContent, { kind: K }>) => Rendered };

const en: Templates = {
  loginCode: ({ code }) => ({ subject: 'Your login code', text: `Your login code: ${code}. It is valid for 10 minutes.` }),
  contactCode: ({ code }) => ({ subject: 'Confirm your contact', text: `Your confirmation code: ${code}. It is valid for 10 minutes.` }),
  resetEmail: ({ code, link }) => ({
    subject: 'Reset your password',
    text: `Your password reset code: ${code}\nOr open this link: ${link}\nThe code is valid for 10 minutes, the link for 30. If you did not ask for this, ignore this message.`,
  }),
  resetSms: ({ code }) => ({ subject: 'Password reset', text: `Your password reset code: ${code}. It is valid for 10 minutes.` }),
  loginData: ({ login, signInUrl }) => ({ subject: 'Your login', text: `Your login: ${login}\nSign in at ${signInUrl}` }),
};

const ru: Templates = {
  loginCode: ({ code }) => ({ subject: 'Код для входа', text: `Ваш код для входа: ${code}. Он действует 10 минут.` }),
  contactCode: ({ code }) => ({ subject: 'Подтверждение контакта', text: `Ваш код подтверждения: ${code}. Он действует 10 минут.` }),
  resetEmail: ({ code, link }) => ({
    subject: 'Сброс пароля',
    text: `Ваш код для сброса пароля: ${code}\nИли откройте ссылку: ${link}\nКод действует 10 минут, ссылка — 30. Если вы не запрашивали сброс, просто проигнорируйте это письмо.`,
  }),
  resetSms: ({ code }) => ({ subject: 'Сброс пароля', text: `Код для сброса пароля: ${code}. Он действует 10 минут.` }),
  loginData: ({ login, signInUrl }) => ({ subject: 'Ваш логин', text: `Ваш логин: ${login}\nВойти: ${signInUrl}` }),
};

const kz: Templates = {
  loginCode: ({ code }) => ({ subject: 'Кіру коды', text: `Кіру кодыңыз: ${code}. Ол 10 минут жарамды.` }),
  contactCode: ({ code }) => ({ subject: 'Байланысты растау', text: `Растау кодыңыз: ${code}. Ол 10 минут жарамды.` }),
  resetEmail: ({ code, link }) => ({
    subject: 'Құпиясөзді қалпына келтіру',
    text: `Құпиясөзді қалпына келтіру кодыңыз: ${code}\nНемесе мына сілтемені ашыңыз: ${link}\nКод 10 минут, сілтеме 30 минут жарамды. Егер сіз сұрамаған болсаңыз, бұл хатты елемеңіз.`,
  }),
  resetSms: ({ code }) => ({
    subject: 'Құпиясөзді қалпына келтіру',
    text: `Құпиясөзді қалпына келтіру коды: ${code}. Ол 10 минут жарамды.`,
  }),
  loginData: ({ login, signInUrl }) => ({ subject: 'Сіздің логиніңіз', text: `Логиніңіз: ${login}\nКіру: ${signInUrl}` }),
};

const TEMPLATES: Record<LocaleCode, Templates> = { en, ru, kz };

/** The message in the reader's language: the account's locale, else the request's, else English. */
export function renderMessage(content: MessageContent, locale: LocaleCode | 'br' | null | undefined): Rendered {
  const templates = locale && locale !== 'br' ? TEMPLATES[locale] : en;
  return (templates[content.kind] as (c: MessageContent) => Rendered)(content);
}
