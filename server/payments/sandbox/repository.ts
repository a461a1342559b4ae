import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../db/db';
import type { PaymentShape } from '../types';

export type SandboxInvoiceStatus = 'pending' | 'paid' | 'failed' | 'expired';
export type SandboxPayoutStatus = 'processing' | 'paid' | 'failed';

export type SandboxInvoice = {
  id: string;
  orderId: string;
  amountMinor: number;
  currency: Currency;
  shape: PaymentShape;
  cardNumber: string | null;
  phoneNumber: string | null;
  cryptoCoin: string | null;
  cryptoAddress: string | null;
  cryptoAmount: string | null;
  callbackUrl: string;
  successUrl: string;
  cancelUrl: string;
  status: SandboxInvoiceStatus;
  paidAmountMinor: number | null;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

export type SandboxPayout = {
  id: string;
  orderId: string;
  amountMinor: number;
  currency: Currency;
  shape: 'card' | 'crypto';
  destination: string;
  coin: string | null;
  callbackUrl: string;
  status: SandboxPayoutStatus;
  createdAt: Date;
  updatedAt: Date;
};

export type SandboxNotification = {
  id: string;
  invoiceId: string | null;
  payoutId: string | null;
  url: string;
  body: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  deadAt: Date | null;
  createdAt: Date;
};

type Row = Record<string, unknown>;

/** The one row a statement returns (a lookup, or a conditional insert or update), or null when none matched. */
async function queryOne<T>(db: Queryable, map: (row: Row) => T, sql: string, values: unknown[]): Promise<T | null> {
  const rows = await db.query<Row>(sql, values);
  return rows[0] ? map(rows[0]) : null;
}
// Every column read this way is of type text: a string, or null.
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

function toInvoice(row: Row): SandboxInvoice {
  return {
    id: String(row.id),
    orderId: String(row.order_id),
    amountMinor: toSafeInteger(row.amount_minor, 'amount_minor'),
    currency: row.currency as Currency,
    shape: row.shape as PaymentShape,
    cardNumber: text(row.card_number),
    phoneNumber: text(row.phone_number),
    cryptoCoin: text(row.crypto_coin),
    cryptoAddress: text(row.crypto_address),
    cryptoAmount: text(row.crypto_amount),
    callbackUrl: String(row.callback_url),
    successUrl: String(row.success_url),
    cancelUrl: String(row.cancel_url),
    status: row.status as SandboxInvoiceStatus,
    paidAmountMinor: row.paid_amount_minor === null ? null : toSafeInteger(row.paid_amount_minor, 'paid_amount_minor'),
    expiresAt: date(row.expires_at),
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

function toPayout(row: Row): SandboxPayout {
  return {
    id: String(row.id),
    orderId: String(row.order_id),
    amountMinor: toSafeInteger(row.amount_minor, 'amount_minor'),
    currency: row.currency as Currency,
    shape: row.shape as 'card' | 'crypto',
    destination: String(row.destination),
    coin: text(row.coin),
    callbackUrl: String(row.callback_url),
    status: row.status as SandboxPayoutStatus,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

function toNotification(row: Row): SandboxNotification {
  return {
    id: String(row.id),
    invoiceId: text(row.invoice_id),
    payoutId: text(row.payout_id),
    url: String(row.url),
    body: String(row.body),
    attempts: toSafeInteger(row.attempts, 'attempts'),
    lastStatus: row.last_status === null ? null : toSafeInteger(row.last_status, 'last_status'),
    lastError: text(row.last_error),
    deliveredAt: row.delivered_at === null ? null : date(row.delivered_at),
    deadAt: row.dead_at === null ? null : date(row.dead_at),
    createdAt: date(row.created_at),
  };
}

export type NewSandboxInvoice = Omit<SandboxInvoice, 'status' | 'paidAmountMinor' | 'expiresAt' | 'createdAt' | 'updatedAt'> & {
  lifeTimeS: number;
};

/** Inserts the invoice, or returns null when its order already has one (see findInvoiceByOrder). */
export async function insertInvoice(db: Queryable, invoice: NewSandboxInvoice): Promise<SandboxInvoice | null> {
  return queryOne(
    db,
    toInvoice,
    `INSERT INTO sandbox_invoices (id, order_id, amount_minor, currency, shape, card_number, phone_number, crypto_coin,
       crypto_address, crypto_amount, callback_url, success_url, cancel_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now() + make_interval(secs => $14))
     ON CONFLICT (order_id) DO NOTHING
     RETURNING *`,
    [
      invoice.id,
      invoice.orderId,
      invoice.amountMinor,
      invoice.currency,
      invoice.shape,
      invoice.cardNumber,
      invoice.phoneNumber,
      invoice.cryptoCoin,
      invoice.cryptoAddress,
      invoice.cryptoAmount,
      invoice.callbackUrl,
      invoice.successUrl,
      invoice.cancelUrl,
      invoice.lifeTimeS,
    ],
  );
}

export async function findInvoice(db: Queryable, id: string): Promise<SandboxInvoice | null> {
  return queryOne(db, toInvoice, 'SELECT * FROM sandbox_invoices WHERE id = $1', [id]);
}

export async function findInvoiceByOrder(db: Queryable, orderId: string): Promise<SandboxInvoice | null> {
  return queryOne(db, toInvoice, 'SELECT * FROM sandbox_invoices WHERE order_id = $1', [orderId]);
}

/** Settles a pending, unexpired invoice (paid with an amount, or failed); null when it was not in that state. */
export async function settleInvoice(
  db: Queryable,
  id: string,
  outcome: { status: 'paid'; paidAmountMinor: number } | { status: 'failed' },
): Promise<SandboxInvoice | null> {
  return queryOne(
    db,
    toInvoice,
    `UPDATE sandbox_invoices SET status = $2, paid_amount_minor = $3, updated_at = now()
     WHERE id = $1 AND status = 'pending' AND expires_at > now()
     RETURNING *`,
    [id, outcome.status, outcome.status === 'paid' ? outcome.paidAmountMinor : null],
  );
}

/** Expires a pending invoice whose time is up; null when it was settled or still has time. */
export async function expireInvoice(db: Queryable, id: string): Promise<SandboxInvoice | null> {
  return queryOne(
    db,
    toInvoice,
    `UPDATE sandbox_invoices SET status = 'expired', updated_at = now()
     WHERE id = $1 AND status = 'pending' AND expires_at <= now()
     RETURNING *`,
    [id],
  );
}

export type NewSandboxPayout = Omit<SandboxPayout, 'status' | 'createdAt' | 'updatedAt'>;

export async function insertPayout(db: Queryable, payout: NewSandboxPayout): Promise<SandboxPayout | null> {
  return queryOne(
    db,
    toPayout,
    `INSERT INTO sandbox_payouts (id, order_id, amount_minor, currency, shape, destination, coin, callback_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (order_id) DO NOTHING
     RETURNING *`,
    [payout.id, payout.orderId, payout.amountMinor, payout.currency, payout.shape, payout.destination, payout.coin, payout.callbackUrl],
  );
}

export async function findPayout(db: Queryable, id: string): Promise<SandboxPayout | null> {
  return queryOne(db, toPayout, 'SELECT * FROM sandbox_payouts WHERE id = $1', [id]);
}

export async function findPayoutByOrder(db: Queryable, orderId: string): Promise<SandboxPayout | null> {
  return queryOne(db, toPayout, 'SELECT * FROM sandbox_payouts WHERE order_id = $1', [orderId]);
}

export async function finishPayout(db: Queryable, id: string, status: 'paid' | 'failed'): Promise<SandboxPayout | null> {
  return queryOne(
    db,
    toPayout,
    `UPDATE sandbox_payouts SET status = $2, updated_at = now() WHERE id = $1 AND status = 'processing' RETURNING *`,
    [id, status],
  );
}

export async function insertNotification(
  db: Queryable,
  notification: { id: string; invoiceId: string | null; payoutId: string | null; url: string; body: string },
): Promise<void> {
  await db.query('INSERT INTO sandbox_notifications (id, invoice_id, payout_id, url, body) VALUES ($1, $2, $3, $4, $5)', [
    notification.id,
    notification.invoiceId,
    notification.payoutId,
    notification.url,
    notification.body,
  ]);
}

export async function findNotification(db: Queryable, id: string): Promise<SandboxNotification | null> {
  return queryOne(db, toNotification, 'SELECT * FROM sandbox_notifications WHERE id = $1', [id]);
}

export async function listInvoiceNotifications(db: Queryable, invoiceId: string): Promise<SandboxNotification[]> {
  const rows = await db.query<Row>('SELECT * FROM sandbox_notifications WHERE invoice_id = $1 ORDER BY created_at, id', [invoiceId]);
  return rows.map(toNotification);
}

export async function recordDeliveryAttempt(
  db: Queryable,
  id: string,
  attempt: { status: number | null; error: string | null; delivered: boolean },
): Promise<void> {
  await db.query(
    `UPDATE sandbox_notifications
     SET attempts = attempts + 1, last_status = $2, last_error = $3,
         delivered_at = CASE WHEN $4::boolean THEN now() ELSE delivered_at END
     WHERE id = $1`,
    [id, attempt.status, attempt.error === null ? null : attempt.error.slice(0, 500), attempt.delivered],
  );
}

export async function markNotificationDead(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE sandbox_notifications SET dead_at = now() WHERE id = $1 AND delivered_at IS NULL', [id]);
}
