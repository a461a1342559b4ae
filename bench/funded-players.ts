import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { createLedger } from '../server/ledger/ledger';
import { createPermanentSession } from '../server/modules/sessions/service';

export type FundedPlayer = { userId: number; token: string };

/**
 * Migrates an empty database (a throwaway one: it refuses one with users) and opens `count` RUB players, each funded
 * with `fundMinor` through the ledger and signed in with a session that does not expire.
 */
export async function createFundedPlayers(
  db: Db,
  options: { count: number; fundMinor: number; houseShards: number; beforeFunding?: () => Promise<void> },
): Promise<FundedPlayer[]> {
  await migrate(db);
  const [{ n }] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM users');
  if (n !== '0') throw new Error('The database already has users: give the bench a throwaway database');
  await options.beforeFunding?.();
  const ledger = createLedger(db, { houseShards: options.houseShards });
  const users = await db.query<{ id: string }>(
    `INSERT INTO users (name, name_key, currency) SELECT 'bench ' || g, 'bench ' || g, 'RUB' FROM generate_series(1, ${options.count}) g RETURNING id`,
  );
  const clearing = await ledger.houseAccountId({ purpose: 'payment_clearing', scope: 'bench', currency: 'RUB' }, 'bench');
  const players: FundedPlayer[] = [];
  for (const { id } of users) {
    const userId = Number(id);
    await ledger.openPlayerAccounts(db, userId, 'RUB');
    const { real } = await ledger.playerAccountIds(userId, 'RUB');
    await ledger.post([
      {
        idempotencyKey: `bench-fund-${userId}`,
        fromAccountId: clearing,
        toAccountId: real,
        amountMinor: options.fundMinor,
        currency: 'RUB',
        kind: 'deposit',
        causeRef: 'bench:fund',
      },
    ]);
    players.push({ userId, token: await createPermanentSession(db, userId) });
  }
  await ledger.close();
  return players;
}
