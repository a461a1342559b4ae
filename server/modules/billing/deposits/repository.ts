import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../../db/db';
import { isoOf, jsonOf, optionalInteger } from '../shared/rows';

/*
 * The deposit side's invoices (their notifications have a repository of their own). Times are the database's
 * (now()), so every api node agrees on whether an invoice has expired.
 */

export const INVOICE_STATUSES = { created: 1, pending: 2, paid: 3, expired: 4, failed: 5, refunded: 6 } as const;
export type InvoiceStatusName = keyof typeof INVOICE_STATUSES;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[InvoiceStatusName];
export const OPEN_STATUSES: readonly InvoiceStatus[] = [INVOICE_STATUSES.created, INVOICE_STATUSES.pending];

export type InvoiceCard = { cardNumber: string; phoneNumber: string };
export type InvoiceCrypto = { address: string; coin: string; amount: string };

export type Invoice = {
  id: string;
  userId: number;
  methodHash: string;
  provider: string;
  providerInvoiceId: string | null;
  status: InvoiceStatus;
  currency: Currency;
  amountMinor: number;
  commissionBp: number;
  commissionMinor: number;
  exchangeCurrency: Currency;
  exchangeRate: string;
  exchangeAmountMinor: number;
  paidAmountMinor: number | null;
  creditedAmountMinor: number | null;
  sumWasChanged: boolean;
  paymentUrl: string | null;
  card: InvoiceCard | null;
  crypto: InvoiceCrypto | null;
  lifeTimeS: number;
  /** Seconds until expires_at by the database's clock, never below 0. */
  remainingS: number;
  /** Open by its status but past expires_at: to be treated (and soon stored) as expired. */
  pastExpiry: boolean;
  createdAt: string;
  updatedAt: string;
};

export const INVOICE_COLUMNS = `id, user_id, method_hash, provider, provider_invoice_id, status, currency, amount_minor, commission_bp,
  commission_minor, exchange_currency, exchange_rate, exchange_amount_minor, paid_amount_minor, credited_amount_minor,
  sum_was_changed, payment_url, card, crypto, created_at, updated_at,
  round(extract(epoch FROM expires_at - created_at))::int AS life_time_s,
  greatest(0, ceil(extract(epoch FROM expires_at - now())))::int AS remaining_s,
  (status IN (1, 2) AND expires_at <= now()) AS past_expiry`;

export type InvoiceRow = Record<string, unknown> & { card: unknown; crypto: unknown };

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id as string,
    userId: toSafeInteger(row.user_id, 'user id'),
    methodHash: row.method_hash as string,
    provider: row.provider as string,
    providerInvoiceId: (row.provider_invoice_id as string | null) ?? null,
    status: toSafeInteger(row.status, 'status') as InvoiceStatus,
    currency: row.currency as Currency,
    amountMinor: toSafeInteger(row.amount_minor, 'amount'),
    commissionBp: toSafeInteger(row.commission_bp, 'commission_bp'),
    commissionMinor: toSafeInteger(row.commission_minor, 'commission'),
    exchangeCurrency: row.exchange_currency as Currency,
    exchangeRate: row.exchange_rate as string,
    exchangeAmountMinor: toSafeInteger(row.exchange_amount_minor, 'exchange amount'),
    paidAmountMinor: optionalInteger(row.paid_amount_minor, 'paid amount'),
    creditedAmountMinor: optionalInteger(row.credited_amount_minor, 'credited amount'),
    sumWasChanged: row.sum_was_changed as boolean,
    paymentUrl: (row.payment_url as string | null) ?? null,
    card: jsonOf<InvoiceCard>(row.card),
    crypto: jsonOf<InvoiceCrypto>(row.crypto),
    lifeTimeS: toSafeInteger(row.life_time_s, 'life time'),
    remainingS: toSafeInteger(row.remaining_s, 'remaining time'),
    pastExpiry: row.past_expiry as boolean,
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

export type NewInvoice = {
  id: string;
  userId: number;
  methodHash: string;
  provider: string;
  currency: Currency;
  amountMinor: number;
  commissionBp: number;
  commissionMinor: number;
  exchangeCurrency: Currency;
  exchangeRate: string;
  exchangeAmountMinor: number;
  lifeTimeS: number;
};

/** The new invoice, or null when this player already has an open one for this method (the unique open slot). */
export async function insertInvoice(q: Queryable, invoice: NewInvoice): Promise<Invoice | null> {
  const rows = await q.query<InvoiceRow>(
    `INSERT INTO payment_invoices (id, user_id, method_hash, provider, currency, amount_minor, commission_bp, commission_minor,
       exchange_currency, exchange_rate, exchange_amount_minor, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() + make_interval(secs => $12))
     ON CONFLICT DO NOTHING
     RETURNING ${INVOICE_COLUMNS}`,
    [
      invoice.id,
      invoice.userId,
      invoice.methodHash,
      invoice.provider,
      invoice.currency,
      invoice.amountMinor,
      invoice.commissionBp,
      invoice.commissionMinor,
      invoice.exchangeCurrency,
      invoice.exchangeRate,
      invoice.exchangeAmountMinor,
      invoice.lifeTimeS,
    ],
  );
  return rows[0] ? toInvoice(rows[0]) : null;
}

export type ProviderInvoiceDetails = {
  providerInvoiceId: string;
  paymentUrl: string | null;
  card: InvoiceCard | null;
  crypto: InvoiceCrypto | null;
};

export async function attachProviderInvoice(q: Queryable, id: string, details: ProviderInvoiceDetails): Promise<Invoice> {
  const rows = await q.query<InvoiceRow>(
    `UPDATE payment_invoices SET provider_invoice_id = $2, payment_url = $3, card = $4::jsonb, crypto = $5::jsonb, updated_at = now()
     WHERE id = $1 RETURNING ${INVOICE_COLUMNS}`,
    [id, details.providerInvoiceId, details.paymentUrl, JSON.stringify(details.card), JSON.stringify(details.crypto)],
  );
  if (!rows[0]) throw new Error(`invoice ${id} vanished`);
  return toInvoice(rows[0]);
}

/** The provider refused or failed to create it: the invoice is failed and frees the player's open slot. */
export async function markInvoiceCreationFailed(q: Queryable, id: string): Promise<void> {
  await q.query(`UPDATE payment_invoices SET status = 5, updated_at = now() WHERE id = $1 AND provider_invoice_id IS NULL`, [id]);
}

/** Stores the lazy expiry of this player's open invoices whose time is up. */
export async function expireDueInvoices(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `UPDATE payment_invoices SET status = 4, updated_at = now() WHERE user_id = $1 AND status IN (1, 2) AND expires_at <= now()`,
    [userId],
  );
}

export async function findOpenInvoice(q: Queryable, userId: number, methodHash: string): Promise<Invoice | null> {
  const rows = await q.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM payment_invoices WHERE user_id = $1 AND method_hash = $2 AND status IN (1, 2)`,
    [userId, methodHash],
  );
  return rows[0] ? toInvoice(rows[0]) : null;
}

/** Open, unexpired invoices the provider has made, newest first. */
export async function listOpenInvoices(q: Queryable, userId: number): Promise<Invoice[]> {
  const rows = await q.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM payment_invoices
     WHERE user_id = $1 AND status IN (1, 2) AND expires_at > now() AND provider_invoice_id IS NOT NULL
     ORDER BY created_at DESC, id`,
    [userId],
  );
  return rows.map(toInvoice);
}

export async function findInvoice(q: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<Invoice | null> {
  const rows = await q.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM payment_invoices WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toInvoice(rows[0]) : null;
}

export async function findInvoiceByProviderId(q: Queryable, provider: string, providerInvoiceId: string): Promise<Invoice | null> {
  const rows = await q.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM payment_invoices WHERE provider = $1 AND provider_invoice_id = $2`,
    [provider, providerInvoiceId],
  );
  return rows[0] ? toInvoice(rows[0]) : null;
}

/**
 * Claims the right to ask the provider about an open invoice: true at most once per intervalS per invoice, across
 * every api node (the row's last_status_query_at is the claim).
 */
export async function claimStatusQuery(q: Queryable, id: string, intervalS: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE payment_invoices SET last_status_query_at = now()
     WHERE id = $1 AND status IN (1, 2) AND expires_at > now()
       AND (last_status_query_at IS NULL OR last_status_query_at <= now() - make_interval(secs => $2))
     RETURNING 1 AS claimed`,
    [id, intervalS],
  );
  return rows.length === 1;
}

export type InvoicePatch = {
  status: InvoiceStatus;
  paidAmountMinor?: number | null;
  creditedAmountMinor?: number | null;
  commissionMinor?: number;
  sumWasChanged?: boolean;
  correctionReason?: string | null;
};

/** Applies a decided outcome to a locked invoice; credited_at is set the moment a credited amount is. */
export async function updateInvoice(q: Queryable, id: string, patch: InvoicePatch): Promise<void> {
  await q.query(
    `UPDATE payment_invoices SET
       status = $2,
       paid_amount_minor = coalesce($3, paid_amount_minor),
       credited_amount_minor = coalesce($4, credited_amount_minor),
       credited_at = CASE WHEN $4::bigint IS NOT NULL AND credited_at IS NULL THEN now() ELSE credited_at END,
       commission_minor = coalesce($5, commission_minor),
       sum_was_changed = coalesce($6, sum_was_changed),
       correction_reason = coalesce($7, correction_reason),
       updated_at = now()
     WHERE id = $1`,
    [
      id,
      patch.status,
      patch.paidAmountMinor ?? null,
      patch.creditedAmountMinor ?? null,
      patch.commissionMinor ?? null,
      patch.sumWasChanged ?? null,
      patch.correctionReason ?? null,
    ],
  );
}
