import type { Queryable } from '../../db/db';
import { toSafeInteger } from '../../db/db';
import { isoTime } from '../../games/feed/round-sources';
import { SETTLED_BETS } from '../../games/feed/settled-bets-repository';
import type { CauseStatement } from '../../ledger/types';

/** USD minor units per minor unit of a currency, as an exact fraction (the top's usdFactors). */
export type UsdFactor = { currency: string; num: bigint; den: bigint };
/** A game's house edge in basis points (in-house games; casino games read casino_games.rtp). */
export type GameEdge = { game: string; edgeBp: number };
/** A level's threshold (USD minor units) and rakeback share of the edge (basis points). */
export type LevelRate = { thresholdUsdMinor: number; rakebackBp: number };

export type RakebackAccrual = { currency: string; accruedMinor: number; coversUntil: string | null };
export type VipTotals = { wageredUsdMinor: number; accruals: RakebackAccrual[] };

/*
 * Every settled real-money bet of one player, with its worth in USD (a currency without a rate counts 0), the house
 * edge of its game (unknown: 0) and the rakeback share of the level the player had reached before it (their wagered
 * up to the bet before, in settle order). Rakeback accrues per bet as stake x edge x share, summed exactly per
 * currency and rounded down once.
 */
const PLAYER_BETS = `s AS (${SETTLED_BETS}),
  r AS (SELECT * FROM unnest($2::text[], $3::numeric[], $4::numeric[]) AS r(currency, num, den)),
  e AS (SELECT * FROM unnest($6::text[], $7::int[]) AS e(game, edge_bp)),
  lv AS (SELECT * FROM unnest($8::numeric[], $9::int[]) AS lv(threshold, rate_bp)),
  b AS (SELECT s.currency, s.stake_minor, s.at, coalesce(e.edge_bp, (100 - g.rtp) * 100, 0) AS edge_bp,
          coalesce(s.stake_minor * r.num / r.den, 0) AS usd
        FROM s LEFT JOIN r ON r.currency = s.currency LEFT JOIN e ON e.game = s.game
          LEFT JOIN casino_games g ON g.code = s.game AND e.game IS NULL
        WHERE s.user_id = $5),
  w AS (SELECT b.*, coalesce(sum(b.usd) OVER (ORDER BY b.at, b.currency, b.stake_minor
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS before FROM b)`;

export async function findVipTotals(
  q: Queryable,
  userId: number,
  factors: UsdFactor[],
  edges: GameEdge[],
  levels: LevelRate[],
): Promise<VipTotals> {
  const rows = await q.query<{ currency: string | null; accrued: unknown; wagered: unknown; covers_until: unknown }>(
    `WITH ${PLAYER_BETS}
     SELECT w.currency,
       floor(sum(w.stake_minor * w.edge_bp * (SELECT lv.rate_bp FROM lv WHERE lv.threshold <= floor(w.before)
         ORDER BY lv.threshold DESC LIMIT 1)) / 100000000)::bigint AS accrued,
       floor(sum(sum(w.usd)) OVER ())::bigint AS wagered, max(w.at) AS covers_until
     FROM w GROUP BY w.currency ORDER BY w.currency`,
    [
      new Date(0).toISOString(),
      factors.map((f) => f.currency),
      factors.map((f) => f.num.toString()),
      factors.map((f) => f.den.toString()),
      userId,
      edges.map((edge) => edge.game),
      edges.map((edge) => edge.edgeBp),
      levels.map((level) => level.thresholdUsdMinor),
      levels.map((level) => level.rakebackBp),
    ],
  );
  return {
    wageredUsdMinor: rows.length > 0 ? toSafeInteger(rows[0].wagered, 'wagered') : 0,
    accruals: rows.map((row) => ({
      currency: String(row.currency),
      accruedMinor: toSafeInteger(row.accrued, 'accrued rakeback'),
      coversUntil: row.covers_until === null ? null : isoTime(row.covers_until),
    })),
  };
}

/** The lifetime rakeback the player has claimed, per currency. */
export async function findClaimedTotals(q: Queryable, userId: number): Promise<Map<string, number>> {
  const rows = await q.query<{ currency: string; claimed: unknown }>(
    `SELECT currency, max(to_total_minor) AS claimed FROM vip_rakeback_claims WHERE user_id = $1 GROUP BY currency`,
    [userId],
  );
  return new Map(rows.map((row) => [row.currency, toSafeInteger(row.claimed, 'claimed rakeback')]));
}

export type NewClaim = {
  userId: number;
  currency: string;
  fromTotalMinor: number;
  toTotalMinor: number;
  coversUntil: string | null;
};

/**
 * A claim's row, the cause of its payment: it continues the player's chain of claims in that currency from where
 * the caller saw it end. Refuses `claim_in_progress` when another claim wrote that link first (the unique index
 * makes a concurrent one wait for it, then write nothing) or the chain moved on since.
 */
export function claimStatement(claim: NewClaim): CauseStatement {
  return {
    text: `WITH prev AS (
             SELECT coalesce(max(to_total_minor), 0) AS total FROM vip_rakeback_claims WHERE user_id = $1 AND currency = $2
           ), made AS (
             INSERT INTO vip_rakeback_claims (user_id, currency, from_total_minor, to_total_minor, amount_minor, covers_until)
             SELECT $1, $2, $3::bigint, $4::bigint, $4::bigint - $3::bigint, $5::timestamptz FROM prev WHERE prev.total = $3::bigint
             ON CONFLICT (user_id, currency, from_total_minor) DO NOTHING
             RETURNING id
           )
           SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM made) THEN ledger_refuse('claim_in_progress')
                       ELSE 'vip_rakeback_claim:' || (SELECT id FROM made) END AS cause_ref,
                  (SELECT id FROM made) AS id`,
    params: [claim.userId, claim.currency, claim.fromTotalMinor, claim.toTotalMinor, claim.coversUntil],
  };
}

/** The highest level the player has been rewarded for; 0 when none. */
export async function findRewardedLevel(q: Queryable, userId: number): Promise<number> {
  const rows = await q.query<{ level: unknown }>(`SELECT coalesce(max(level), 0) AS level FROM vip_level_rewards WHERE user_id = $1`, [
    userId,
  ]);
  return toSafeInteger(rows[0]?.level ?? 0, 'rewarded level');
}

/** The level's reward row, once per player and level: its id, or null when the level was rewarded before. */
export async function insertLevelReward(
  q: Queryable,
  reward: { userId: number; level: number; currency: string; amountMinor: number },
): Promise<number | null> {
  const rows = await q.query<{ id: unknown }>(
    `INSERT INTO vip_level_rewards (user_id, level, currency, amount_minor) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, level) DO NOTHING RETURNING id`,
    [reward.userId, reward.level, reward.currency, reward.amountMinor],
  );
  return rows[0] ? toSafeInteger(rows[0].id, 'level reward id') : null;
}

/** The players with a settled real-money bet since `since`: whose level may have risen. */
export async function listRecentBettors(q: Queryable, since: Date): Promise<number[]> {
  const rows = await q.query<{ user_id: unknown }>(`SELECT DISTINCT s.user_id FROM (${SETTLED_BETS}) s ORDER BY s.user_id`, [
    since.toISOString(),
  ]);
  return rows.map((row) => toSafeInteger(row.user_id, 'user id'));
}
