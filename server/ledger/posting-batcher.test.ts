import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { createUser } from '../modules/users/service';
import { createTestDb, type TestDb } from '../test/test-db';
import { checkLedger } from './check-ledger';
import { createLedger, type Ledger } from './ledger';
import type { TransferInput } from './types';

let testDb: TestDb;
let ledger: Ledger;
let keySeq = 0;
const key = (label: string) => `batcher-${label}-${(keySeq += 1)}`;

async function fundedPlayer(amountMinor: number): Promise<number> {
  const user = await createUser(testDb.db, ledger, { currency: 'RUB' });
  const { real } = await ledger.playerAccountIds(user.id, 'RUB');
  const clearing = await ledger.houseAccountId({ purpose: 'payment_clearing', currency: 'RUB' });
  await ledger.post([
    {
      idempotencyKey: key('fund'),
      fromAccountId: clearing,
      toAccountId: real,
      amountMinor,
      currency: 'RUB',
      kind: 'deposit',
      causeRef: 'invoice:batcher',
    },
  ]);
  return real;
}

beforeAll(async () => {
  testDb = await createTestDb();
  ledger = createLedger(testDb.db, { houseShards: 4 });
});
afterEach(async () => {
  await checkLedger(testDb.db);
});
afterAll(async () => {
  await ledger.close();
  await testDb.close();
});

/** The accounts of every batch statement while it runs (each one is held a little, so that batches overlap). */
function watchedDb() {
  const running: Set<number>[] = [];
  const seen = { overlapped: 0, sharedAnAccount: 0 };
  const db: Db = {
    ...testDb.db,
    query: async (text, params) => {
      if (!text.includes('ledger_post_batch')) return testDb.db.query(text, params);
      const accounts = new Set([...(params![2] as number[]), ...(params![3] as number[])]);
      for (const other of running) {
        seen.overlapped += 1;
        if ([...accounts].some((id) => other.has(id))) seen.sharedAnAccount += 1;
      }
      running.push(accounts);
      await new Promise((resolve) => setTimeout(resolve, 5));
      try {
        return await testDb.db.query(text, params);
      } finally {
        running.splice(running.indexOf(accounts), 1);
      }
    },
  };
  return { db, seen };
}

describe('posting batcher: batches in flight lock different accounts', () => {
  it('a posting on an account of a batch in flight waits for a later batch; each account keeps its call order', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(10_000)));
    const houses = [
      await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'batcher-a', currency: 'RUB' }),
      await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'batcher-b', currency: 'RUB' }),
    ];
    // Players 0-2 bet to one house account, 3-5 to another, in an irregular order.
    const order = [0, 1, 2, 0, 3, 4, 5, 1, 3, 2, 4, 0, 5, 5, 1, 3, 2, 0, 4, 1, 3, 5, 2, 4, 0];
    const bets: TransferInput[] = order.map((p) => ({
      idempotencyKey: key('bet'),
      fromAccountId: players[p],
      toAccountId: houses[p < 3 ? 0 : 1],
      amountMinor: 10,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:batcher',
    }));
    const { db, seen } = watchedDb();
    const batched = createLedger(db, { houseShards: 4, batch: { maxPostings: 3, maxInFlight: 2 } });
    const posted = await Promise.all(bets.map((bet) => batched.post([bet])));
    await batched.close();

    expect(seen.sharedAnAccount).toBe(0);
    expect(seen.overlapped).toBeGreaterThan(0);
    players.forEach((player, p) => {
      const afters = posted.filter((_, i) => order[i] === p).map(([t]) => t.fromBalanceAfterMinor);
      expect(afters).toEqual(afters.map((_, k) => 10_000 - 10 * (k + 1)));
    });
  });
});
