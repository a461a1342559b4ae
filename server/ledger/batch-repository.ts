import { toSafeInteger, type Queryable } from '../db/db';
import { transferColumns, type PostingRow } from './repository';
import type { CausedTransferInput } from './types';

export type PostingRequest = { transfers: CausedTransferInput[]; cause?: { text: string; params: unknown[] } };

/** The database's refusal of one posting, as ledger_post_batch reports it. */
export type PostingFailure = { code: string; message: string; detail: string | null };

export type PostingOutcome =
  { ok: true; rows: PostingRow[]; cause: Record<string, unknown> | null } | { ok: false; failure: PostingFailure };

const BATCH_CASTS = [
  'int[]',
  'text[]',
  'bigint[]',
  'bigint[]',
  'bigint[]',
  'text[]',
  'text[]',
  'text[]',
  'text[]',
  'int[]',
  'text[]',
  'int',
];
const BATCH_SQL = `SELECT * FROM ledger_post_batch(${BATCH_CASTS.map((cast, i) => `$${i + 1}::${cast}`).join(', ')})`;

type BatchRow = {
  r_posting: unknown;
  r_ord: unknown;
  r_id: unknown;
  r_from_after: unknown;
  r_to_after: unknown;
  r_replayed: boolean | null;
  r_cause_ref: string | null;
  r_cause: Record<string, unknown> | string | null;
  r_error_code: string | null;
  r_error_message: string | null;
  r_error_detail: string | null;
};

/**
 * Runs ledger_post_batch() (server/db/functions/ledger_post_batch.sql): many postings in one statement, one
 * transaction, each with its own outcome. Throws only when the statement as a whole fails (nothing of the batch is
 * written then).
 */
export async function callLedgerPostBatch(
  q: Queryable,
  postings: PostingRequest[],
  lockTimeoutMs: number | null,
): Promise<PostingOutcome[]> {
  const transfers = postings.flatMap((posting) => posting.transfers);
  const rows = await q.query<BatchRow>(BATCH_SQL, [
    postings.map((posting) => posting.transfers.length),
    ...transferColumns(transfers),
    postings.map((posting) => posting.cause?.text ?? null),
    postings.map((posting) => posting.cause?.params.length ?? 0),
    postings.flatMap((posting) => (posting.cause?.params ?? []).map(toParameterText)),
    lockTimeoutMs,
  ]);

  const outcomes: (PostingOutcome | undefined)[] = postings.map(() => undefined);
  const byPosting = new Map<number, BatchRow[]>();
  for (const row of rows) {
    const index = toSafeInteger(row.r_posting, 'posting') - 1;
    if (row.r_error_code !== null) {
      outcomes[index] = { ok: false, failure: { code: row.r_error_code, message: row.r_error_message ?? '', detail: row.r_error_detail } };
      continue;
    }
    const list = byPosting.get(index) ?? [];
    list.push(row);
    byPosting.set(index, list);
  }
  for (const [index, list] of byPosting) {
    if (outcomes[index] || list.length !== postings[index].transfers.length) {
      throw new Error(`ledger_post_batch returned ${list.length} rows for posting ${index + 1} of ${postings[index].transfers.length}`);
    }
    list.sort((x, y) => toSafeInteger(x.r_ord, 'ordinal') - toSafeInteger(y.r_ord, 'ordinal'));
    const cause = list[0].r_cause;
    outcomes[index] = {
      ok: true,
      rows: list.map((row) => ({
        id: toSafeInteger(row.r_id, 'transfer id'),
        fromBalanceAfterMinor: toSafeInteger(row.r_from_after, 'balance'),
        toBalanceAfterMinor: toSafeInteger(row.r_to_after, 'balance'),
        replayed: row.r_replayed === true,
        causeRef: row.r_cause_ref ?? '',
      })),
      cause: cause == null ? null : typeof cause === 'string' ? (JSON.parse(cause) as Record<string, unknown>) : cause,
    };
  }
  return outcomes.map((outcome, index) => {
    if (!outcome) throw new Error(`ledger_post_batch returned nothing for posting ${index + 1}`);
    return outcome;
  });
}

/**
 * A cause statement parameter as the text the wire protocol would carry (what node-postgres sends); the
 * database casts it to the parameter's type exactly as it would a bound parameter.
 */
export function toParameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return `{${value.map(arrayElementText).join(',')}}`;
  return JSON.stringify(value);
}

function arrayElementText(value: unknown): string {
  if (Array.isArray(value)) return toParameterText(value)!;
  const text = toParameterText(value);
  return text === null ? 'NULL' : `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}
