import type { Queryable } from '../db/db';
import { toSafeInteger } from '../db/db';
import type { CauseStatement } from '../ledger/types';

export type Json = Record<string, unknown>;

/** A cause statement with no posting (a demo session's bet, a losing settle): its one row. */
export async function runStatement(q: Queryable, statement: CauseStatement): Promise<Json> {
  const rows = await q.query<Json>(statement.text, statement.params);
  return rows[0];
}

/** A demo session's play money now; 0 when the session is gone. */
export async function findDemoBalanceMinor(q: Queryable, sessionId: number): Promise<number> {
  const rows = await q.query<{ balance_minor: unknown }>('SELECT balance_minor FROM game_demo_sessions WHERE id = $1', [sessionId]);
  return rows[0] ? toSafeInteger(rows[0].balance_minor, 'balance_minor') : 0;
}

export type PostedStake = { fromAccountId: number; toAccountId: number; amountMinor: number; currency: string; kind: string };

/** The transfer posted under an idempotency key (a stake a rollback names), or null when none was. */
export async function findTransferByKey(q: Queryable, idempotencyKey: string): Promise<PostedStake | null> {
  const rows = await q.query<{ from_account_id: unknown; to_account_id: unknown; amount_minor: unknown; currency: string; kind: string }>(
    'SELECT from_account_id, to_account_id, amount_minor, currency, kind FROM ledger_transfers WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    fromAccountId: toSafeInteger(row.from_account_id, 'from_account_id'),
    toAccountId: toSafeInteger(row.to_account_id, 'to_account_id'),
    amountMinor: toSafeInteger(row.amount_minor, 'amount_minor'),
    currency: row.currency,
    kind: row.kind,
  };
}

/** The player's real and bonus balances in a currency and the max bet of their active bonus there (null: none). */
export async function findFundingState(
  q: Queryable,
  userId: number,
  currency: string,
): Promise<{ realMinor: number; bonusMinor: number; maxBetMinor: number | null }> {
  const rows = await q.query<{ real: unknown; bonus: unknown; max_bet: unknown }>(
    `SELECT coalesce(max(a.balance_minor) FILTER (WHERE a.kind = 'player_real'), 0) AS real,
            coalesce(max(a.balance_minor) FILTER (WHERE a.kind = 'player_bonus'), 0) AS bonus,
            (SELECT b.max_bet_minor FROM bonus_activations b WHERE b.user_id = $1 AND b.currency = $2 AND b.status = 'active') AS max_bet
     FROM ledger_accounts a WHERE a.user_id = $1 AND a.currency = $2 AND a.kind IN ('player_real', 'player_bonus')`,
    [userId, currency],
  );
  const row = rows[0];
  return {
    realMinor: toSafeInteger(row.real, 'real'),
    bonusMinor: toSafeInteger(row.bonus, 'bonus'),
    maxBetMinor: row.max_bet === null || row.max_bet === undefined ? null : toSafeInteger(row.max_bet, 'max_bet'),
  };
}
