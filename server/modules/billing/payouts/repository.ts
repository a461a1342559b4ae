import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../../db/db';
import { isoOf, optionalIsoOf } from '../shared/rows';
import type { PayoutShape } from './wallet';

export const PAYOUT_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'cancelled', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export type Payout = {
  id: string;
  userId: number;
  methodHash: string;
  provider: string;
  shape: PayoutShape;
  status: PayoutStatus;
  amountMinor: number;
  currency: Currency;
  /** The full card number or address: never put it in a reply unmasked. */
  destination: string;
  coin: string | null;
  providerPayoutId: string | null;
  reason: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type NewPayout = Pick<
  Payout,
  'id' | 'userId' | 'methodHash' | 'provider' | 'shape' | 'amountMinor' | 'currency' | 'destination' | 'coin'
>;

type Row = Record<string, unknown>;

const COLUMNS = `id, user_id, method_hash, provider, shape, status, amount_minor, currency, destination, coin, provider_payout_id,
  reason, decided_by, decided_at, sent_at, created_at, updated_at`;

function toPayout(row: Row): Payout {
  return {
    id: row.id as string,
    userId: toSafeInteger(row.user_id, 'payout user id'),
    methodHash: row.method_hash as string,
    provider: row.provider as string,
    shape: row.shape as PayoutShape,
    status: row.status as PayoutStatus,
    amountMinor: toSafeInteger(row.amount_minor, 'payout amount'),
    currency: row.currency as Currency,
    destination: row.destination as string,
    coin: (row.coin as string | null) ?? null,
    providerPayoutId: (row.provider_payout_id as string | null) ?? null,
    reason: (row.reason as string | null) ?? null,
    decidedBy: (row.decided_by as string | null) ?? null,
    decidedAt: optionalIsoOf(row.decided_at),
    sentAt: optionalIsoOf(row.sent_at),
    createdAt: isoOf(row.created_at),
    updatedAt: isoOf(row.updated_at),
  };
}

export async function insertPayout(q: Queryable, payout: NewPayout): Promise<Payout> {
  const rows = await q.query<Row>(
    `INSERT INTO payouts (id, user_id, method_hash, provider, shape, amount_minor, currency, destination, coin)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      payout.id,
      payout.userId,
      payout.methodHash,
      payout.provider,
      payout.shape,
      payout.amountMinor,
      payout.currency,
      payout.destination,
      payout.coin,
    ],
  );
  return toPayout(rows[0]);
}

/** Ids are made by the service (random, url-safe); anything else names no payout and is not looked up. */
const PAYOUT_ID = /^[A-Za-z0-9_-]{16,64}$/;

export async function findPayoutById(q: Queryable, id: string): Promise<Payout | null> {
  if (!PAYOUT_ID.test(id)) return null;
  const rows = await q.query<Row>(`SELECT ${COLUMNS} FROM payouts WHERE id = $1`, [id]);
  return rows[0] ? toPayout(rows[0]) : null;
}

export async function findPayoutByProviderId(q: Queryable, provider: string, providerPayoutId: string): Promise<Payout | null> {
  const rows = await q.query<Row>(`SELECT ${COLUMNS} FROM payouts WHERE provider = $1 AND provider_payout_id = $2`, [
    provider,
    providerPayoutId,
  ]);
  return rows[0] ? toPayout(rows[0]) : null;
}

export type PayoutChange = {
  to: PayoutStatus;
  reason?: string | null;
  decidedBy?: string | null;
  providerPayoutId?: string | null;
  /** Marks the moment the payout is handed to the provider. */
  sent?: boolean;
};

/**
 * Moves a payout from `from` to `change.to` only if it is still in `from`: of two racing changes one gets the row and
 * the other null (its UPDATE waits for the winner's commit, then finds the status changed). Null also when the id is
 * unknown. A decision is stamped; a provider id already known is kept.
 */
export async function changePayoutStatus(q: Queryable, id: string, from: PayoutStatus, change: PayoutChange): Promise<Payout | null> {
  const decided = change.decidedBy !== undefined;
  const rows = await q.query<Row>(
    `UPDATE payouts SET status = $3, updated_at = now(),
       reason = coalesce($4::text, reason),
       decided_by = CASE WHEN $5::boolean THEN $6::text ELSE decided_by END,
       decided_at = CASE WHEN $5::boolean THEN now() ELSE decided_at END,
       provider_payout_id = coalesce(provider_payout_id, $7::text),
       sent_at = CASE WHEN $8::boolean THEN now() ELSE sent_at END
     WHERE id = $1 AND status = $2
     RETURNING ${COLUMNS}`,
    [id, from, change.to, change.reason ?? null, decided, change.decidedBy ?? null, change.providerPayoutId ?? null, change.sent === true],
  );
  return rows[0] ? toPayout(rows[0]) : null;
}

/**
 * Claims an approved payout whose earlier send got no answer from the provider (no provider id) for a new send, when
 * that send is older than retryAfterS: two operators retrying at once send it once.
 */
export async function claimPayoutResend(q: Queryable, id: string, retryAfterS: number): Promise<Payout | null> {
  const rows = await q.query<Row>(
    `UPDATE payouts SET sent_at = now(), updated_at = now()
     WHERE id = $1 AND status = 'approved' AND provider_payout_id IS NULL
       AND (sent_at IS NULL OR sent_at < now() - make_interval(secs => $2::int))
     RETURNING ${COLUMNS}`,
    [id, retryAfterS],
  );
  return rows[0] ? toPayout(rows[0]) : null;
}

/** Records the provider's id for a payout that has none yet (its first reply or notification names it). */
export async function recordProviderPayoutId(q: Queryable, id: string, providerPayoutId: string): Promise<void> {
  await q.query(`UPDATE payouts SET provider_payout_id = $2, updated_at = now() WHERE id = $1 AND provider_payout_id IS NULL`, [
    id,
    providerPayoutId,
  ]);
}

export type PayoutFilter = { userId?: number; status?: PayoutStatus; limit: number; offset: number };

/** Newest first, with the number of all that match. */
export async function selectPayouts(q: Queryable, filter: PayoutFilter): Promise<{ payouts: Payout[]; total: number }> {
  const where = `($1::bigint IS NULL OR user_id = $1) AND ($2::text IS NULL OR status = $2)`;
  const params = [filter.userId ?? null, filter.status ?? null];
  const rows = await q.query<Row>(`SELECT ${COLUMNS} FROM payouts WHERE ${where} ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`, [
    ...params,
    filter.limit,
    filter.offset,
  ]);
  const [count] = await q.query<{ total: unknown }>(`SELECT count(*) AS total FROM payouts WHERE ${where}`, params);
  return { payouts: rows.map(toPayout), total: toSafeInteger(count.total, 'payout count') };
}
