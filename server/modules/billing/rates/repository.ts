import type { Currency } from '@/lib/currencies';
import { type Queryable } from '../../../db/db';
import { isoOf } from '../shared/rows';

/** Exchange rates as the operator set them. */

export type RatePair = { base: Currency; quote: Currency; rate: string };
export type StoredRate = RatePair & { updatedAt: string };

export async function listRates(q: Queryable): Promise<StoredRate[]> {
  const rows = await q.query<{ base: Currency; quote: Currency; rate: string; updated_at: unknown }>(
    `SELECT base, quote, rate, updated_at FROM exchange_rates ORDER BY base, quote`,
  );
  return rows.map((row) => ({ base: row.base, quote: row.quote, rate: row.rate, updatedAt: isoOf(row.updated_at) }));
}

/** The stored pair in either direction (the caller inverts a reversed one). */
export async function findRatePair(q: Queryable, a: Currency, b: Currency): Promise<RatePair | null> {
  const rows = await q.query<RatePair>(
    `SELECT base, quote, rate FROM exchange_rates WHERE (base = $1 AND quote = $2) OR (base = $2 AND quote = $1)`,
    [a, b],
  );
  return rows[0] ?? null;
}

/** Stores each pair, replacing it and its reverse, so one pair has one stored direction. */
export async function upsertRates(q: Queryable, pairs: RatePair[], options: { onlyIfEmpty?: boolean } = {}): Promise<number> {
  if (pairs.length === 0) return 0;
  const bases = pairs.map((pair) => pair.base);
  const quotes = pairs.map((pair) => pair.quote);
  const rates = pairs.map((pair) => pair.rate);
  if (options.onlyIfEmpty) {
    const rows = await q.query(
      `INSERT INTO exchange_rates (base, quote, rate)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) WHERE NOT EXISTS (SELECT 1 FROM exchange_rates)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [bases, quotes, rates],
    );
    return rows.length;
  }
  await q.query(
    `DELETE FROM exchange_rates e USING unnest($1::text[], $2::text[]) AS u(base, quote) WHERE e.base = u.quote AND e.quote = u.base`,
    [bases, quotes],
  );
  const rows = await q.query(
    `INSERT INTO exchange_rates (base, quote, rate) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (base, quote) DO UPDATE SET rate = excluded.rate, updated_at = now() RETURNING 1`,
    [bases, quotes, rates],
  );
  return rows.length;
}
