import { isCurrency, type Currency } from '@/lib/currencies';
import { localeTagOf, type LocaleCode } from '@/lib/locales';
import { formatMinor } from '@/lib/money-format';
import type { Queryable } from '../../db/db';
import { countUnread, insertNotification, listNotifications, markRead } from './repository';

/**
 * A player's notifications: other modules call notifyPlayer inside the transaction of the event it tells, under a key
 * that names the event, so a retried event tells it once. The text is written in the reader's language when read.
 */
export type NotificationKind =
  | 'deposit_credited'
  | 'payout_paid'
  | 'payout_returned'
  | 'bonus_granted'
  | 'bonus_wagered'
  | 'bonus_expired'
  | 'bonus_forfeited'
  | 'race_prize'
  | 'vip_level_up'
  | 'support_reply';

const TEXTS: Record<LocaleCode, Record<NotificationKind, string>> = {
  en: {
    deposit_credited: 'Deposit credited: {amount} is on your balance.',
    payout_paid: 'Payout sent: {amount} is on its way to you.',
    payout_returned: 'The payout was not made: {amount} is back on your balance.',
    bonus_granted: 'Bonus credited: {amount} is on your bonus balance. Wager it to make it real money.',
    bonus_wagered: 'Wagering complete: {amount} moved from your bonus balance to your real balance.',
    bonus_expired: 'Your bonus expired before it was wagered: {amount} was removed from the bonus balance.',
    bonus_forfeited: 'You gave up the bonus: {amount} was removed from the bonus balance.',
    race_prize: 'You won a prize in a race: {amount} is on your balance.',
    vip_level_up: 'VIP level up: you are now {level}. Your reward of {amount} is on your balance.',
    support_reply: 'Support answered your request #{ticket}. Read it in your profile, under Support.',
  },
  ru: {
    deposit_credited: 'Депозит зачислен: {amount} на вашем балансе.',
    payout_paid: 'Выплата отправлена: {amount} уже в пути.',
    payout_returned: 'Выплата не состоялась: {amount} вернулись на ваш баланс.',
    bonus_granted: 'Бонус начислен: {amount} на бонусном балансе. Отыграйте его, чтобы он стал реальными деньгами.',
    bonus_wagered: 'Отыгрыш выполнен: {amount} переведены с бонусного баланса на реальный.',
    bonus_expired: 'Бонус истёк до отыгрыша: {amount} списаны с бонусного баланса.',
    bonus_forfeited: 'Вы отказались от бонуса: {amount} списаны с бонусного баланса.',
    race_prize: 'Вы выиграли приз в гонке: {amount} на вашем балансе.',
    vip_level_up: 'Новый VIP-уровень: теперь у вас {level}. Награда {amount} на вашем балансе.',
    support_reply: 'Поддержка ответила на ваше обращение №{ticket}. Ответ — в профиле, в разделе «Поддержка».',
  },
  kz: {
    deposit_credited: 'Депозит есептелді: {amount} балансыңызда.',
    payout_paid: 'Төлем жіберілді: {amount} жолда.',
    payout_returned: 'Төлем жасалмады: {amount} балансыңызға қайтарылды.',
    bonus_granted: 'Бонус есептелді: {amount} бонус балансыңызда. Оны нақты ақшаға айналдыру үшін ұтыс талабын орындаңыз.',
    bonus_wagered: 'Ұтыс талабы орындалды: {amount} бонус балансынан нақты балансқа ауысты.',
    bonus_expired: 'Бонустың мерзімі ұтыс талабы орындалмай бітті: {amount} бонус балансынан алынды.',
    bonus_forfeited: 'Сіз бонустан бас тарттыңыз: {amount} бонус балансынан алынды.',
    race_prize: 'Сіз жарыста жүлде ұттыңыз: {amount} балансыңызда.',
    vip_level_up: 'Жаңа VIP деңгейі: енді сізде {level}. {amount} сыйлығы балансыңызда.',
    support_reply: 'Қолдау қызметі №{ticket} өтінішіңізге жауап берді. Жауап профильдегі «Қолдау» бөлімінде.',
  },
};

/** The VIP levels' names (lib/vip/levels.ts ids) in each language, for the level-up notice. */
const VIP_LEVEL_NAMES: Record<LocaleCode, Record<string, string>> = {
  en: { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum', diamond: 'Diamond' },
  ru: { bronze: 'Бронза', silver: 'Серебро', gold: 'Золото', platinum: 'Платина', diamond: 'Бриллиант' },
  kz: { bronze: 'Қола', silver: 'Күміс', gold: 'Алтын', platinum: 'Платина', diamond: 'Гауһар' },
};

/** The newest this many are listed. */
export const NOTIFICATIONS_LIMIT = 50;

/** `level`: the VIP level a vip_level_up notice names (its lib/vip/levels.ts id). */
export type MoneyNotice = { userId: number; kind: NotificationKind; amountMinor: number; currency: Currency; key: string; level?: string };

export async function notifyPlayer(q: Queryable, notice: MoneyNotice): Promise<void> {
  await insertNotification(q, {
    userId: notice.userId,
    kind: notice.kind,
    params: { amount_minor: notice.amountMinor, currency: notice.currency, ...(notice.level ? { level: notice.level } : {}) },
    dedupeKey: notice.key,
  });
}

/** The support team answered the player's ticket; told once per answer (the key names the answer). */
export async function notifySupportReply(q: Queryable, notice: { userId: number; ticketId: number; messageId: number }): Promise<void> {
  await insertNotification(q, {
    userId: notice.userId,
    kind: 'support_reply',
    params: { ticket_id: notice.ticketId },
    dedupeKey: `support_reply:${notice.messageId}`,
  });
}

export type NotificationView = { id: number; type: string; text: string; created_at: string; read: boolean };

function textOf(kind: string, params: Record<string, unknown>, locale: LocaleCode): string {
  const template = (TEXTS[locale] as Record<string, string>)[kind] ?? kind;
  const currency = params.currency;
  const amount =
    typeof params.amount_minor === 'number' && isCurrency(currency) ? formatMinor(params.amount_minor, currency, localeTagOf(locale)) : '';
  const level = typeof params.level === 'string' ? (VIP_LEVEL_NAMES[locale][params.level] ?? params.level) : '';
  const ticket = typeof params.ticket_id === 'number' ? String(params.ticket_id) : '';
  return template.replace('{amount}', amount).replace('{level}', level).replace('{ticket}', ticket);
}

export async function readNotifications(
  q: Queryable,
  userId: number,
  locale: LocaleCode,
): Promise<{ data: NotificationView[]; unread: number }> {
  const [stored, unread] = await Promise.all([listNotifications(q, userId, NOTIFICATIONS_LIMIT), countUnread(q, userId)]);
  return {
    data: stored.map((item) => ({
      id: item.id,
      type: item.kind,
      text: textOf(item.kind, item.params, locale),
      created_at: item.createdAt,
      read: item.read,
    })),
    unread,
  };
}

export async function markNotificationsRead(q: Queryable, userId: number, ids: number[] | null): Promise<number> {
  await markRead(q, userId, ids);
  return countUnread(q, userId);
}
