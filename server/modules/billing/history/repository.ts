import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../../db/db';
import { isoOf, optionalInteger } from '../shared/rows';

/** A player's deposits and payouts, newest first, in one list. */

export type HistoryType = 'all' | 'deposits' | 'payouts';

export type HistoryRow = {
  type: 'deposit' | 'payout';
  id: string;
  methodHash: string;
  /** The provider the payment went through, as stored on it. */
  provider: string;
  amountMinor: number;
  creditedAmountMinor: number | null;
  currency: Currency;
  /** An invoice's status number (an open one past its time reads 4), or a payout's status name. */
  status: number | string;
  createdAt: string;
  updatedAt: string;
};

export async function selectHistory(
  q: Queryable,
  userId: number,
  options: { type: HistoryType; limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const rows = await q.query<Record<string, unknown>>(
    `WITH h AS (
       SELECT 'deposit' AS type, id, method_hash, provider, amount_minor, credited_amount_minor, currency,
              (CASE WHEN status IN (1, 2) AND expires_at <= now() THEN 4 ELSE status END)::text AS status, created_at, updated_at
       FROM payment_invoices WHERE user_id = $1 AND $2 IN ('all', 'deposits')
       UNION ALL
       SELECT 'payout', id, method_hash, provider, amount_minor, NULL, currency, status, created_at, updated_at
       FROM payouts WHERE user_id = $1 AND $2 IN ('all', 'payouts')
     )
     SELECT h.*, count(*) OVER () AS total FROM h ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [userId, options.type, options.limit, options.offset],
  );
  const total = rows[0] ? toSafeInteger(rows[0].total, 'total') : await countHistory(q, userId, options.type);
  return {
    total,
    rows: rows.map((row) => ({
      type: row.type as 'deposit' | 'payout',
      id: row.id as string,
      methodHash: row.method_hash as string,
      provider: row.provider as string,
      amountMinor: toSafeInteger(row.amount_minor, 'amount'),
      creditedAmountMinor: optionalInteger(row.credited_amount_minor, 'credited amount'),
      currency: row.currency as Currency,
      status: row.type === 'deposit' ? toSafeInteger(row.status, 'status') : (row.status as string),
      createdAt: isoOf(row.created_at),
      updatedAt: isoOf(row.updated_at),
    })),
  };
}

/** A page past the end has no rows to carry the window count. */
async function countHistory(q: Queryable, userId: number, type: HistoryType): Promise<number> {
  const [row] = await q.query<{ total: unknown }>(
    `SELECT (SELECT count(*) FROM payment_invoices WHERE user_id = $1 AND $2 IN ('all', 'deposits'))
          + (SELECT count(*) FROM payouts WHERE user_id = $1 AND $2 IN ('all', 'payouts')) AS total`,
    [userId, type],
  );
  return toSafeInteger(row.total, 'total');
}
