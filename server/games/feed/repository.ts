import type { Queryable } from '../../db/db';
import { toBetRecord, type Bettor } from '../bets/repository';
import type { BetRecord, GameId } from '../core/types';
import type { FeedKind } from './bus';

const KIND_FILTER: Record<FeedKind, string> = {
  all: '',
  high_rollers: 'AND b.high_roller',
  big_wins: 'AND b.big_win',
};

/** The latest settled real-money bets (never demo, never open), with the bettors' current privacy choices. */
export async function listFeed(
  q: Queryable,
  options: { game: GameId | null; kind: FeedKind; limit: number },
): Promise<{ bet: BetRecord; bettor: Bettor }[]> {
  const rows = await q.query<{ bet: Record<string, unknown>; name: string; image_small: string | null; hidden: boolean; avatar_hidden: boolean }>(
    `SELECT to_jsonb(b) AS bet, u.name, u.image_small, u.is_statistics_hidden AS hidden, u.is_avatar_hidden AS avatar_hidden
     FROM game_bets b JOIN users u ON u.id = b.user_id
     WHERE b.demo_session_id IS NULL AND b.state <> 'open' ${KIND_FILTER[options.kind]}
       ${options.game ? 'AND b.game = $2' : ''}
     ORDER BY b.settled_at DESC, b.id DESC LIMIT $1`,
    options.game ? [options.limit, options.game] : [options.limit],
  );
  return rows.map((row) => ({
    bet: toBetRecord(row.bet),
    bettor: { name: row.name, avatar: row.image_small, statisticsHidden: row.hidden, avatarHidden: row.avatar_hidden },
  }));
}
