import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../modules/users/service';
import { createTestDb, type TestDb } from '../test/test-db';
import { checkLedger } from './check-ledger';
import { createLedger, type Ledger } from './ledger';

const PLAYERS = 6;
const OPS = 300;
let testDb: TestDb;
let ledger: Ledger;
const players: number[] = [];
let bankroll = 0;

/** A small deterministic PRNG so a failing run can be repeated. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

beforeAll(async () => {
  testDb = await createTestDb({ poolMax: 12 });
  ledger = createLedger(testDb.db, { houseShards: 4 });
  // A per-player nonce row, as a game's seed: the cause rows of both paths update it.
  await testDb.db.exec('CREATE TABLE lock_order_nonces (account_id bigint PRIMARY KEY, nonce bigint NOT NULL)');
  const clearing = await ledger.houseAccountId({ purpose: 'payment_clearing', currency: 'RUB' }, 'lock-order');
  for (let i = 0; i < PLAYERS; i += 1) {
    const user = await createUser(testDb.db, ledger, { currency: 'RUB' });
    const { real } = await ledger.playerAccountIds(user.id, 'RUB');
    await ledger.post([
      {
        idempotencyKey: `lock-order-fund-${real}`,
        fromAccountId: clearing,
        toAccountId: real,
        amountMinor: 10_000_000,
        currency: 'RUB',
        kind: 'deposit',
        causeRef: 'fund',
      },
    ]);
    await testDb.db.query('INSERT INTO lock_order_nonces VALUES ($1, 0)', [real]);
    players.push(real);
  }
  // One bankroll shard for all, the hottest row there is.
  bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'lock-order', currency: 'RUB' }, 'one-shard');
});
afterAll(async () => {
  await ledger.close();
  await testDb.close();
});

const nonceCause = (account: number) => ({
  text: "UPDATE lock_order_nonces SET nonce = nonce + 1 WHERE account_id = $1 RETURNING 'nonce:' || account_id || ':' || nonce AS cause_ref",
  params: [account],
});
const sqlState = (error: unknown) => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : '';
};

describe('ledger lock order: the batched path and ledger transactions never deadlock', () => {
  it(`${OPS} conflicting bets and two-posting transactions of both paths run concurrently with zero deadlocks`, async () => {
    const next = random(11);
    const pick = () => players[Math.floor(next() * players.length)];
    const operations = Array.from({ length: OPS }, (_, index) => {
      const a = pick();
      let b = pick();
      while (b === a) b = pick();
      if (index % 2 === 0) {
        // The batched path: cause row (the nonce) and the bet in one statement, shared with other callers.
        return () =>
          ledger.postWithCause(nonceCause(a), [
            {
              idempotencyKey: `lock-order-bet-${index}`,
              fromAccountId: a,
              toAccountId: bankroll,
              amountMinor: 10,
              currency: 'RUB',
              kind: 'bet',
            },
          ]);
      }
      // A transaction with two postings and two cause rows, touching its accounts in the "wrong" order (b before a).
      return () =>
        ledger.transaction([a, b, bankroll], async (tx) => {
          const [{ cause_ref: causeB }] = await tx.query<{ cause_ref: string }>(nonceCause(b).text, nonceCause(b).params);
          await tx.post([
            {
              idempotencyKey: `lock-order-b-${index}`,
              fromAccountId: b,
              toAccountId: bankroll,
              amountMinor: 7,
              currency: 'RUB',
              kind: 'bet',
              causeRef: causeB,
            },
          ]);
          const [{ cause_ref: causeA }] = await tx.query<{ cause_ref: string }>(nonceCause(a).text, nonceCause(a).params);
          await tx.post([
            {
              idempotencyKey: `lock-order-a-${index}`,
              fromAccountId: bankroll,
              toAccountId: a,
              amountMinor: 5,
              currency: 'RUB',
              kind: 'win',
              causeRef: causeA,
            },
          ]);
        });
    });
    const results = await Promise.allSettled(operations.map((operation) => operation()));
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r): unknown => r.reason);
    expect(failures.filter((error) => sqlState(error) === '40P01')).toHaveLength(0);
    expect(failures).toEqual([]);
    const nonces = await testDb.db.query<{ total: unknown }>('SELECT sum(nonce) AS total FROM lock_order_nonces');
    expect(Number(nonces[0].total)).toBe(OPS / 2 + OPS);
    await checkLedger(testDb.db);
  });
});
