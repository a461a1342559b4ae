import type { Db, Queryable } from '../../db/db';
import { toSafeInteger } from '../../db/db';
import type { CasinoCategory, CatalogGame } from '@/lib/casino/contract';
import type { AggregatorGame } from '../../aggregators/types';

/** All SQL of the catalogue, favourites and recently played games. */

export type StoredGame = CatalogGame & { enabled: boolean; blockedCountries: string[]; currencies: string[] | null };

type GameRow = {
  code: string;
  name: string;
  studio: string;
  category: CasinoCategory;
  thumbnail: string | null;
  rtp: unknown;
  demo: boolean;
  enabled: boolean;
  blocked_countries: string[];
  currencies: string[] | null;
};

const GAME_COLUMNS = 'code, name, studio, category, thumbnail, rtp, demo, enabled, blocked_countries, currencies';

const toGame = (row: GameRow): StoredGame => ({
  code: row.code,
  name: row.name,
  provider: row.studio,
  category: row.category,
  thumbnail: row.thumbnail,
  rtp: row.rtp === null ? null : Number(row.rtp),
  demo: row.demo,
  enabled: row.enabled,
  blockedCountries: row.blocked_countries,
  currencies: row.currencies,
});

/** The aggregator's list as the catalogue: each game written or updated, in list order; games gone from it disabled. */
export async function syncGames(q: Db, aggregator: string, games: AggregatorGame[]): Promise<void> {
  await q.transaction(async (tx) => {
    for (const [position, game] of games.entries()) {
      await tx.query(
        `INSERT INTO casino_games (code, aggregator, name, studio, category, thumbnail, rtp, blocked_countries, demo, enabled, position, synced_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
         ON CONFLICT (code) DO UPDATE SET aggregator = $2, name = $3, studio = $4, category = $5, thumbnail = $6, rtp = $7,
           blocked_countries = $8, demo = $9, enabled = $10, position = $11, synced_at = now()`,
        [
          game.code,
          aggregator,
          game.name,
          game.studio,
          game.category,
          game.thumbnail,
          game.rtp,
          game.blockedCountries,
          game.demo,
          game.enabled,
          position,
        ],
      );
    }
    await tx.query(`UPDATE casino_games SET enabled = false WHERE aggregator = $1 AND NOT (code = ANY($2::text[]))`, [
      aggregator,
      games.map((game) => game.code),
    ]);
  });
}

/** The games a visitor from `country` may play, in the aggregator's order. */
export async function listPlayableGames(q: Queryable, category: CasinoCategory | null, country: string | null): Promise<StoredGame[]> {
  const rows = await q.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM casino_games
      WHERE enabled AND ($1::text IS NULL OR category = $1) AND ($2::text IS NULL OR NOT ($2 = ANY(blocked_countries)))
      ORDER BY category, position, code`,
    [category, country],
  );
  return rows.map(toGame);
}

export async function findGame(q: Queryable, code: string): Promise<StoredGame | null> {
  const rows = await q.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM casino_games WHERE code = $1`, [code]);
  return rows[0] ? toGame(rows[0]) : null;
}

export async function countGames(q: Queryable): Promise<number> {
  const rows = await q.query<{ count: unknown }>('SELECT count(*) AS count FROM casino_games');
  return toSafeInteger(rows[0].count);
}

export async function listFavouriteCodes(q: Queryable, userId: number): Promise<string[]> {
  const rows = await q.query<{ game_code: string }>(
    'SELECT game_code FROM casino_favourites WHERE user_id = $1 ORDER BY created_at DESC, game_code',
    [userId],
  );
  return rows.map((row) => row.game_code);
}

export async function addFavourite(q: Queryable, userId: number, code: string): Promise<void> {
  await q.query('INSERT INTO casino_favourites (user_id, game_code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, code]);
}

export async function removeFavourite(q: Queryable, userId: number, code: string): Promise<void> {
  await q.query('DELETE FROM casino_favourites WHERE user_id = $1 AND game_code = $2', [userId, code]);
}

export async function recordRecent(q: Queryable, userId: number, code: string): Promise<void> {
  await q.query(
    `INSERT INTO casino_recent (user_id, game_code, played_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id, game_code) DO UPDATE SET played_at = now()`,
    [userId, code],
  );
}

export async function listRecentGames(q: Queryable, userId: number, limit: number, country: string | null): Promise<StoredGame[]> {
  const rows = await q.query<GameRow>(
    `SELECT ${GAME_COLUMNS.split(', ')
      .map((column) => `g.${column}`)
      .join(', ')}
       FROM casino_recent r JOIN casino_games g ON g.code = r.game_code
      WHERE r.user_id = $1 AND g.enabled AND ($3::text IS NULL OR NOT ($3 = ANY(g.blocked_countries)))
      ORDER BY r.played_at DESC LIMIT $2`,
    [userId, limit, country],
  );
  return rows.map(toGame);
}
