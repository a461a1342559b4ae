import type { Queryable } from '../../db/db';
import { toSafeInteger } from '../../db/db';
import type { CauseStatement } from '../../ledger/types';
import type { Currency } from '@/lib/currencies';

/** All SQL of the seamless wallet: game sessions (tokens) and the aggregator's transactions (docs/casino.md). */

export type CasinoSession = { userId: number; currency: Currency; gameCode: string; expired: boolean };

export async function insertSession(
  q: Queryable,
  input: { tokenSha256: string; userId: number; currency: Currency; gameCode: string; ttlS: number },
): Promise<void> {
  await q.query(
    `INSERT INTO casino_sessions (token_sha256, user_id, currency, game_code, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [input.tokenSha256, input.userId, input.currency, input.gameCode, input.ttlS],
  );
}

export async function findSession(q: Queryable, tokenSha256: string): Promise<CasinoSession | null> {
  const rows = await q.query<{ user_id: unknown; currency: Currency; game_code: string; expired: boolean }>(
    `SELECT user_id, currency, game_code, expires_at <= now() AS expired FROM casino_sessions WHERE token_sha256 = $1`,
    [tokenSha256],
  );
  const row = rows[0];
  return row ? { userId: toSafeInteger(row.user_id), currency: row.currency, gameCode: row.game_code, expired: row.expired } : null;
}

export type TransactionKind = 'bet' | 'win' | 'rollback' | 'tombstone';

export type StoredTransaction = {
  kind: TransactionKind;
  userId: number | null;
  currency: Currency | null;
  amountMinor: number;
  fingerprint: string;
  rolledBack: boolean;
  balanceMinor: number | null;
};

export async function findTransaction(q: Queryable, aggregator: string, uuid: string): Promise<StoredTransaction | null> {
  const rows = await q.query<{
    kind: TransactionKind;
    user_id: unknown;
    currency: Currency | null;
    amount_minor: unknown;
    fingerprint: string;
    rolled_back: boolean;
    balance_minor: unknown;
  }>(
    `SELECT kind, user_id, currency, amount_minor, fingerprint, rolled_back, balance_minor
       FROM casino_transactions WHERE aggregator = $1 AND transaction_uuid = $2`,
    [aggregator, uuid],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    kind: row.kind,
    userId: row.user_id === null ? null : toSafeInteger(row.user_id),
    currency: row.currency,
    amountMinor: toSafeInteger(row.amount_minor),
    fingerprint: row.fingerprint,
    rolledBack: row.rolled_back,
    balanceMinor: row.balance_minor === null ? null : toSafeInteger(row.balance_minor),
  };
}

/** The balance the first answer to a transaction carried, for its replays. */
export async function recordAnsweredBalance(q: Queryable, aggregator: string, uuid: string, balanceMinor: number): Promise<void> {
  await q.query(
    `UPDATE casino_transactions SET balance_minor = $3 WHERE aggregator = $1 AND transaction_uuid = $2 AND balance_minor IS NULL`,
    [aggregator, uuid, balanceMinor],
  );
}

export type NewTransaction = {
  aggregator: string;
  uuid: string;
  userId: number;
  currency: Currency;
  gameCode: string;
  round: string | null;
  amountMinor: number;
  fingerprint: string;
};

const causeRef = `'casino:' || $1 || ':' || $2`;

/**
 * A bet's row, the cause of its stake. A replay (same uuid, same fingerprint) returns the same row, so the ledger
 * replays the posting; a tombstone under the uuid (its rollback came first) refuses `rolled_back`; other data under the
 * uuid refuses `duplicate_transaction`.
 */
export function betStatement(bet: NewTransaction): CauseStatement {
  return {
    text: `INSERT INTO casino_transactions (aggregator, transaction_uuid, kind, user_id, currency, game_code, round, amount_minor, fingerprint)
           VALUES ($1, $2, 'bet', $3, $4, $5, $6, $7, $8)
           ON CONFLICT (aggregator, transaction_uuid) DO UPDATE SET kind = casino_transactions.kind
           RETURNING CASE WHEN kind = 'tombstone' THEN ledger_refuse('rolled_back')
                          WHEN fingerprint <> $8 THEN ledger_refuse('duplicate_transaction')
                          ELSE ${causeRef} END AS cause_ref`,
    params: [bet.aggregator, bet.uuid, bet.userId, bet.currency, bet.gameCode, bet.round, bet.amountMinor, bet.fingerprint],
  };
}

type ReferencingTransaction = Omit<NewTransaction, 'userId' | 'currency'> & {
  userId: number | null;
  currency: Currency | null;
  referenceUuid: string;
};

/** $1..$9 of a transaction that names another (a win its bet, a rollback the bet it undoes). */
const referencingParams = (t: ReferencingTransaction): unknown[] => [
  t.aggregator,
  t.uuid,
  t.userId,
  t.currency,
  t.gameCode,
  t.round,
  t.amountMinor,
  t.fingerprint,
  t.referenceUuid,
];

/**
 * A win's row, the cause of its payment, written only while its bet stands: the bet row is read FOR SHARE, so a
 * rollback of it (which updates that row) and this win come one after the other; a rolled-back bet refuses
 * `rolled_back`, a missing one `no_bet`.
 */
export function winStatement(win: NewTransaction & { referenceUuid: string }): CauseStatement {
  return {
    text: `WITH bet AS (
             SELECT rolled_back FROM casino_transactions
              WHERE aggregator = $1 AND transaction_uuid = $9 AND kind = 'bet' AND user_id = $3 FOR SHARE
           ), written AS (
             INSERT INTO casino_transactions
               (aggregator, transaction_uuid, kind, user_id, currency, game_code, round, amount_minor, fingerprint, reference_uuid)
             SELECT $1, $2, 'win', $3, $4, $5, $6, $7, $8, $9 FROM bet WHERE NOT bet.rolled_back
             ON CONFLICT (aggregator, transaction_uuid) DO UPDATE SET kind = casino_transactions.kind
             RETURNING fingerprint
           )
           SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM bet) THEN ledger_refuse('no_bet')
                       WHEN (SELECT rolled_back FROM bet) THEN ledger_refuse('rolled_back')
                       WHEN (SELECT fingerprint FROM written) <> $8 THEN ledger_refuse('duplicate_transaction')
                       ELSE ${causeRef} END AS cause_ref`,
    params: referencingParams(win),
  };
}

/**
 * A rollback's row and its bet marked rolled back, the cause of the stake's return. Only the first rollback of a bet
 * changes it (the bet row's lock orders them): a later one refuses `already_rolled_back` and is recorded alone.
 */
export function rollbackStatement(rollback: NewTransaction & { referenceUuid: string }): CauseStatement {
  return {
    text: `WITH bet AS (
             UPDATE casino_transactions SET rolled_back = true
              WHERE aggregator = $1 AND transaction_uuid = $9 AND kind = 'bet' AND NOT rolled_back
             RETURNING transaction_uuid
           ), written AS (
             INSERT INTO casino_transactions
               (aggregator, transaction_uuid, kind, user_id, currency, game_code, round, amount_minor, fingerprint, reference_uuid)
             SELECT $1, $2, 'rollback', $3, $4, $5, $6, $7, $8, $9 FROM bet
             RETURNING transaction_uuid
           )
           SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM written) THEN ledger_refuse('already_rolled_back')
                       ELSE ${causeRef} END AS cause_ref`,
    params: referencingParams(rollback),
  };
}

/** A rollback that moved no money (its bet was rolled back before, or is not a bet): its row alone, once. */
export async function insertRollbackRecord(q: Queryable, rollback: ReferencingTransaction): Promise<void> {
  await q.query(
    `INSERT INTO casino_transactions
       (aggregator, transaction_uuid, kind, user_id, currency, game_code, round, amount_minor, fingerprint, reference_uuid)
     VALUES ($1, $2, 'rollback', $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (aggregator, transaction_uuid) DO NOTHING`,
    referencingParams(rollback),
  );
}

/**
 * A tombstone under the uuid of a bet that has not arrived (its rollback came first). False when a row already holds
 * the uuid (the bet landed meanwhile, or an earlier rollback left the tombstone): the caller looks again.
 */
export async function insertTombstone(q: Queryable, aggregator: string, betUuid: string): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO casino_transactions (aggregator, transaction_uuid, kind, fingerprint) VALUES ($1, $2, 'tombstone', 'tombstone')
     ON CONFLICT (aggregator, transaction_uuid) DO NOTHING RETURNING 1`,
    [aggregator, betUuid],
  );
  return rows.length === 1;
}

export async function findUserRegistration(q: Queryable, userId: number): Promise<{ registeredOn: string } | null> {
  const rows = await q.query<{ registered_on: string }>(
    `SELECT to_char(created_at, 'YYYY-MM-DD') AS registered_on FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0] ? { registeredOn: rows[0].registered_on } : null;
}
