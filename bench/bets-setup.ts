import { createServerSeed } from '../lib/fairness/seeds';
import type { Db } from '../server/db/db';
import { HOUSE_SHARDS, NAIVE_TABLES } from './bets-api';
import { createFundedPlayers } from './funded-players';

const FUND_MINOR = 1_000_000_000;

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a throwaway database (createdb first)');
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(url).hostname))
    throw new Error('The bench runs on loopback Postgres only');
  return url;
}

export type Player = { userId: number; token: string };

/** Migrates the empty database and gives `playerCount` players an account funded with FUND_MINOR and a session. */
export async function setUp(db: Db, playerCount: number): Promise<Player[]> {
  const players = await createFundedPlayers(db, {
    count: playerCount,
    fundMinor: FUND_MINOR,
    houseShards: HOUSE_SHARDS,
    beforeFunding: () => db.exec(NAIVE_TABLES),
  });
  for (const { userId } of players)
    await db.query('INSERT INTO bench_naive_players (user_id, balance_minor, server_seed, client_seed) VALUES ($1, $2, $3, $4)', [
      userId,
      FUND_MINOR,
      createServerSeed(),
      'bench',
    ]);
  await db.exec('VACUUM ANALYZE');
  return players;
}
