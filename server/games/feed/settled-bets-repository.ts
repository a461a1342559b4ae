import { ROUND_SOURCES } from './round-sources';

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

export const SETTLED_BETS = [INSTANT, ...ROUNDS, CASINO].map((select) => `(${select})`).join(' UNION ALL ');
