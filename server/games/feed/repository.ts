import type { Currency } from '@/lib/currencies';
import { toSafeInteger, type Queryable } from '../../db/db';
import { GAME_IDS, type GameId, type Bettor } from '../core/types';
import { byCurrencySql, isoTime, ROUND_SOURCES, type RoundSource } from './round-sources';
import type { FeedBet, FeedKind } from './bus';
import type { FeedGame } from './games';
import { BIG_WIN_MULTIPLIER_BP, bigWinProfitMinor, highRollerStakeMinor } from './rules';

const COLUMNS = 'b.id, b.user_id, b.currency, b.stake_minor, b.payout_minor, b.created_at, b.settled_at';

/** The instant games' bets: their flags were set when they were written. */
function instantSelect(kind: FeedKind, game: GameId | null): string {
  const filter = { all: '', high_rollers: 'AND b.high_roller', big_wins: 'AND b.big_win' }[kind];
  return `SELECT b.game, ${COLUMNS}, b.multiplier_bp FROM game_bets b
    WHERE b.demo_session_id IS NULL AND b.state <> 'open' ${filter} ${game ? 'AND b.game = $2' : ''}
    ORDER BY b.settled_at DESC, b.id DESC LIMIT $1`;
}

/** A shared-round game's bets, by the same rules (server/games/feed/rules.ts) as SQL. */
function roundSelect(source: RoundSource, kind: FeedKind): string {
  const filter = {
    all: '',
    high_rollers: `AND b.stake_minor >= ${byCurrencySql('b.currency', highRollerStakeMinor)}`,
    big_wins: `AND b.payout_minor > 0 AND (${source.multiplierBp} >= ${BIG_WIN_MULTIPLIER_BP}
      OR b.payout_minor - b.stake_minor >= ${byCurrencySql('b.currency', bigWinProfitMinor)})`,
  }[kind];
  return `SELECT '${source.game}' AS game, ${COLUMNS}, ${source.multiplierBp} AS multiplier_bp FROM ${source.bets} b
    WHERE b.demo_session_id IS NULL AND ${source.settled} ${filter}
    ORDER BY b.settled_at DESC, b.id DESC LIMIT $1`;
}

type FeedRow = Record<string, unknown> & { name: string | null; image_small: string | null; hidden: boolean; avatar_hidden: boolean };

/**
 * The latest settled real-money bets of every game (never demo, never open), newest first, with the bettors' current
 * privacy choices: each game's newest `limit` by its own index, then the newest of those.
 */
export async function listFeed(
  q: Queryable,
  options: { game: FeedGame | null; kind: FeedKind; limit: number },
): Promise<{ bet: FeedBet; bettor: Bettor }[]> {
  const instant = options.game === null || (GAME_IDS as readonly string[]).includes(options.game);
  const selects = [
    ...(instant ? [instantSelect(options.kind, options.game as GameId | null)] : []),
    ...ROUND_SOURCES.filter((source) => options.game === null || source.game === options.game).map((source) =>
      roundSelect(source, options.kind),
    ),
  ];
  const rows = await q.query<FeedRow>(
    `SELECT f.*, u.name, u.image_small, u.is_statistics_hidden AS hidden, u.is_avatar_hidden AS avatar_hidden
     FROM (${selects.map((select) => `(${select})`).join(' UNION ALL ')}) f JOIN users u ON u.id = f.user_id
     ORDER BY f.settled_at DESC, f.game, f.id DESC LIMIT $1`,
    instant && options.game !== null ? [options.limit, options.game] : [options.limit],
  );
  return rows.map((row) => ({
    bet: {
      game: row.game as FeedGame,
      id: toSafeInteger(row.id, 'id'),
      demoSessionId: null,
      currency: row.currency as Currency,
      stakeMinor: toSafeInteger(row.stake_minor, 'stake_minor'),
      payoutMinor: toSafeInteger(row.payout_minor, 'payout_minor'),
      multiplierBp: toSafeInteger(row.multiplier_bp, 'multiplier_bp'),
      createdAt: isoTime(row.created_at),
      settledAt: isoTime(row.settled_at),
    },
    bettor: { name: row.name, avatar: row.image_small, statisticsHidden: row.hidden, avatarHidden: row.avatar_hidden },
  }));
}
