import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '@/lib/currencies';
import type { Db } from '../db/db';
import { createUser } from '../modules/users/service';
import { createTestDb, type TestDb } from '../test/test-db';
import { checkLedger } from './check-ledger';
import { CurrencyMismatchError, IdempotencyConflictError, InsufficientFundsError, LedgerInputError } from './errors';
import { createLedger, type Ledger } from './ledger';
import type { CauseStatement, PostedTransfer, TransferInput } from './types';

let testDb: TestDb;
let setupLedger: Ledger;
let keySeq = 0;
const key = (label: string) => `batch-${label}-${(keySeq += 1)}`;

/** A ledger whose database counts the statements it is sent: one per batch. */
function countedLedger() {
  const counter = { statements: 0 };
  const db: Db = {
    ...testDb.db,
    query: (text, params) => ((counter.statements += 1), testDb.db.query(text, params)),
    exec: (text) => ((counter.statements += 1), testDb.db.exec(text)),
  };
  return { ledger: createLedger(db, { houseShards: 4 }), counter };
}

async function fundedPlayer(amountMinor: number, currency: Currency = 'RUB') {
  const user = await createUser(testDb.db, setupLedger, { currency });
  const ids = await setupLedger.playerAccountIds(user.id, currency);
  const clearing = await setupLedger.houseAccountId({ purpose: 'payment_clearing', currency });
  await setupLedger.post([
    {
      idempotencyKey: key('fund'),
      fromAccountId: clearing,
      toAccountId: ids.real,
      amountMinor,
      currency,
      kind: 'deposit',
      causeRef: 'invoice:batch',
    },
  ]);
  return ids.real;
}

async function balanceOf(accountId: number): Promise<number> {
  const rows = await testDb.db.query<{ balance_minor: unknown }>('SELECT balance_minor FROM ledger_accounts WHERE id = $1', [accountId]);
  return Number(rows[0].balance_minor);
}

const bankroll = (currency: Currency = 'RUB') =>
  setupLedger.houseAccountId({ purpose: 'game_bankroll', scope: 'batch', currency }, 'pinned');

async function betInput(player: number, amountMinor: number, label = 'bet'): Promise<TransferInput> {
  return {
    idempotencyKey: key(label),
    fromAccountId: player,
    toAccountId: await bankroll(),
    amountMinor,
    currency: 'RUB',
    kind: 'bet',
    causeRef: `bet:${label}`,
  };
}

/** A bet's stake whose cause row a cause statement writes (no causeRef: the statement returns it). */
async function stakeOf(betKey: string, player: number, amountMinor: number) {
  return {
    idempotencyKey: `${betKey}:stake`,
    fromAccountId: player,
    toAccountId: await bankroll(),
    amountMinor,
    currency: 'RUB',
    kind: 'bet',
  } as const;
}

const reason = (result: PromiseSettledResult<unknown>): unknown => (result.status === 'rejected' ? result.reason : null);
const value = <T>(result: PromiseSettledResult<T>) => {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
};

beforeAll(async () => {
  testDb = await createTestDb();
  setupLedger = createLedger(testDb.db, { houseShards: 4 });
  await testDb.db.exec(
    'CREATE TABLE batch_bets (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, bet_key text NOT NULL UNIQUE, amount_minor bigint NOT NULL)',
  );
});
afterEach(async () => {
  await checkLedger(testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

/** A cause row per bet; a retried bet finds its row again, so its posting replays. */
const betRow = (betKey: string, amountMinor: number): CauseStatement => ({
  text: `INSERT INTO batch_bets (bet_key, amount_minor) VALUES ($1, $2)
         ON CONFLICT (bet_key) DO UPDATE SET bet_key = excluded.bet_key
         RETURNING id, bet_key, 'bet:' || id AS cause_ref`,
  params: [betKey, amountMinor],
});
/** A cause row that is new on every call (no ON CONFLICT): a retry brings another cause_ref. */
const freshBetRow = (betKey: string, amountMinor: number): CauseStatement => ({
  text: `INSERT INTO batch_bets (bet_key, amount_minor) VALUES ($1 || ':' || gen_random_uuid(), $2) RETURNING id, 'bet:' || id AS cause_ref`,
  params: [betKey, amountMinor],
});
const causeRowCount = async (betKey: string) =>
  Number((await testDb.db.query<{ n: unknown }>('SELECT count(*) AS n FROM batch_bets WHERE bet_key LIKE $1', [`${betKey}%`]))[0].n);

describe('ledger group commit: one round trip carries many postings, each with its own outcome', () => {
  it('one refused posting does not sink the others in its batch', async () => {
    const { ledger, counter } = countedLedger();
    const player = await fundedPlayer(1_000);
    const usdBankroll = await setupLedger.houseAccountId({ purpose: 'game_bankroll', scope: 'batch', currency: 'USD' });
    const used = await betInput(player, 100, 'used');
    await setupLedger.post([used]);
    const before = await balanceOf(player);

    // Inputs first: the postings must queue in one tick to share a batch.
    const postings = [
      await betInput(player, 200),
      await betInput(player, 5_000, 'short'),
      { ...(await betInput(player, 10)), toAccountId: usdBankroll },
      { ...(await betInput(player, 10)), toAccountId: 987_654_321 },
      { ...used, amountMinor: 101 },
      await betInput(player, 300),
    ];
    const results = await Promise.allSettled(postings.map((posting) => ledger.post([posting])));

    expect(counter.statements).toBe(1);
    expect(value(results[0])[0]).toMatchObject({ replayed: false, fromBalanceAfterMinor: before - 200 });
    expect(reason(results[1])).toBeInstanceOf(InsufficientFundsError);
    expect((reason(results[1]) as InsufficientFundsError).accountId).toBe(player);
    expect(reason(results[2])).toBeInstanceOf(CurrencyMismatchError);
    expect(reason(results[3])).toBeInstanceOf(LedgerInputError);
    expect(reason(results[4])).toBeInstanceOf(IdempotencyConflictError);
    expect(value(results[5])[0]).toMatchObject({ replayed: false, fromBalanceAfterMinor: before - 500 });
    expect(await balanceOf(player)).toBe(before - 500);
  });

  it('postings in one batch apply in call order, as if one by one', async () => {
    const { ledger, counter } = countedLedger();
    const player = await fundedPlayer(100);
    const bets = [await betInput(player, 60), await betInput(player, 50), await betInput(player, 40)];
    const results = await Promise.allSettled(bets.map((bet) => ledger.post([bet])));
    expect(counter.statements).toBe(1);
    expect(value(results[0])[0].fromBalanceAfterMinor).toBe(40);
    expect(reason(results[1])).toBeInstanceOf(InsufficientFundsError);
    expect(value(results[2])[0].fromBalanceAfterMinor).toBe(0);
    expect(await balanceOf(player)).toBe(0);
  });

  it('a refused bet leaves no cause row while the others in its batch keep theirs', async () => {
    const { ledger, counter } = countedLedger();
    const player = await fundedPlayer(500);
    const house = await bankroll();
    const bet = (betKey: string, amountMinor: number) =>
      ledger.postWithCause(betRow(betKey, amountMinor), [
        { idempotencyKey: `${betKey}:stake`, fromAccountId: player, toAccountId: house, amountMinor, currency: 'RUB', kind: 'bet' },
      ]);
    const keys = [key('caused'), key('caused'), key('caused')];
    const results = await Promise.allSettled([bet(keys[0], 200), bet(keys[1], 400), bet(keys[2], 300)]);

    expect(counter.statements).toBe(1);
    const firstBet = value(results[0]);
    expect(firstBet.cause).toMatchObject({ bet_key: keys[0], cause_ref: `bet:${String(firstBet.cause.id)}` });
    expect(firstBet.transfers[0]).toMatchObject({ causeRef: `bet:${String(firstBet.cause.id)}`, fromBalanceAfterMinor: 300 });
    expect(reason(results[1])).toBeInstanceOf(InsufficientFundsError);
    expect(value(results[2]).transfers[0].fromBalanceAfterMinor).toBe(0);
    expect(await causeRowCount(keys[0])).toBe(1);
    expect(await causeRowCount(keys[1])).toBe(0);
    expect(await causeRowCount(keys[2])).toBe(1);
  });

  it('the same key twice in one batch with the same data: both get the first result', async () => {
    const { ledger, counter } = countedLedger();
    const player = await fundedPlayer(1_000);
    const bet = await betInput(player, 250);
    const [first, second] = await Promise.all([ledger.post([bet]), ledger.post([bet])]);
    expect(counter.statements).toBe(1);
    expect(first[0].replayed).toBe(false);
    expect(second[0]).toEqual({ ...first[0], replayed: true });
    expect(await balanceOf(player)).toBe(750);

    // With a cause statement: the retried bet finds its cause row, so it is the same data.
    const betKey = key('caused');
    const stake = await stakeOf(betKey, player, 50);
    const [a, b] = await Promise.all([
      ledger.postWithCause(betRow(betKey, 50), [stake]),
      ledger.postWithCause(betRow(betKey, 50), [stake]),
    ]);
    expect(counter.statements).toBe(2);
    expect(b.cause).toEqual(a.cause);
    expect(b.transfers[0]).toEqual({ ...a.transfers[0], replayed: true });
    expect(await causeRowCount(betKey)).toBe(1);
    expect(await balanceOf(player)).toBe(700);
  });

  it('the same key twice in one batch with other data: the second is a conflict', async () => {
    const { ledger, counter } = countedLedger();
    const player = await fundedPlayer(1_000);
    const bet = await betInput(player, 250);
    const results = await Promise.allSettled([ledger.post([bet]), ledger.post([{ ...bet, amountMinor: 251 }])]);
    expect(counter.statements).toBe(1);
    expect(value(results[0])[0].replayed).toBe(false);
    expect(reason(results[1])).toBeInstanceOf(IdempotencyConflictError);
    expect(await balanceOf(player)).toBe(750);

    // A second, different cause row for the same key is other data too, and that row does not stay.
    const betKey = key('caused');
    const stake = await stakeOf(betKey, player, 50);
    const caused = await Promise.allSettled([
      ledger.postWithCause(freshBetRow(betKey, 50), [stake]),
      ledger.postWithCause(freshBetRow(betKey, 50), [stake]),
    ]);
    expect(counter.statements).toBe(2);
    expect(value(caused[0]).transfers[0].replayed).toBe(false);
    expect(reason(caused[1])).toBeInstanceOf(IdempotencyConflictError);
    expect(await causeRowCount(betKey)).toBe(1);
    expect(await balanceOf(player)).toBe(700);
  });

  it('a failing cause statement fails only its own posting', async () => {
    const { ledger, counter } = countedLedger();
    const player = await fundedPlayer(1_000);
    const house = await bankroll();
    const stake = (betKey: string) => [
      {
        idempotencyKey: `${betKey}:stake`,
        fromAccountId: player,
        toAccountId: house,
        amountMinor: 100,
        currency: 'RUB',
        kind: 'bet',
      } as const,
    ];
    const keys = [key('caused'), key('caused'), key('caused')];
    const results = await Promise.allSettled([
      ledger.postWithCause(betRow(keys[0], 100), stake(keys[0])),
      // Breaks the cause table's NOT NULL: a database error of its own, not a ledger refusal.
      ledger.postWithCause(
        { text: 'INSERT INTO batch_bets (bet_key, amount_minor) VALUES ($1, NULL) RETURNING id, $1 AS cause_ref', params: [keys[1]] },
        stake(keys[1]),
      ),
      ledger.postWithCause(
        {
          text: "INSERT INTO batch_bets (bet_key, amount_minor) SELECT $1, 1 WHERE false RETURNING 'bet:' || id AS cause_ref",
          params: [keys[2]],
        },
        stake(keys[2]),
      ),
      ledger.postWithCause(betRow(`${keys[2]}-ok`, 100), stake(`${keys[2]}-ok`)),
    ]);
    expect(counter.statements).toBe(1);
    expect(value(results[0]).transfers[0].replayed).toBe(false);
    expect(reason(results[1])).toMatchObject({ code: '23502' });
    expect(reason(results[2])).toBeInstanceOf(LedgerInputError);
    expect(value(results[3]).transfers[0].replayed).toBe(false);
    expect(await causeRowCount(keys[1])).toBe(0);
    expect(await balanceOf(player)).toBe(800);
  });

  it('cause parameters reach the statement as the wire protocol would bind them', async () => {
    const { ledger } = countedLedger();
    const player = await fundedPlayer(1_000);
    const betKey = key('quote\'d \\ "key"');
    const { cause } = await ledger.postWithCause(
      {
        text: `INSERT INTO batch_bets (bet_key, amount_minor) VALUES ($1, $2)
               RETURNING id, bet_key, amount_minor, $3::bigint[] AS list, $4::jsonb AS meta, $5::boolean AS flag, $6::text AS nothing,
                         'bet:' || id AS cause_ref`,
        params: [betKey, 77n, [1, 2, 3], { a: "it's" }, true, null],
      },
      [
        {
          idempotencyKey: `${betKey}:stake`,
          fromAccountId: player,
          toAccountId: await bankroll(),
          amountMinor: 77,
          currency: 'RUB',
          kind: 'bet',
        },
      ],
    );
    expect(cause).toMatchObject({ bet_key: betKey, amount_minor: 77, list: [1, 2, 3], meta: { a: "it's" }, flag: true, nothing: null });
  });

  it('a batch is written by one ledger_post call, even with an insufficient-funds refusal in it', async () => {
    const { ledger } = countedLedger();
    const player = await fundedPlayer(1_000);
    // Rows written in one subtransaction share its xid (xmin); each posting of the slow path has its own.
    const writers = async (posted: PostedTransfer[][]) => {
      const rows = await testDb.db.query<{ xmin: string }>('SELECT xmin::text AS xmin FROM ledger_transfers WHERE id = ANY($1::bigint[])', [
        posted.map(([t]) => t.id),
      ]);
      return new Set(rows.map((row) => row.xmin)).size;
    };
    const clean = await Promise.all(Array.from({ length: 3 }, () => betInput(player, 10)));
    expect(await writers(await Promise.all(clean.map((bet) => ledger.post([bet]))))).toBe(1);
    const mixed = [await betInput(player, 10), await betInput(player, 10_000, 'short'), await betInput(player, 10)];
    const results = await Promise.allSettled(mixed.map((bet) => ledger.post([bet])));
    expect(reason(results[1])).toBeInstanceOf(InsufficientFundsError);
    // The funds pre-check refuses the short bet alone: the others still share one subtransaction (before: two).
    expect(await writers([value(results[0]), value(results[2])])).toBe(1);
    // A refusal the pre-check cannot see (a key used with other data) still sends the batch posting by posting.
    const used = clean[0];
    const conflicted = [await betInput(player, 10), { ...used, amountMinor: 11 }, await betInput(player, 10)];
    const after = await Promise.allSettled(conflicted.map((bet) => ledger.post([bet])));
    expect(reason(after[1])).toBeInstanceOf(IdempotencyConflictError);
    expect(await writers([value(after[0]), value(after[2])])).toBe(2);
  });

  it('a full queue is split: at most 64 postings per round trip', async () => {
    const { ledger, counter } = countedLedger();
    const player = await fundedPlayer(100_000);
    const bets = await Promise.all(Array.from({ length: 100 }, () => betInput(player, 10)));
    const posted: PostedTransfer[][] = await Promise.all(bets.map((bet) => ledger.post([bet])));
    expect(counter.statements).toBe(2);
    // One player's bets: the second batch waits for the first (batches in flight share no account), in call order.
    expect(posted.map(([t]) => t.fromBalanceAfterMinor)).toEqual(bets.map((_, i) => 100_000 - 10 * (i + 1)));
    expect(await balanceOf(player)).toBe(99_000);
  });

  it('close waits for queued postings, then refuses new ones', async () => {
    const { ledger } = countedLedger();
    const player = await fundedPlayer(1_000);
    const bets = [await betInput(player, 100), await betInput(player, 200)];
    const pending = Promise.all(bets.map((bet) => ledger.post([bet])));
    await ledger.close();
    expect((await pending).map(([t]) => t.replayed)).toEqual([false, false]);
    await expect(ledger.post([await betInput(player, 1)])).rejects.toThrow(/closed/);
    expect(await balanceOf(player)).toBe(700);
  });
});
