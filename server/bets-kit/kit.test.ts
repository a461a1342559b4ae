import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '@/lib/currencies';
import { checkLedger } from '../ledger/check-ledger';
import { InsufficientFundsError } from '../ledger/errors';
import { createLedger, type Ledger } from '../ledger/ledger';
import type { CauseStatement } from '../ledger/types';
import { createUser } from '../modules/users/service';
import { createTestDb, type TestDb } from '../test/test-db';
import { bankrollAccount, bankrollShardKey } from './bankroll';
import { balancesOf, betKeyBase, payout, payouts, refund, rollback, runAlone, stake, type KitDeps, type Wallet } from './kit';
import { mapRefusal, moneyRefusalOf } from './refusals';

const CURRENCY: Currency = 'RUB';
const SCOPE = 'kit-test';

let testDb: TestDb;
let ledger: Ledger;
let deps: KitDeps;

beforeAll(async () => {
  testDb = await createTestDb();
  ledger = createLedger(testDb.db, { houseShards: 4 });
  deps = { db: testDb.db, ledger };
  // A caller's rows: one per key (a stake, a payout, a rollback, a tombstone), as a game's bets table would keep them.
  await testDb.db.exec(
    `CREATE TABLE kit_test_rows (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, key text NOT NULL UNIQUE, kind text NOT NULL)`,
  );
});

afterAll(async () => {
  await testDb.close();
});

afterEach(async () => {
  await checkLedger(testDb.db);
});

/**
 * The cause statement of a keyed row: written once, the same row on a replay (so the ledger sees the same cause and
 * replays its posting); a stake whose key holds a tombstone refuses with bet_conflict.
 */
function rowStatement(key: string, kind: string): CauseStatement {
  return {
    text: `INSERT INTO kit_test_rows (key, kind) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET kind = kit_test_rows.kind
           RETURNING id, CASE WHEN kind = 'tombstone' AND $2 = 'stake' THEN ledger_refuse('bet_conflict') ELSE 'kit:' || id END AS cause_ref`,
    params: [key, kind],
  };
}

async function newUser(fundMinor: number): Promise<{ wallet: Wallet & { kind: 'user' }; userId: number }> {
  const user = await createUser(testDb.db, ledger, { currency: CURRENCY });
  if (fundMinor > 0) {
    const { real } = await ledger.playerAccountIds(user.id, CURRENCY);
    const clearing = await ledger.houseAccountId({ purpose: 'payment_clearing', scope: 'test', currency: CURRENCY });
    await ledger.post([
      {
        idempotencyKey: `kit-fund:${randomUUID()}`,
        fromAccountId: clearing,
        toAccountId: real,
        amountMinor: fundMinor,
        currency: CURRENCY,
        kind: 'deposit',
        causeRef: 'test:fund',
      },
    ]);
  }
  return { wallet: { kind: 'user', userId: user.id }, userId: user.id };
}

const real = async (userId: number) => (await ledger.playerBalances(testDb.db, userId, CURRENCY)).realMinor;
const bankrollBalance = async (userId: number) => {
  const id = await bankrollAccount(ledger, SCOPE, userId, CURRENCY);
  const rows = await testDb.db.query<{ balance_minor: unknown }>('SELECT balance_minor FROM ledger_accounts WHERE id = $1', [id]);
  return Number(rows[0].balance_minor);
};
const transfersKeyed = async (prefix: string) =>
  Number(
    (await testDb.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key LIKE $1', [`${prefix}%`]))[0]
      .n,
  );

const keyBase = (userId: number) => betKeyBase(`game:${SCOPE}`, userId, randomUUID());

describe('bets kit: stake', () => {
  it('charges a stake once per key when 20 same-key stakes race', async () => {
    const { wallet, userId } = await newUser(10_000);
    const key = `${keyBase(userId)}:stake`;
    // The shard is shared with the players hashed to it: its change is what counts.
    const houseBefore = await bankrollBalance(userId);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        stake(deps, { wallet, scope: SCOPE, currency: CURRENCY, amountMinor: 700, key }, rowStatement(key, 'stake')),
      ),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    expect(fulfilled.length).toBeGreaterThan(0);
    for (const result of results) if (result.status === 'rejected') throw result.reason;
    expect(await real(userId)).toBe(9_300);
    expect((await bankrollBalance(userId)) - houseBefore).toBe(700);
    expect(await transfersKeyed(key)).toBe(1);
    // Every answer is the same stake: the balance after it.
    for (const result of fulfilled) expect(result.value.balanceMinor).toBe(9_300);
  });

  it("posts the stake to the player's own bankroll shard (u<id>) of the scope", async () => {
    const { wallet, userId } = await newUser(1_000);
    const key = `${keyBase(userId)}:stake`;
    await stake(deps, { wallet, scope: SCOPE, currency: CURRENCY, amountMinor: 100, key }, rowStatement(key, 'stake'));
    const rows = await testDb.db.query<{ purpose: string; scope: string; shard: unknown }>(
      `SELECT a.purpose, a.scope, a.shard FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id WHERE t.idempotency_key = $1`,
      [key],
    );
    expect(rows[0]).toMatchObject({ purpose: 'game_bankroll', scope: SCOPE });
    expect(bankrollShardKey(userId)).toBe(`u${userId}`);
    expect(await bankrollAccount(ledger, SCOPE, userId, CURRENCY)).toBe(
      await ledger.houseAccountId({ purpose: 'game_bankroll', scope: SCOPE, currency: CURRENCY }, `u${userId}`),
    );
  });

  it("posts a stake and its win in one posting: the balance is the player's after both", async () => {
    const { wallet, userId } = await newUser(1_000);
    const base = keyBase(userId);
    const moved = await stake(
      deps,
      { wallet, scope: SCOPE, currency: CURRENCY, amountMinor: 100, key: `${base}:stake`, win: { amountMinor: 250, key: `${base}:win` } },
      rowStatement(`${base}:stake`, 'stake'),
    );
    expect(moved.balanceMinor).toBe(1_150);
    expect(await real(userId)).toBe(1_150);
    expect(await transfersKeyed(base)).toBe(2);
  });

  it('refuses a stake above the balance with nothing moved and no row written', async () => {
    const { wallet, userId } = await newUser(500);
    const key = `${keyBase(userId)}:stake`;
    const error = await stake(deps, { wallet, scope: SCOPE, currency: CURRENCY, amountMinor: 501, key }, rowStatement(key, 'stake')).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(InsufficientFundsError);
    expect(moneyRefusalOf(error)).toBe('insufficient_funds');
    const mapped = new Error('mapped');
    expect(mapRefusal(error, { insufficient_funds: () => mapped })).toBe(mapped);
    expect(await real(userId)).toBe(500);
    expect(await transfersKeyed(key)).toBe(0);
    expect(await testDb.db.query('SELECT 1 FROM kit_test_rows WHERE key = $1', [key])).toHaveLength(0);
  });

  it('leaves a refusal the mapping does not name as the error it was', () => {
    const other = new Error('other');
    expect(mapRefusal(other, { insufficient_funds: () => new Error('x') })).toBe(other);
  });
});

describe('bets kit: payout and refund', () => {
  it('pays a win once per key, however often it is sent at once', async () => {
    const { wallet, userId } = await newUser(1_000);
    const base = keyBase(userId);
    await stake(
      deps,
      { wallet, scope: SCOPE, currency: CURRENCY, amountMinor: 400, key: `${base}:stake` },
      rowStatement(`${base}:stake`, 'stake'),
    );
    const paid = await Promise.all(
      Array.from({ length: 10 }, () =>
        payout(deps, SCOPE, { userId, currency: CURRENCY, amountMinor: 900, key: `${base}:win` }, rowStatement(`${base}:win`, 'payout')),
      ),
    );
    expect(paid.every((p) => p.posted && p.balanceMinor === 1_500)).toBe(true);
    expect(await real(userId)).toBe(1_500);
    expect(await transfersKeyed(`${base}:win`)).toBe(1);
  });

  it('refunds a stake with kind refund, once', async () => {
    const { wallet, userId } = await newUser(1_000);
    const base = keyBase(userId);
    await stake(
      deps,
      { wallet, scope: SCOPE, currency: CURRENCY, amountMinor: 300, key: `${base}:stake` },
      rowStatement(`${base}:stake`, 'stake'),
    );
    await refund(
      deps,
      SCOPE,
      { userId, currency: CURRENCY, amountMinor: 300, key: `${base}:refund` },
      rowStatement(`${base}:refund`, 'refund'),
    );
    await refund(
      deps,
      SCOPE,
      { userId, currency: CURRENCY, amountMinor: 300, key: `${base}:refund` },
      rowStatement(`${base}:refund`, 'refund'),
    );
    expect(await real(userId)).toBe(1_000);
    const kinds = await testDb.db.query<{ kind: string }>('SELECT kind FROM ledger_transfers WHERE idempotency_key = $1', [
      `${base}:refund`,
    ]);
    expect(kinds.map((row) => row.kind)).toEqual(['refund']);
  });

  it('runs the statement alone when there is nothing to pay', async () => {
    const { userId } = await newUser(0);
    const key = `${keyBase(userId)}:lost`;
    const paid = await payout(deps, SCOPE, { userId, currency: CURRENCY, amountMinor: 0, key }, rowStatement(key, 'settle'));
    expect(paid.posted).toBe(false);
    expect(await transfersKeyed(key)).toBe(0);
    expect(await testDb.db.query('SELECT 1 FROM kit_test_rows WHERE key = $1', [key])).toHaveLength(1);
  });

  it('pays a batch in one posting, each payee once even when the batch is replayed', async () => {
    const a = await newUser(1_000);
    const b = await newUser(1_000);
    const base = `kit-round:${randomUUID()}`;
    for (const p of [a, b]) {
      const key = `${base}:u${p.userId}:stake`;
      await stake(deps, { wallet: p.wallet, scope: SCOPE, currency: CURRENCY, amountMinor: 100, key }, rowStatement(key, 'stake'));
    }
    const payees = [a, b].map((p, i) => ({
      userId: p.userId,
      currency: CURRENCY,
      amountMinor: 200 * (i + 1),
      key: `${base}:u${p.userId}:win`,
      causeRef: `kit-round-bet:${p.userId}`,
    }));
    const first = await payouts(deps, SCOPE, payees, rowStatement(`${base}:settle`, 'settle'));
    const again = await payouts(deps, SCOPE, payees, rowStatement(`${base}:settle`, 'settle'));
    expect(first.balancesMinor).toEqual([1_100, 1_300]);
    expect(again.balancesMinor).toEqual([1_100, 1_300]);
    expect([await real(a.userId), await real(b.userId)]).toEqual([1_100, 1_300]);
    expect(await transfersKeyed(base)).toBe(4);
  });
});

describe('bets kit: rollback', () => {
  it('gives a stake back exactly once when the rollback is raced and replayed', async () => {
    const { wallet, userId } = await newUser(1_000);
    const stakeKey = `slots:kit:${randomUUID()}:stake`;
    const houseBefore = await bankrollBalance(userId);
    await stake(deps, { wallet, scope: SCOPE, currency: CURRENCY, amountMinor: 350, key: stakeKey }, rowStatement(stakeKey, 'stake'));
    expect(await real(userId)).toBe(650);
    const raced = await Promise.all(
      Array.from({ length: 10 }, () => rollback(deps, { stakeKey }, rowStatement(`${stakeKey}:rollback`, 'rollback'))),
    );
    const replayed = await rollback(deps, { stakeKey }, rowStatement(`${stakeKey}:rollback`, 'rollback'));
    for (const result of [...raced, replayed]) {
      expect(result).toMatchObject({ status: 'rolled_back', amountMinor: 350, balanceMinor: 1_000 });
    }
    expect(await real(userId)).toBe(1_000);
    expect(await bankrollBalance(userId)).toBe(houseBefore);
    const kinds = await testDb.db.query<{ kind: string }>('SELECT kind FROM ledger_transfers WHERE idempotency_key = $1', [
      `${stakeKey}:rollback`,
    ]);
    expect(kinds.map((row) => row.kind)).toEqual(['refund']);
  });

  it('answers no_stake for a stake never posted, so the caller leaves a tombstone that refuses the late stake', async () => {
    const { wallet, userId } = await newUser(1_000);
    const stakeKey = `slots:kit:${randomUUID()}:stake`;
    const result = await rollback(deps, { stakeKey }, rowStatement(`${stakeKey}:rollback`, 'rollback'));
    expect(result).toEqual({ status: 'no_stake' });
    expect(await transfersKeyed(stakeKey)).toBe(0);
    await runAlone(deps, rowStatement(stakeKey, 'tombstone'));
    const late = await stake(
      deps,
      { wallet, scope: SCOPE, currency: CURRENCY, amountMinor: 100, key: stakeKey },
      rowStatement(stakeKey, 'stake'),
    ).catch((e: unknown) => e);
    expect(moneyRefusalOf(late)).toBe('bet_conflict');
    expect(await real(userId)).toBe(1_000);
    expect(await transfersKeyed(stakeKey)).toBe(0);
  });
});

describe('bets kit: demo sessions', () => {
  async function newDemo(balanceMinor: number): Promise<Wallet & { kind: 'demo' }> {
    const rows = await testDb.db.query<{ id: unknown }>(
      `INSERT INTO game_demo_sessions (token_sha256, currency, balance_minor, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour') RETURNING id`,
      [randomBytes(32).toString('hex'), CURRENCY, balanceMinor],
    );
    return { kind: 'demo', sessionId: Number(rows[0].id) };
  }

  /** A demo bet's statement moves the play money itself and reports the balance after it (demo_balance_minor). */
  const demoStake = (sessionId: number, amountMinor: number): CauseStatement => ({
    text: `WITH moved AS (UPDATE game_demo_sessions SET balance_minor = balance_minor - $2 WHERE id = $1 AND balance_minor >= $2 RETURNING balance_minor)
           SELECT CASE WHEN EXISTS (SELECT 1 FROM moved) THEN (SELECT balance_minor FROM moved) ELSE ledger_refuse('insufficient_funds')::bigint END AS demo_balance_minor`,
    params: [sessionId, amountMinor],
  });

  it('moves play money through the statement alone, never the ledger', async () => {
    const wallet = await newDemo(1_000);
    const before = Number((await testDb.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger_transfers'))[0].n);
    const key = `demo:${randomUUID()}:stake`;
    const moved = await stake(deps, { wallet, scope: SCOPE, currency: CURRENCY, amountMinor: 300, key }, demoStake(wallet.sessionId, 300));
    expect(moved.balanceMinor).toBe(700);
    expect((await balancesOf(deps, wallet, CURRENCY)).realMinor).toBe(700);
    const after = Number((await testDb.db.query<{ n: unknown }>('SELECT count(*) AS n FROM ledger_transfers'))[0].n);
    expect(after).toBe(before);
    const paid = await payout(
      deps,
      SCOPE,
      { userId: null, currency: CURRENCY, amountMinor: 500, key: `${key}:win` },
      {
        text: 'UPDATE game_demo_sessions SET balance_minor = balance_minor + $2 WHERE id = $1 RETURNING balance_minor AS demo_balance_minor',
        params: [wallet.sessionId, 500],
      },
    );
    expect(paid).toMatchObject({ posted: false, balanceMinor: 1_200 });
  });

  it('refuses a demo stake above the play money with the balance unchanged', async () => {
    const wallet = await newDemo(100);
    const error = await stake(
      deps,
      { wallet, scope: SCOPE, currency: CURRENCY, amountMinor: 101, key: 'demo:x' },
      demoStake(wallet.sessionId, 101),
    ).catch((e: unknown) => e);
    expect(moneyRefusalOf(error)).toBe('insufficient_funds');
    expect((await balancesOf(deps, wallet, CURRENCY)).realMinor).toBe(100);
  });

  it("reads a real wallet's balances from the ledger", async () => {
    const { wallet } = await newUser(4_200);
    expect(await balancesOf(deps, wallet, CURRENCY)).toEqual({ currency: CURRENCY, realMinor: 4_200, bonusMinor: 0 });
  });
});
