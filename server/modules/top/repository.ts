import { toSafeInteger, type Queryable } from '../../db/db';
import { isoTime } from '../../games/feed/round-sources';
import { SETTLED_BETS as SETTLED } from '../../games/feed/settled-bets-repository';

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
