import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../db/db';
import type { HousePurpose, PlayerBalanceKind, TransferInput } from './types';

export async function insertPlayerAccounts(q: Queryable, userId: number, currency: Currency): Promise<void> {
  await q.query(
    `INSERT INTO ledger_accounts (kind, user_id, currency)
     VALUES ('player_real', $1, $2), ('player_bonus', $1, $2)
     ON CONFLICT DO NOTHING`,
    [userId, currency],
  );
}

export async function findPlayerAccountIds(
  q: Queryable,
  userId: number,
  currency: Currency,
): Promise<Record<PlayerBalanceKind, number> | null> {
  const rows = await q.query<{ id: unknown; kind: string }>(
    `SELECT id, kind FROM ledger_accounts WHERE user_id = $1 AND currency = $2 AND kind IN ('player_real', 'player_bonus')`,
    [userId, currency],
  );
  const real = rows.find((row) => row.kind === 'player_real');
  const bonus = rows.find((row) => row.kind === 'player_bonus');
  if (!real || !bonus) return null;
  return { real: toSafeInteger(real.id, 'account id'), bonus: toSafeInteger(bonus.id, 'account id') };
}

export async function findPlayerBalances(q: Queryable, userId: number, currency: Currency): Promise<Record<PlayerBalanceKind, number>> {
  const rows = await q.query<{ kind: string; balance_minor: unknown }>(
    `SELECT kind, balance_minor FROM ledger_accounts
     WHERE user_id = $1 AND currency = $2 AND kind IN ('player_real', 'player_bonus')`,
    [userId, currency],
  );
  const of = (kind: string) => {
    const row = rows.find((item) => item.kind === kind);
    return row ? toSafeInteger(row.balance_minor, 'balance') : 0;
  };
  return { real: of('player_real'), bonus: of('player_bonus') };
}

/** Creates every shard of a house account (idempotent) and returns their ids ordered by shard. */
export async function ensureHouseShards(
  q: Queryable,
  purpose: HousePurpose,
  scope: string,
  currency: Currency,
  shards: number,
): Promise<number[]> {
  await q.query(
    `INSERT INTO ledger_accounts (kind, purpose, scope, currency, shard)
     SELECT 'house', $1, $2, $3, s FROM generate_series(0, $4::int - 1) AS s
     ON CONFLICT DO NOTHING`,
    [purpose, scope, currency, shards],
  );
  const rows = await q.query<{ id: unknown }>(
    `SELECT id FROM ledger_accounts
     WHERE kind = 'house' AND purpose = $1 AND scope = $2 AND currency = $3 AND shard < $4
     ORDER BY shard`,
    [purpose, scope, currency, shards],
  );
  return rows.map((row) => toSafeInteger(row.id, 'account id'));
}

export type PostingRow = { id: number; fromBalanceAfterMinor: number; toBalanceAfterMinor: number; replayed: boolean; causeRef: string };

type PostingInput = Omit<TransferInput, 'causeRef'> & { causeRef?: string };

const POST_CASTS = ['text[]', 'bigint[]', 'bigint[]', 'bigint[]', 'text[]', 'text[]', 'text[]'];
const postArgs = (first: number) => POST_CASTS.map((cast, i) => `$${first + i}::${cast}`).join(', ');

const POST_COLUMNS = 'p.r_ord, p.r_id, p.r_from_after, p.r_to_after, p.r_replayed, p.r_cause_ref';
const POST_SQL = `SELECT ${POST_COLUMNS} FROM ledger_post(${postArgs(1)}) AS p`;

/** The statement running a cause statement and the posting together; the cause's parameters come first. */
function postWithCauseSql(causeText: string, causeParamCount: number): string {
  return `WITH cause AS (${causeText})
SELECT ${POST_COLUMNS}, (SELECT row_to_json(c) FROM cause c) AS cause_row
FROM ledger_post(${postArgs(causeParamCount + 1)}, (SELECT c.cause_ref::text FROM cause c)) AS p`;
}

/** The transfers as the column arrays ledger_post and ledger_post_batch take, in their parameter order. */
export function transferColumns(transfers: PostingInput[]): unknown[][] {
  return [
    transfers.map((t) => t.idempotencyKey),
    transfers.map((t) => t.fromAccountId),
    transfers.map((t) => t.toAccountId),
    transfers.map((t) => t.amountMinor),
    transfers.map((t) => t.currency),
    transfers.map((t) => t.kind),
    transfers.map((t) => t.causeRef ?? null),
  ];
}

/**
 * Runs ledger_post() (server/db/functions/ledger_post.sql): the whole posting in one statement, so one round trip.
 * Its refusals arrive as errors with the LD0xx SQLSTATEs (post-transfers.ts maps them).
 */
export async function callLedgerPost(
  q: Queryable,
  transfers: PostingInput[],
  cause?: { text: string; params: unknown[] },
): Promise<{ rows: PostingRow[]; cause: Record<string, unknown> | null }> {
  const params = transferColumns(transfers);
  const rows = await q.query<{
    r_ord: unknown;
    r_id: unknown;
    r_from_after: unknown;
    r_to_after: unknown;
    r_replayed: boolean;
    r_cause_ref: string;
    cause_row?: Record<string, unknown> | string | null;
  }>(cause ? postWithCauseSql(cause.text, cause.params.length) : POST_SQL, cause ? [...cause.params, ...params] : params);
  if (rows.length !== transfers.length) throw new Error(`ledger_post returned ${rows.length} rows for ${transfers.length} transfers`);
  const ordered = [...rows].sort((x, y) => toSafeInteger(x.r_ord, 'ordinal') - toSafeInteger(y.r_ord, 'ordinal'));
  const causeRow = rows[0].cause_row;
  return {
    rows: ordered.map((row) => ({
      id: toSafeInteger(row.r_id, 'transfer id'),
      fromBalanceAfterMinor: toSafeInteger(row.r_from_after, 'balance'),
      toBalanceAfterMinor: toSafeInteger(row.r_to_after, 'balance'),
      replayed: row.r_replayed,
      causeRef: row.r_cause_ref,
    })),
    cause: causeRow == null ? null : typeof causeRow === 'string' ? (JSON.parse(causeRow) as Record<string, unknown>) : causeRow,
  };
}

/**
 * The timeouts and the locks in one round trip. The join cannot hand LockRows a row before the settings row is
 * made, so lock_timeout is in force before any lock is waited for; statement_timeout holds from the next statement.
 */
const LOCK_SQL = `WITH timeouts AS MATERIALIZED (
  SELECT set_config('lock_timeout', $2::text || 'ms', true) AS lock, set_config('statement_timeout', $3::text || 'ms', true) AS statement
)
SELECT a.id FROM ledger_accounts a, timeouts WHERE a.id = ANY ($1::bigint[]) ORDER BY a.id FOR UPDATE OF a`;

/** Sets the transaction's timeouts and locks the accounts in id order (ids sorted, unique); how many it locked. */
export async function lockAccountsInOrder(tx: Queryable, ids: number[], lockMs: number, statementMs: number): Promise<number> {
  const rows = await tx.query(LOCK_SQL, [ids, lockMs, statementMs]);
  return rows.length;
}
