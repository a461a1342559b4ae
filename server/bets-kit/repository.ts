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

/** A player's real and bonus balances in a currency and the max bet of their active bonus there (null: none). */
export type FundingRow = { realMinor: number; bonusMinor: number; maxBetMinor: number | null };

/** The funding state of each (user, currency) asked, in their order, in one statement (many bets' reads at once). */
export async function findFundingStates(q: Queryable, asked: { userId: number; currency: string }[]): Promise<FundingRow[]> {
  const rows = await q.query<{ ord: unknown; real: unknown; bonus: unknown; max_bet: unknown }>(
    `SELECT u.ord,
            coalesce(max(a.balance_minor) FILTER (WHERE a.kind = 'player_real'), 0) AS real,
            coalesce(max(a.balance_minor) FILTER (WHERE a.kind = 'player_bonus'), 0) AS bonus,
            (SELECT b.max_bet_minor FROM bonus_activations b WHERE b.user_id = u.user_id AND b.currency = u.currency AND b.status = 'active') AS max_bet
     FROM unnest($1::bigint[], $2::text[]) WITH ORDINALITY AS u(user_id, currency, ord)
     LEFT JOIN ledger_accounts a ON a.user_id = u.user_id AND a.currency = u.currency AND a.kind IN ('player_real', 'player_bonus')
     GROUP BY u.ord, u.user_id, u.currency`,
    [asked.map((item) => item.userId), asked.map((item) => item.currency)],
  );
  const byOrdinal = new Map(rows.map((row) => [toSafeInteger(row.ord, 'ordinal'), row]));
  return asked.map((_, i) => {
    const row = byOrdinal.get(i + 1);
    if (!row) throw new Error(`findFundingStates returned nothing for item ${i + 1}`);
    return {
      realMinor: toSafeInteger(row.real, 'real'),
      bonusMinor: toSafeInteger(row.bonus, 'bonus'),
      maxBetMinor: row.max_bet === null || row.max_bet === undefined ? null : toSafeInteger(row.max_bet, 'max_bet'),
    };
  });
}
