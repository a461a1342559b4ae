import type { Currency } from '@/lib/currencies';
import type { Db, Queryable } from '../../../db/db';
import { readConfigFile } from '../shared/config-file';
import { invertRate, ONE, parseRate, type Rate } from './exchange';
import { findRatePair, listRates, upsertRates, type RatePair } from './repository';
import { rateTableSchema, type RateTable } from './schemas';

function pairsOf(table: RateTable): RatePair[] {
  return Object.entries(table).flatMap(([base, quotes]) =>
    Object.entries(quotes ?? {}).map(([quote, rate]) => ({ base: base as Currency, quote: quote as Currency, rate })),
  );
}

export function readRatesFile(file: string): RateTable {
  return readConfigFile(file, rateTableSchema);
}

/** The file's rates go into the table only when it is empty: after that the operator's PUTs rule. */
export async function seedRatesIfEmpty(db: Db, table: RateTable): Promise<number> {
  return upsertRates(db, pairsOf(table), { onlyIfEmpty: true });
}

export async function replaceRates(db: Db, table: RateTable): Promise<void> {
  await db.transaction((tx) => upsertRates(tx, pairsOf(table)).then(() => undefined));
}

export async function getRateTable(q: Queryable): Promise<{ rates: RateTable; updatedAt: string | null }> {
  const stored = await listRates(q);
  const rates: RateTable = {};
  for (const { base, quote, rate } of stored) (rates[base] ??= {})[quote] = rate;
  const updatedAt = stored.reduce<string | null>(
    (latest, row) => (latest === null || row.updatedAt > latest ? row.updatedAt : latest),
    null,
  );
  return { rates, updatedAt };
}

/** Units of `to` one unit of `from` is worth: the stored pair, or its inverse; null when neither is stored. */
export async function findRate(q: Queryable, from: Currency, to: Currency): Promise<Rate | null> {
  if (from === to) return ONE;
  const pair = await findRatePair(q, from, to);
  if (!pair) return null;
  const rate = parseRate(pair.rate);
  return pair.base === from ? rate : invertRate(rate);
}

/** Every currency `to` can be exchanged with, for filtering methods without reading the table per method. */
export async function exchangeableWith(q: Queryable, to: Currency): Promise<Set<Currency>> {
  const stored = await listRates(q);
  const result = new Set<Currency>([to]);
  for (const { base, quote } of stored) {
    if (base === to) result.add(quote);
    if (quote === to) result.add(base);
  }
  return result;
}
