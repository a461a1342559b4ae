import type { Currency } from '@/lib/currencies';
import type { RouletteColor } from '@/lib/fairness/roulette';
import { toSafeInteger, type Db, type Queryable } from '../../db/db';
import type { CauseStatement } from '../../ledger/types';
import { ownerParams, type Player, type Bettor } from '../core/types';
import { betCauseSql, bettorOf, toRoundBetRow, toTimestamp, toWritten, type Json, type RoundBetRow, type Written } from '../round-kit/rows';

export type RouletteBetState = 'open' | 'won' | 'lost';
export type RouletteBetRow = RoundBetRow<RouletteBetState> & { color: RouletteColor };

export function toRouletteBetRow(json: Json | string): RouletteBetRow {
  const { raw, ...row } = toRoundBetRow<RouletteBetState>(json);
  return { ...row, color: raw.color as RouletteColor };
}

export type WrittenRouletteBet = Written<RouletteBetRow>;
export const toWrittenRouletteBet = (row: Json): WrittenRouletteBet => toWritten(row, toRouletteBetRow);

const PLACE_SQL = betCauseSql(
  'roulette-bet',
  'roulette_bet_place($1::bigint, $2::bigint, $3::bigint, $4::text, $5::text, $6::bigint, $7::uuid)',
);
const SETTLE_SQL = betCauseSql('roulette-bet', 'roulette_bet_settle($1::bigint, $2::bigint)');

export type PlaceInput = { roundId: number; player: Player; currency: Currency; color: RouletteColor; stakeMinor: number; keyHash: string };

/** roulette_bet_place (migration 017): the cause of a real stake's posting, or a demo bet on its own. */
export function placeStatement(input: PlaceInput): CauseStatement {
  return {
    text: PLACE_SQL,
    params: [input.roundId, ...ownerParams(input.player), input.currency, input.color, input.stakeMinor, input.keyHash],
  };
}

/** roulette_bet_settle (migration 017): the cause of a win's posting (a demo win or a loss on its own). */
export function settleStatement(betId: number, payoutMinor: number): CauseStatement {
  return { text: SETTLE_SQL, params: [betId, payoutMinor] };
}

export type RoundInput = { chainId: number; chainRound: number; hash: string; sector: number; color: RouletteColor; bettingEndsAt: number };

export async function insertRound(q: Queryable, input: RoundInput): Promise<number> {
  const rows = await q.query<{ id: unknown }>(
    `INSERT INTO roulette_rounds (chain_id, chain_round, hash, sector, color, phase, betting_ends_at)
     VALUES ($1, $2, $3, $4, $5, 'betting', $6::timestamptz) RETURNING id`,
    [input.chainId, input.chainRound, input.hash, input.sector, input.color, toTimestamp(input.bettingEndsAt)],
  );
  return toSafeInteger(rows[0].id, 'round id');
}

/** The bets close: no roulette_bet_place gets past the round's row after this. */
export async function markRoundSpinning(q: Queryable, roundId: number): Promise<void> {
  await q.query(`UPDATE roulette_rounds SET phase = 'spinning' WHERE id = $1 AND phase = 'betting'`, [roundId]);
}

export type LostBet = { bet: RouletteBetRow; bettor: Bettor | null };

/**
 * The round's end: its open bets on other colours lose and the round is settled, in one transaction. A bet on the
 * winning colour still open (its payout not posted) stops it: nothing is marked lost past a winner.
 */
export async function finishRound(
  db: Db,
  roundId: number,
  color: RouletteColor,
  settledAt: number,
  recovered: boolean,
): Promise<LostBet[]> {
  return db.transaction(async (tx) => {
    const [round] = await tx.query<{ phase: string }>('SELECT phase FROM roulette_rounds WHERE id = $1 FOR UPDATE', [roundId]);
    if (round?.phase !== 'spinning') throw new Error(`roulette round ${roundId} is not spinning`);
    const rows = await tx.query<Json>(
      `WITH lost AS (UPDATE roulette_bets SET state = 'lost', settled_at = now() WHERE round_id = $1 AND state = 'open' AND color <> $2 RETURNING *)
       SELECT to_jsonb(lost) AS bet, u.name AS user_name, u.image_small AS user_avatar, u.is_statistics_hidden AS user_hidden,
              u.is_avatar_hidden AS avatar_hidden
       FROM lost LEFT JOIN users u ON u.id = lost.user_id ORDER BY lost.id`,
      [roundId, color],
    );
    const [open] = await tx.query<{ n: unknown }>(`SELECT count(*) AS n FROM roulette_bets WHERE round_id = $1 AND state = 'open'`, [
      roundId,
    ]);
    if (toSafeInteger(open.n, 'open bets') > 0) throw new Error(`roulette round ${roundId} still has unpaid winning bets`);
    await tx.query(`UPDATE roulette_rounds SET phase = 'settled', settled_at = $2::timestamptz, recovered = $3 WHERE id = $1`, [
      roundId,
      toTimestamp(settledAt),
      recovered,
    ]);
    return rows.map((row) => ({ bet: toRouletteBetRow(row.bet as Json), bettor: bettorOf(row) }));
  });
}

export type UnfinishedRound = { id: number; hash: string; sector: number; color: RouletteColor };

export async function findUnfinishedRounds(q: Queryable): Promise<UnfinishedRound[]> {
  const rows = await q.query<{ id: unknown; hash: string; sector: unknown; color: RouletteColor }>(
    `SELECT id, hash, sector, color FROM roulette_rounds WHERE phase <> 'settled' ORDER BY id`,
  );
  return rows.map((row) => ({
    id: toSafeInteger(row.id, 'round id'),
    hash: row.hash,
    sector: toSafeInteger(row.sector, 'sector'),
    color: row.color,
  }));
}

export async function findOpenBets(q: Queryable, roundId: number): Promise<RouletteBetRow[]> {
  const rows = await q.query<{ bet: Json }>(
    `SELECT to_jsonb(b) AS bet FROM roulette_bets b WHERE b.round_id = $1 AND b.state = 'open' ORDER BY b.id`,
    [roundId],
  );
  return rows.map((row) => toRouletteBetRow(row.bet));
}

/** The last rounds `settled` selects (alias r), newest first, with their real-money bets and stakes per currency. */
export async function findSettledRounds(q: Queryable, settled: string, limit: number) {
  return q.query<{
    id: unknown;
    sector: unknown;
    color: RouletteColor;
    hash: string;
    recovered: boolean;
    settled_at: unknown;
    bets: unknown;
    wagered: Record<string, unknown>;
  }>(
    `SELECT r.id, r.sector, r.color, r.hash, r.recovered, r.settled_at,
            (SELECT count(*) FROM roulette_bets b WHERE b.round_id = r.id AND b.user_id IS NOT NULL) AS bets,
            (SELECT coalesce(jsonb_object_agg(w.currency, w.total), '{}'::jsonb) FROM (
               SELECT b.currency, sum(b.stake_minor) AS total FROM roulette_bets b
               WHERE b.round_id = r.id AND b.user_id IS NOT NULL GROUP BY b.currency) w) AS wagered
     FROM roulette_rounds r WHERE ${settled} ORDER BY r.id DESC LIMIT $1`,
    [limit],
  );
}
