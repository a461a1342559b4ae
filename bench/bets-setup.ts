import { createServerSeed } from '../lib/fairness/seeds';
import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { createLedger } from '../server/ledger/ledger';
import { createPermanentSession } from '../server/modules/sessions/service';
import { HOUSE_SHARDS, NAIVE_TABLES } from './bets-api';

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
  await migrate(db);
  const [{ n }] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM users');
  if (n !== '0') throw new Error('The database already has users: give the bench a throwaway database');
  await db.exec(NAIVE_TABLES);
  const ledger = createLedger(db, { houseShards: HOUSE_SHARDS });
  const users = await db.query<{ id: string }>(
    `INSERT INTO users (name, name_key, currency) SELECT 'bench ' || g, 'bench ' || g, 'RUB' FROM generate_series(1, ${playerCount}) g RETURNING id`,
  );
  const players: Player[] = [];
  const clearing = await ledger.houseAccountId({ purpose: 'payment_clearing', scope: 'bench', currency: 'RUB' }, 'bench');
  for (const { id } of users) {
    const userId = Number(id);
    await ledger.openPlayerAccounts(db, userId, 'RUB');
    const { real } = await ledger.playerAccountIds(userId, 'RUB');
    await ledger.post([
      {
        idempotencyKey: `bench-fund-${userId}`,
        fromAccountId: clearing,
        toAccountId: real,
        amountMinor: FUND_MINOR,
        currency: 'RUB',
        kind: 'deposit',
        causeRef: 'bench:fund',
      },
    ]);
    await db.query('INSERT INTO bench_naive_players (user_id, balance_minor, server_seed, client_seed) VALUES ($1, $2, $3, $4)', [
      userId,
      FUND_MINOR,
      createServerSeed(),
      'bench',
    ]);
    players.push({ userId, token: await createPermanentSession(db, userId) });
  }
  await ledger.close();
  await db.exec('VACUUM ANALYZE');
  return players;
}
