import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { createUser } from '../modules/users/service';
import { createTestDb, type TestDb } from '../test/test-db';
import { checkLedger } from './check-ledger';
import { CauseRefusedError, IdempotencyConflictError, LedgerBusyError, LedgerInputError, LedgerInvariantError } from './errors';
import { createLedger, type Ledger } from './ledger';
import type { TransferInput } from './types';
import { testDatabaseEnv } from '../config';

let testDb: TestDb;
let ledger: Ledger;
let keySeq = 0;
const key = (label: string) => `guard-${label}-${(keySeq += 1)}`;
const bankrollRef = { purpose: 'game_bankroll', scope: 'guards', currency: 'RUB' } as const;

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
      causeRef: 'invoice:guard',
    },
  ]);
  return real;
}

const balanceOf = async (id: number) =>
  Number((await testDb.db.query<{ b: unknown }>('SELECT balance_minor AS b FROM ledger_accounts WHERE id = $1', [id]))[0].b);

beforeAll(async () => {
  testDb = await createTestDb();
  ledger = createLedger(testDb.db, { houseShards: 8 });
  await testDb.db.exec('CREATE TABLE guard_rounds (id bigint PRIMARY KEY, closed boolean NOT NULL)');
  await testDb.db.exec('INSERT INTO guard_rounds VALUES (1, false), (2, true)');
});
afterEach(async () => {
  await checkLedger(testDb.db);
});
afterAll(async () => {
  await ledger.close();
  await testDb.close();
});

describe('ledger invariants: misuse is refused', () => {
  it('a retried posting returns its first result whichever house shard the caller resolves', async () => {
    const player = await fundedPlayer(10_000);
    const bet = async (): Promise<TransferInput> => ({
      idempotencyKey: 'guard-retried-bet',
      fromAccountId: player,
      toAccountId: await ledger.houseAccountId(bankrollRef),
      amountMinor: 500,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:retried',
    });
    const [first] = await ledger.post([await bet()]);
    const shards = new Set<number>([first.toAccountId]);
    for (let i = 0; i < 20; i += 1) {
      const retry = await bet();
      shards.add(retry.toAccountId);
      const [again] = await ledger.post([retry]);
      expect(again).toMatchObject({
        id: first.id,
        replayed: true,
        fromBalanceAfterMinor: 9_500,
        toBalanceAfterMinor: first.toBalanceAfterMinor,
      });
    }
    expect(shards.size).toBeGreaterThan(1);
    expect(await balanceOf(player)).toBe(9_500);
    // Another logical account is other data, shard or not.
    const other = await ledger.houseAccountId({ ...bankrollRef, scope: 'another-game' });
    await expect(ledger.post([{ ...(await bet()), toAccountId: other }])).rejects.toBeInstanceOf(IdempotencyConflictError);
  });

  it('a balance changes only through the posting function', async () => {
    const player = await fundedPlayer(100);
    await expect(testDb.db.query('UPDATE ledger_accounts SET balance_minor = balance_minor + 1 WHERE id = $1', [player])).rejects.toThrow(
      /balances change only through ledger_post/,
    );
    await expect(testDb.db.query("UPDATE ledger_accounts SET currency = 'USD' WHERE id = $1", [player])).rejects.toThrow(/refused/);
    await expect(
      testDb.db.query(
        "INSERT INTO ledger_accounts (kind, purpose, scope, currency, balance_minor) VALUES ('house', 'bonus_expense', 'forged', 'RUB', 1000)",
      ),
    ).rejects.toThrow(/refused/);
    // The posting function's own updates pass, and the guard's setting does not outlive it.
    const bankroll = await ledger.houseAccountId(bankrollRef, 'pinned');
    await testDb.db.transaction(async (tx) => {
      await tx.query('SELECT ledger_post($1::text[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[])', [
        [key('sql')],
        [player],
        [bankroll],
        [40],
        ['RUB'],
        ['bet'],
        ['bet:sql'],
      ]);
      await expect(tx.query("SELECT current_setting('ledger.posting', true) AS v")).resolves.toEqual([
        { v: expect.not.stringMatching(/^on$/) },
      ]);
    });
    expect(await balanceOf(player)).toBe(60);
  });

  it('a broken invariant halts posting: every later posting is refused and the owner is told once', async () => {
    const broken: LedgerInvariantError[] = [];
    const failing: Db = {
      ...testDb.db,
      query: async () => {
        throw Object.assign(new Error('account balances after update differ from the posting'), { code: 'LD005' });
      },
    };
    const halting = createLedger(failing, { houseShards: 8, onInvariantBroken: (error) => broken.push(error) });
    const transfer: TransferInput = {
      idempotencyKey: key('halt'),
      fromAccountId: 1,
      toAccountId: 2,
      amountMinor: 1,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:halt',
    };
    const first = await halting.post([transfer]).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(LedgerInvariantError);
    await expect(halting.post([{ ...transfer, idempotencyKey: key('halt') }])).rejects.toBe(first);
    await expect(halting.transaction([1, 2], async () => 'ran')).rejects.toBe(first);
    expect(broken).toEqual([first]);
  });

  it('a cause that refuses for a domain reason gets a typed refusal and nothing is written', async () => {
    const player = await fundedPlayer(1_000);
    const bankroll = await ledger.houseAccountId(bankrollRef, 'pinned');
    const cause = (round: number) => ({
      text: `SELECT CASE WHEN r.closed THEN ledger_refuse('round_closed') ELSE 'round:' || r.id END AS cause_ref FROM guard_rounds r WHERE r.id = $1`,
      params: [round],
    });
    const stake = () =>
      ({
        idempotencyKey: key('stake'),
        fromAccountId: player,
        toAccountId: bankroll,
        amountMinor: 100,
        currency: 'RUB',
        kind: 'bet',
      }) as const;
    const batched = await Promise.allSettled([ledger.postWithCause(cause(2), [stake()]), ledger.postWithCause(cause(1), [stake()])]);
    expect(batched[0]).toMatchObject({ status: 'rejected', reason: expect.any(CauseRefusedError) });
    expect(((batched[0] as PromiseRejectedResult).reason as CauseRefusedError).reason).toBe('round_closed');
    expect(batched[1].status).toBe('fulfilled');
    const inTransaction = await ledger
      .transaction([player, bankroll], (tx) => tx.postWithCause(cause(2), [stake()]))
      .catch((error: unknown) => error);
    expect(inTransaction).toBeInstanceOf(CauseRefusedError);
    expect(await balanceOf(player)).toBe(900);
  });

  it('a ledger transaction posts only between the accounts it locked first', async () => {
    const player = await fundedPlayer(1_000);
    const other = await fundedPlayer(1_000);
    const bankroll = await ledger.houseAccountId(bankrollRef, 'pinned');
    const transfer = (from: number): TransferInput => ({
      idempotencyKey: key('late'),
      fromAccountId: from,
      toAccountId: bankroll,
      amountMinor: 10,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:late',
    });
    await expect(
      ledger.transaction([player, bankroll], async (tx) => {
        await tx.post([transfer(player)]);
        await tx.post([transfer(other)]);
      }),
    ).rejects.toBeInstanceOf(LedgerInputError);
    expect([await balanceOf(player), await balanceOf(other)]).toEqual([1_000, 1_000]);
    await expect(ledger.transaction([player, 987_654_321], async () => 'ran')).rejects.toBeInstanceOf(LedgerInputError);
  });

  it('the batcher never runs more batches than its cap and refuses beyond its queue with a busy error', async () => {
    const player = await fundedPlayer(100_000);
    const bankroll = await ledger.houseAccountId(bankrollRef, 'pinned');
    let running = 0;
    let most = 0;
    const slow: Db = {
      ...testDb.db,
      query: async (text, params) => {
        most = Math.max(most, (running += 1));
        await new Promise((resolve) => setTimeout(resolve, 5));
        try {
          return await testDb.db.query(text, params);
        } finally {
          running -= 1;
        }
      },
    };
    const capped = createLedger(slow, { houseShards: 8, batch: { maxPostings: 4, maxInFlight: 2, maxQueued: 40 } });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        capped.post([
          {
            idempotencyKey: key('cap'),
            fromAccountId: player,
            toAccountId: bankroll,
            amountMinor: 1,
            currency: 'RUB',
            kind: 'bet',
            causeRef: 'bet:cap',
          },
        ]),
      ),
    );
    await capped.close();
    expect(most).toBeLessThanOrEqual(2);
    const busy = results.filter((r) => r.status === 'rejected' && r.reason instanceof LedgerBusyError);
    expect(busy).toHaveLength(60);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(40);
  });

  it.skipIf(!testDatabaseEnv().url)('a posting waiting on a lock past the lock timeout is refused as busy, not left hanging', async () => {
    const player = await fundedPlayer(1_000);
    const bankroll = await ledger.houseAccountId(bankrollRef, 'pinned');
    const impatient = createLedger(testDb.db, { houseShards: 8, timeouts: { lockMs: 100, statementMs: 5_000 } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = ledger.transaction([player], async () => {
      locked();
      await held;
    });
    await lockTaken;
    const bet = {
      idempotencyKey: key('wait'),
      fromAccountId: player,
      toAccountId: bankroll,
      amountMinor: 1,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:wait',
    } as const;
    await expect(impatient.post([bet])).rejects.toBeInstanceOf(LedgerBusyError);
    await expect(impatient.transaction([player], async () => 'ran')).rejects.toBeInstanceOf(LedgerBusyError);
    release();
    await holder;
    await impatient.close();
  });
});
