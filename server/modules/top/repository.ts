import { toSafeInteger, type Queryable } from '../../db/db';
import { isoTime, ROUND_SOURCES } from '../../games/feed/round-sources';

/** USD minor units per minor unit of a currency, as an exact fraction (SQL numeric does the division). */
export type UsdFactor = { currency: string; num: bigint; den: bigint };

export type TopBettorRow = { name: string; avatar: string | null; statisticsHidden: boolean; avatarHidden: boolean };
export type WinRow = TopBettorRow & {
  game: string;
  category: string | null;
  gameName: string | null;
  currency: string;
  payoutMinor: number;
  multiplierBp: number;
  at: string;
};
export type RankRow = TopBettorRow & { wageredUsdMinor: number; bets: number; multiplierBp: number };

/*
 * Every settled real-money bet since $1, one row each (a casino round is one: its bets and wins that were not rolled
 * back), as the feeds read them (server/games/feed): never demo, never open. Columns: game, user_id, currency,
 * stake_minor, payout_minor, multiplier_bp, bets, at.
 */
const INSTANT = `SELECT b.game, b.user_id, b.currency::text AS currency, b.stake_minor, b.payout_minor, b.multiplier_bp,
    1::bigint AS bets, b.settled_at AS at FROM game_bets b
  WHERE b.demo_session_id IS NULL AND b.state <> 'open' AND b.settled_at >= $1`;

const ROUNDS = ROUND_SOURCES.map(
  (source) => `SELECT '${source.game}' AS game, b.user_id, b.currency::text AS currency, b.stake_minor, b.payout_minor,
    (${source.multiplierBp})::bigint AS multiplier_bp, 1::bigint AS bets, b.settled_at AS at FROM ${source.bets} b
  WHERE b.demo_session_id IS NULL AND ${source.settled} AND b.settled_at >= $1`,
);

const CASINO = `SELECT c.game_code AS game, c.user_id, c.currency::text AS currency, c.stake_minor, c.payout_minor,
    CASE WHEN c.stake_minor > 0 THEN c.payout_minor * 10000 / c.stake_minor ELSE 0 END AS multiplier_bp, c.bets, c.at
  FROM (SELECT t.game_code, t.user_id, t.currency,
      coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'bet'), 0)::bigint AS stake_minor,
      coalesce(sum(t.amount_minor) FILTER (WHERE t.kind = 'win'), 0)::bigint AS payout_minor,
      count(*) FILTER (WHERE t.kind = 'bet')::bigint AS bets, max(t.created_at) AS at
    FROM casino_transactions t
    WHERE t.kind IN ('bet', 'win') AND NOT t.rolled_back AND t.user_id IS NOT NULL AND t.created_at >= $1
    GROUP BY t.aggregator, t.user_id, t.currency, t.game_code, coalesce(t.round, t.transaction_uuid)) c`;

const SETTLED = [INSTANT, ...ROUNDS, CASINO].map((select) => `(${select})`).join(' UNION ALL ');

/** $2..$4: the USD factors; a currency without a rate to USD counts 0 towards wagering. */
const RATES = `SELECT * FROM unnest($2::text[], $3::numeric[], $4::numeric[]) AS r(currency, num, den)`;

const BETTOR = `u.name, u.image_small AS avatar, u.is_statistics_hidden AS hidden, u.is_avatar_hidden AS avatar_hidden`;

type BettorColumns = { name: string; avatar: string | null; hidden: boolean; avatar_hidden: boolean };
const bettorOf = (row: BettorColumns): TopBettorRow => ({
  name: row.name,
  avatar: row.avatar,
  statisticsHidden: row.hidden,
  avatarHidden: row.avatar_hidden,
});

function paramsOf(since: Date, factors: UsdFactor[]): unknown[] {
  return [since.toISOString(), factors.map((f) => f.currency), factors.map((f) => f.num.toString()), factors.map((f) => f.den.toString())];
}

/** The biggest wins since `since` (a payout above a stake; a casino win with no bet of its round in the window is none): by multiplier, then by the payout's worth in USD. */
export async function listBiggestWins(q: Queryable, since: Date, factors: UsdFactor[], limit: number): Promise<WinRow[]> {
  const rows = await q.query<BettorColumns & Record<string, unknown>>(
    `WITH s AS (${SETTLED}), r AS (${RATES})
     SELECT s.game, g.category, g.name AS game_name, s.currency, s.payout_minor, s.multiplier_bp, s.at, ${BETTOR}
     FROM s JOIN users u ON u.id = s.user_id LEFT JOIN r ON r.currency = s.currency
       LEFT JOIN casino_games g ON g.code = s.game
     WHERE s.payout_minor > s.stake_minor AND s.stake_minor > 0
     ORDER BY s.multiplier_bp DESC, coalesce(s.payout_minor * r.num / r.den, 0) DESC, s.at DESC LIMIT $5`,
    [...paramsOf(since, factors), limit],
  );
  return rows.map((row) => ({
    ...bettorOf(row),
    game: String(row.game),
    category: (row.category as string | null) ?? null,
    gameName: (row.game_name as string | null) ?? null,
    currency: String(row.currency),
    payoutMinor: toSafeInteger(row.payout_minor, 'payout_minor'),
    multiplierBp: toSafeInteger(row.multiplier_bp, 'multiplier_bp'),
    at: isoTime(row.at),
  }));
}

/** The players who staked most since `since`, in USD minor units (rounded down), then by bets. */
export async function listTopPlayers(q: Queryable, since: Date, factors: UsdFactor[], limit: number): Promise<RankRow[]> {
  const rows = await q.query<BettorColumns & Record<string, unknown>>(
    `WITH s AS (${SETTLED}), r AS (${RATES}),
     p AS (SELECT s.user_id, floor(sum(coalesce(s.stake_minor * r.num / r.den, 0)))::bigint AS wagered,
             sum(s.bets)::bigint AS bets,
             max(s.multiplier_bp) AS multiplier_bp
           FROM s LEFT JOIN r ON r.currency = s.currency GROUP BY s.user_id)
     SELECT p.wagered, p.bets, p.multiplier_bp, ${BETTOR} FROM p JOIN users u ON u.id = p.user_id
     ORDER BY p.wagered DESC, p.bets DESC, p.user_id LIMIT $5`,
    [...paramsOf(since, factors), limit],
  );
  return rows.map((row) => ({
    ...bettorOf(row),
    wageredUsdMinor: toSafeInteger(row.wagered, 'wagered'),
    bets: toSafeInteger(row.bets, 'bets'),
    multiplierBp: toSafeInteger(row.multiplier_bp, 'multiplier_bp'),
  }));
}
