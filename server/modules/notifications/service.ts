import { isCurrency, type Currency } from '@/lib/currencies';
import { localeTagOf, type LocaleCode } from '@/lib/locales';
import { formatMinor } from '@/lib/money-format';
import type { Queryable } from '../../db/db';
import { countUnread, insertNotification, listNotifications, markRead } from './repository';

/**
 * A player's notifications: other modules call notifyPlayer inside the transaction of the event it tells, under a key
 * that names the event, so a retried event tells it once. The text is written in the reader's language when read.
 */
export type NotificationKind = 'deposit_credited' | 'payout_paid' | 'payout_returned' | 'race_prize';

const TEXTS: Record<LocaleCode, Record<NotificationKind, string>> = {
  en: {
    deposit_credited: 'Deposit credited: {amount} is on your balance.',
    payout_paid: 'Payout sent: {amount} is on its way to you.',
    payout_returned: 'The payout was not made: {amount} is back on your balance.',
    race_prize: 'You won a prize in a race: {amount} is on your balance.',
  },
  ru: {
    deposit_credited: 'Депозит зачислен: {amount} на вашем балансе.',
    payout_paid: 'Выплата отправлена: {amount} уже в пути.',
    payout_returned: 'Выплата не состоялась: {amount} вернулись на ваш баланс.',
    race_prize: 'Вы выиграли приз в гонке: {amount} на вашем балансе.',
  },
  kz: {
    deposit_credited: 'Депозит есептелді: {amount} балансыңызда.',
    payout_paid: 'Төлем жіберілді: {amount} жолда.',
    payout_returned: 'Төлем жасалмады: {amount} балансыңызға қайтарылды.',
    race_prize: 'Сіз жарыста жүлде ұттыңыз: {amount} балансыңызда.',
  },
};

/** The newest this many are listed. */
export const NOTIFICATIONS_LIMIT = 50;

export type MoneyNotice = { userId: number; kind: NotificationKind; amountMinor: number; currency: Currency; key: string };

export async function notifyPlayer(q: Queryable, notice: MoneyNotice): Promise<void> {
  await insertNotification(q, {
    userId: notice.userId,
    kind: notice.kind,
    params: { amount_minor: notice.amountMinor, currency: notice.currency },
    dedupeKey: notice.key,
  });
}

export type NotificationView = { id: number; type: string; text: string; created_at: string; read: boolean };

function textOf(kind: string, params: Record<string, unknown>, locale: LocaleCode): string {
  const template = (TEXTS[locale] as Record<string, string>)[kind] ?? kind;
  const currency = params.currency;
  const amount =
    typeof params.amount_minor === 'number' && isCurrency(currency) ? formatMinor(params.amount_minor, currency, localeTagOf(locale)) : '';
  return template.replace('{amount}', amount);
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
