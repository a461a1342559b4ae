import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Db, type Queryable } from '../../db/db';
import type { CauseStatement } from '../../ledger/types';
import { ownerParams, type Player, type Bettor } from '../core/types';
import {
  betCauseSql,
  bettorOf,
  nullableInt,
  toRoundBetRow,
  toTimestamp as toTime,
  toWritten,
  type Json,
  type RoundBetRow,
  type Written,
} from '../round-kit/rows';

export type CrashBetState = 'open' | 'cashed_out' | 'lost' | 'cancelled' | 'refunded';

export type CrashBetRow = RoundBetRow<CrashBetState> & { autoCashoutCenti: number | null; cashoutCenti: number | null };

export function toCrashBetRow(json: Json | string): CrashBetRow {
  const { raw, ...row } = toRoundBetRow<CrashBetState>(json);
  return {
    ...row,
    autoCashoutCenti: nullableInt(raw.auto_cashout_centi, 'auto_cashout_centi'),
    cashoutCenti: nullableInt(raw.cashout_centi, 'cashout_centi'),
  };
}

/** What crash_bet_place / crash_bet_close return: the bet, a demo balance, the bettor as the public sees them. */
export type WrittenCrashBet = Written<CrashBetRow>;

export const toWrittenCrashBet = (row: Json): WrittenCrashBet => toWritten(row, toCrashBetRow);

const PLACE_SQL = betCauseSql(
  'crash-bet',
  'crash_bet_place($1::bigint, $2::bigint, $3::bigint, $4::text, $5::bigint, $6::bigint, $7::uuid)',
);
const CLOSE_SQL = betCauseSql('crash-bet', 'crash_bet_close($1::bigint, $2::text, $3::bigint, $4::bigint)');

export type PlaceInput = {
  roundId: number;
  player: Player;
  currency: Currency;
  stakeMinor: number;
  autoCashoutCenti: number | null;
  keyHash: string;
};

/** crash_bet_place (migration 016): the cause of a real stake's posting, or a demo bet on its own. */
export function placeStatement(input: PlaceInput): CauseStatement {
  return {
    text: PLACE_SQL,
    params: [input.roundId, ...ownerParams(input.player), input.currency, input.stakeMinor, input.autoCashoutCenti, input.keyHash],
  };
}

export type CloseInput = {
  betId: number;
  state: 'cashed_out' | 'cancelled' | 'refunded';
  cashoutCenti: number | null;
  payoutMinor: number;
};

/** crash_bet_close (migration 016): the cause of a cash-out's or a refund's posting, or a demo one on its own. */
export function closeStatement(input: CloseInput): CauseStatement {
  return { text: CLOSE_SQL, params: [input.betId, input.state, input.cashoutCenti, input.payoutMinor] };
}

export async function findOpenBets(q: Queryable, roundId: number): Promise<CrashBetRow[]> {
  const rows = await q.query<{ bet: Json }>(
    `SELECT to_jsonb(b) AS bet FROM crash_bets b WHERE b.round_id = $1 AND b.state = 'open' ORDER BY b.id`,
    [roundId],
  );
  return rows.map((row) => toCrashBetRow(row.bet));
}

export async function findBet(q: Queryable, id: number): Promise<CrashBetRow | null> {
  const rows = await q.query<{ bet: Json }>('SELECT to_jsonb(b) AS bet FROM crash_bets b WHERE b.id = $1', [id]);
  return rows[0] ? toCrashBetRow(rows[0].bet) : null;
}

export async function insertRound(
  q: Queryable,
  input: { chainId: number; chainRound: number; hash: string; crashCenti: number; bettingEndsAt: number },
): Promise<number> {
  const rows = await q.query<{ id: unknown }>(
    `INSERT INTO crash_rounds (chain_id, chain_round, hash, crash_centi, phase, betting_ends_at)
     VALUES ($1, $2, $3, $4, 'betting', $5::timestamptz) RETURNING id`,
    [input.chainId, input.chainRound, input.hash, input.crashCenti, toTime(input.bettingEndsAt)],
  );
  return toSafeInteger(rows[0].id, 'round id');
}

export async function markRoundRunning(q: Queryable, roundId: number, startedAt: number): Promise<void> {
  const rows = await q.query(
    `UPDATE crash_rounds SET phase = 'running', started_at = $2::timestamptz WHERE id = $1 AND phase = 'betting' RETURNING id`,
    [roundId, toTime(startedAt)],
  );
  if (rows.length !== 1) throw new Error(`crash round ${roundId} was not in its betting phase`);
}

/**
 * The crash: the round ends and its open bets lose, in one transaction (the round's row first, as the bet functions
 * lock it). Returns the lost real-money bets with their bettors, for the feed.
 */
export async function settleCrashedRound(db: Db, roundId: number, endedAt: number): Promise<{ bet: CrashBetRow; bettor: Bettor }[]> {
  return db.transaction(async (tx) => {
    const ended = await tx.query(
      `UPDATE crash_rounds SET phase = 'crashed', ended_at = $2::timestamptz WHERE id = $1 AND phase = 'running' RETURNING id`,
      [roundId, toTime(endedAt)],
    );
    if (ended.length !== 1) throw new Error(`crash round ${roundId} was not running`);
    const rows = await tx.query<Json>(
      `WITH lost AS (UPDATE crash_bets SET state = 'lost', settled_at = now() WHERE round_id = $1 AND state = 'open' RETURNING *)
       SELECT to_jsonb(lost) AS bet, u.name AS user_name, u.image_small AS user_avatar, u.is_statistics_hidden AS user_hidden,
              u.is_avatar_hidden AS avatar_hidden
       FROM lost JOIN users u ON u.id = lost.user_id ORDER BY lost.id`,
      [roundId],
    );
    return rows.map((row) => ({ bet: toCrashBetRow(row.bet as Json), bettor: bettorOf(row)! }));
  });
}

/** A round a takeover settled (docs/decisions.md): ended without a crash, its hash revealed by the history. */
export async function markRoundAborted(q: Queryable, roundId: number, endedAt: number): Promise<void> {
  await q.query(`UPDATE crash_rounds SET phase = 'aborted', ended_at = $2::timestamptz WHERE id = $1 AND phase IN ('betting', 'running')`, [
    roundId,
    toTime(endedAt),
  ]);
}

export async function findUnfinishedRoundIds(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ id: unknown }>(`SELECT id FROM crash_rounds WHERE phase IN ('betting', 'running') ORDER BY id`);
  return rows.map((row) => toSafeInteger(row.id, 'round id'));
}

/** One statement that cashes out many bets of one round (crash_bets_cash_out, migration 019). */
export function cashOutStatement(roundId: number, orders: { bet: { id: number }; centi: number; payoutMinor: number }[]) {
  return {
    text: 'SELECT * FROM crash_bets_cash_out($1::bigint, $2::bigint[], $3::bigint[], $4::bigint[])',
    params: [roundId, orders.map((o) => o.bet.id), orders.map((o) => o.centi), orders.map((o) => o.payoutMinor)],
  };
}

/** The last rounds `ended` selects (alias r), newest first, with their real-money bets and stakes per currency. */
export async function findEndedRounds(q: Queryable, ended: string, limit: number) {
  return q.query<{
    id: unknown;
    crash_centi: unknown;
    hash: string;
    phase: string;
    started_at: Date | string | null;
    bets: unknown;
    wagered: Record<string, unknown>;
  }>(
    `SELECT r.id, r.crash_centi, r.hash, r.phase, r.started_at,
            (SELECT count(*) FROM crash_bets b WHERE b.round_id = r.id AND b.user_id IS NOT NULL AND b.state NOT IN ('cancelled', 'refunded')) AS bets,
            (SELECT coalesce(jsonb_object_agg(w.currency, w.total), '{}'::jsonb) FROM (
               SELECT b.currency, sum(b.stake_minor) AS total FROM crash_bets b
               WHERE b.round_id = r.id AND b.user_id IS NOT NULL AND b.state NOT IN ('cancelled', 'refunded') GROUP BY b.currency) w) AS wagered
     FROM crash_rounds r WHERE ${ended} ORDER BY r.id DESC LIMIT $1`,
    [limit],
  );
}
