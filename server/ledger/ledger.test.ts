import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '@/lib/currencies';
import { createUser } from '../modules/users/service';
import { createTestDb, type TestDb } from '../test/test-db';
import { checkLedger } from './check-ledger';
import { CurrencyMismatchError, IdempotencyConflictError, InsufficientFundsError, LedgerInputError, LedgerInvariantError } from './errors';
import { createLedger, type Ledger } from './ledger';
import type { Queryable } from '../db/db';
import type { CauseStatement, TransferInput } from './types';

let testDb: TestDb;
let ledger: Ledger;
let keySeq = 0;
const key = (label: string) => `${label}-${(keySeq += 1)}`;

async function fundedPlayer(currency: Currency, amountMinor: number) {
  const user = await createUser(testDb.db, ledger, { currency });
  const ids = await ledger.playerAccountIds(user.id, currency);
  if (amountMinor > 0) {
    const clearing = await ledger.houseAccountId({ purpose: 'payment_clearing', currency });
    await ledger.post([
      {
        idempotencyKey: key('deposit'),
        fromAccountId: clearing,
        toAccountId: ids.real,
        amountMinor,
        currency,
        kind: 'deposit',
        causeRef: 'invoice:test',
      },
    ]);
  }
  return { user, ...ids };
}

async function balanceOf(accountId: number): Promise<number> {
  const rows = await testDb.db.query<{ balance_minor: unknown }>('SELECT balance_minor FROM ledger_accounts WHERE id = $1', [accountId]);
  return Number(rows[0].balance_minor);
}

beforeAll(async () => {
  testDb = await createTestDb();
  ledger = createLedger(testDb.db, { houseShards: 4 });
});
afterEach(async () => {
  await checkLedger(testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

describe('ledger invariants', () => {
  it('a bet and its win settle together with balance-after on each entry', async () => {
    const player = await fundedPlayer('RUB', 10_000);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const posted = await ledger.post([
      {
        idempotencyKey: key('bet'),
        fromAccountId: player.real,
        toAccountId: bankroll,
        amountMinor: 1_000,
        currency: 'RUB',
        kind: 'bet',
        causeRef: 'bet:1',
      },
      {
        idempotencyKey: key('win'),
        fromAccountId: bankroll,
        toAccountId: player.real,
        amountMinor: 1_980,
        currency: 'RUB',
        kind: 'win',
        causeRef: 'bet:1',
      },
    ]);
    expect(posted.map((t) => t.fromBalanceAfterMinor)).toEqual([9_000, expect.any(Number)]);
    expect(posted[1].toBalanceAfterMinor).toBe(10_980);
    expect(await balanceOf(player.real)).toBe(10_980);
  });

  it('rollback of a posting with one bad transfer leaves nothing behind', async () => {
    const player = await fundedPlayer('RUB', 5_000);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const goodKey = key('good');
    await expect(
      ledger.post([
        {
          idempotencyKey: goodKey,
          fromAccountId: player.real,
          toAccountId: bankroll,
          amountMinor: 1_000,
          currency: 'RUB',
          kind: 'bet',
          causeRef: 'bet:2',
        },
        {
          idempotencyKey: key('bad'),
          fromAccountId: player.real,
          toAccountId: bankroll,
          amountMinor: 999_999,
          currency: 'RUB',
          kind: 'bet',
          causeRef: 'bet:2',
        },
      ]),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(player.real)).toBe(5_000);
    const rows = await testDb.db.query('SELECT 1 FROM ledger_transfers WHERE idempotency_key = $1', [goodKey]);
    expect(rows).toHaveLength(0);
  });

  it('rollback includes the cause row written in the same transaction', async () => {
    const player = await fundedPlayer('RUB', 100);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    await testDb.db.exec('CREATE TABLE IF NOT EXISTS test_bets (id text PRIMARY KEY)');
    await expect(
      ledger.transaction([player.real, bankroll], async (tx) => {
        await tx.query('INSERT INTO test_bets (id) VALUES ($1)', ['bet-rollback']);
        await tx.post([
          {
            idempotencyKey: key('bet'),
            fromAccountId: player.real,
            toAccountId: bankroll,
            amountMinor: 101,
            currency: 'RUB',
            kind: 'bet',
            causeRef: 'bet:rollback',
          },
        ]);
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await testDb.db.query('SELECT 1 FROM test_bets')).toHaveLength(0);
  });

  it('currency mismatch is refused', async () => {
    const rub = await fundedPlayer('RUB', 1_000);
    const usdBankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'USD' });
    await expect(
      ledger.post([
        {
          idempotencyKey: key('bet'),
          fromAccountId: rub.real,
          toAccountId: usdBankroll,
          amountMinor: 10,
          currency: 'RUB',
          kind: 'bet',
          causeRef: 'bet:3',
        },
      ]),
    ).rejects.toBeInstanceOf(CurrencyMismatchError);
    await expect(
      ledger.post([
        {
          idempotencyKey: key('bet'),
          fromAccountId: rub.real,
          toAccountId: rub.bonus,
          amountMinor: 10,
          currency: 'USD',
          kind: 'bet',
          causeRef: 'bet:3',
        },
      ]),
    ).rejects.toBeInstanceOf(CurrencyMismatchError);
    expect(await balanceOf(rub.real)).toBe(1_000);
  });

  it('a replay with the same key and data returns the first result and changes nothing', async () => {
    const player = await fundedPlayer('RUB', 1_000);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const bet: TransferInput = {
      idempotencyKey: key('bet'),
      fromAccountId: player.real,
      toAccountId: bankroll,
      amountMinor: 300,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:4',
    };
    const [first] = await ledger.post([bet]);
    await ledger.post([{ ...bet, idempotencyKey: key('bet'), amountMinor: 100 }]);
    const [replay] = await ledger.post([bet]);
    expect(first.replayed).toBe(false);
    expect(replay).toEqual({ ...first, replayed: true });
    expect(replay.fromBalanceAfterMinor).toBe(700);
    expect(await balanceOf(player.real)).toBe(600);
  });

  it('a replay with the same key and different data is a conflict', async () => {
    const player = await fundedPlayer('RUB', 1_000);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const bet: TransferInput = {
      idempotencyKey: key('bet'),
      fromAccountId: player.real,
      toAccountId: bankroll,
      amountMinor: 300,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:5',
    };
    await ledger.post([bet]);
    await expect(ledger.post([{ ...bet, amountMinor: 301 }])).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(ledger.post([{ ...bet, causeRef: 'bet:other' }])).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await balanceOf(player.real)).toBe(700);
  });

  it('a replay of a debit that took the whole balance still returns the first result', async () => {
    const player = await fundedPlayer('RUB', 500);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const bet: TransferInput = {
      idempotencyKey: key('bet'),
      fromAccountId: player.real,
      toAccountId: bankroll,
      amountMinor: 500,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:all-in',
    };
    const [first] = await ledger.post([bet]);
    const [replay] = await ledger.post([bet]);
    expect(replay).toEqual({ ...first, replayed: true });
    expect(await balanceOf(player.real)).toBe(0);
  });

  it('a posting mixing a replayed and a new transfer applies only the new one', async () => {
    const player = await fundedPlayer('RUB', 1_000);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const bet: TransferInput = {
      idempotencyKey: key('bet'),
      fromAccountId: player.real,
      toAccountId: bankroll,
      amountMinor: 400,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:mix',
    };
    const win: TransferInput = {
      idempotencyKey: key('win'),
      fromAccountId: bankroll,
      toAccountId: player.real,
      amountMinor: 250,
      currency: 'RUB',
      kind: 'win',
      causeRef: 'bet:mix',
    };
    const [first] = await ledger.post([bet]);
    const [replay, credited] = await ledger.post([bet, win]);
    expect(replay).toEqual({ ...first, replayed: true });
    expect(credited).toMatchObject({ replayed: false, toBalanceAfterMinor: 850 });
    expect(await balanceOf(player.real)).toBe(850);
  });

  it('concurrent posts with one key apply once and all return the same transfer', async () => {
    const player = await fundedPlayer('RUB', 1_000);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const bet: TransferInput = {
      idempotencyKey: key('bet'),
      fromAccountId: player.real,
      toAccountId: bankroll,
      amountMinor: 100,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:race',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => ledger.post([bet])));
    expect(new Set(results.map(([t]) => t.id)).size).toBe(1);
    expect(results.filter(([t]) => !t.replayed)).toHaveLength(1);
    expect(await balanceOf(player.real)).toBe(900);
  });

  it('no negative balance: a debit beyond the balance is refused, exactly the balance is allowed', async () => {
    const player = await fundedPlayer('RUB', 500);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    await expect(
      ledger.post([
        {
          idempotencyKey: key('bet'),
          fromAccountId: player.real,
          toAccountId: bankroll,
          amountMinor: 501,
          currency: 'RUB',
          kind: 'bet',
          causeRef: 'bet:6',
        },
      ]),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    await ledger.post([
      {
        idempotencyKey: key('bet'),
        fromAccountId: player.real,
        toAccountId: bankroll,
        amountMinor: 500,
        currency: 'RUB',
        kind: 'bet',
        causeRef: 'bet:6',
      },
    ]);
    expect(await balanceOf(player.real)).toBe(0);
  });

  it('a win credited later in the same posting cannot cover an earlier debit', async () => {
    const player = await fundedPlayer('RUB', 100);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    await expect(
      ledger.post([
        {
          idempotencyKey: key('bet'),
          fromAccountId: player.real,
          toAccountId: bankroll,
          amountMinor: 200,
          currency: 'RUB',
          kind: 'bet',
          causeRef: 'bet:7',
        },
        {
          idempotencyKey: key('win'),
          fromAccountId: bankroll,
          toAccountId: player.real,
          amountMinor: 400,
          currency: 'RUB',
          kind: 'win',
          causeRef: 'bet:7',
        },
      ]),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
  });

  it('the database refuses a negative player balance even if the code were wrong', async () => {
    const player = await fundedPlayer('RUB', 10);
    // Past the balance guard on purpose (as only ledger_post_core is), to reach the CHECK behind it.
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.exec("SET LOCAL ledger.posting = 'on'");
        await tx.query('UPDATE ledger_accounts SET balance_minor = -1 WHERE id = $1', [player.real]);
      }),
    ).rejects.toThrow(/ledger_accounts_player_non_negative/);
  });

  it('house accounts may go negative (a bankroll paying out)', async () => {
    const player = await fundedPlayer('RUB', 0);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'fresh-game', currency: 'RUB' }, 'pinned');
    const [win] = await ledger.post([
      {
        idempotencyKey: key('win'),
        fromAccountId: bankroll,
        toAccountId: player.real,
        amountMinor: 700,
        currency: 'RUB',
        kind: 'win',
        causeRef: 'bet:8',
      },
    ]);
    expect(win.fromBalanceAfterMinor).toBe(-700);
  });

  it('transfers and entries are immutable', async () => {
    await fundedPlayer('RUB', 100);
    await expect(testDb.db.query('UPDATE ledger_transfers SET amount_minor = 1')).rejects.toThrow(/immutable/);
    await expect(testDb.db.query('DELETE FROM ledger_entries')).rejects.toThrow(/immutable/);
    await expect(testDb.db.query('DELETE FROM ledger_accounts')).rejects.toThrow(/immutable/);
  });

  it('malformed postings are refused before touching the database', async () => {
    const player = await fundedPlayer('RUB', 100);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const base: TransferInput = {
      idempotencyKey: key('bet'),
      fromAccountId: player.real,
      toAccountId: bankroll,
      amountMinor: 1,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:9',
    };
    await expect(ledger.post([])).rejects.toBeInstanceOf(LedgerInputError);
    await expect(ledger.post([{ ...base, amountMinor: 0 }])).rejects.toBeInstanceOf(LedgerInputError);
    await expect(ledger.post([{ ...base, amountMinor: -5 }])).rejects.toBeInstanceOf(LedgerInputError);
    await expect(ledger.post([{ ...base, amountMinor: 1.5 }])).rejects.toBeInstanceOf(LedgerInputError);
    await expect(ledger.post([{ ...base, toAccountId: player.real }])).rejects.toBeInstanceOf(LedgerInputError);
    await expect(ledger.post([base, base])).rejects.toBeInstanceOf(LedgerInputError);
    await expect(ledger.post([{ ...base, toAccountId: 987_654_321 }])).rejects.toBeInstanceOf(LedgerInputError);
  });

  it('checkLedger throws when an invariant is broken', async () => {
    const player = await fundedPlayer('RUB', 100);
    // Bypasses the ledger and its guard on purpose, inside a transaction that is rolled back afterwards.
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.exec("SET LOCAL ledger.posting = 'on'");
        await tx.query('UPDATE ledger_accounts SET balance_minor = balance_minor + 1 WHERE id = $1', [player.real]);
        await checkLedger(tx);
      }),
    ).rejects.toBeInstanceOf(LedgerInvariantError);
  });

  it('player balances report real, bonus and total', async () => {
    const player = await fundedPlayer('KZT', 12_345);
    const bonusExpense = await ledger.houseAccountId({ purpose: 'bonus_expense', currency: 'KZT' });
    await ledger.post([
      {
        idempotencyKey: key('bonus'),
        fromAccountId: bonusExpense,
        toAccountId: player.bonus,
        amountMinor: 55,
        currency: 'KZT',
        kind: 'bonus_grant',
        causeRef: 'bonus:1',
      },
    ]);
    expect(await ledger.playerBalances(testDb.db, player.user.id, 'KZT')).toEqual({
      currency: 'KZT',
      realMinor: 12_345,
      bonusMinor: 55,
      totalMinor: 12_400,
    });
  });

  it('the api maps every ledger_post refusal to its error type', async () => {
    const player = await fundedPlayer('RUB', 300);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const bet: TransferInput = {
      idempotencyKey: key('bet'),
      fromAccountId: player.real,
      toAccountId: bankroll,
      amountMinor: 200,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:map',
    };
    await ledger.post([bet]);
    const short = await ledger.post([{ ...bet, idempotencyKey: key('bet'), amountMinor: 101 }]).catch((error: unknown) => error);
    expect(short).toBeInstanceOf(InsufficientFundsError);
    expect((short as InsufficientFundsError).accountId).toBe(player.real);
    const conflict = await ledger.post([{ ...bet, kind: 'refund' }]).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(IdempotencyConflictError);
    expect((conflict as IdempotencyConflictError).idempotencyKey).toBe(bet.idempotencyKey);
    expect(await balanceOf(player.real)).toBe(100);
  });
});

/** A Queryable that adds the statements it sends to an existing counter. */
function countingInto(counter: { statements: number }, q: Queryable): Queryable {
  return {
    query: (text, params) => ((counter.statements += 1), q.query(text, params)),
    exec: (text) => ((counter.statements += 1), q.exec(text)),
  };
}

/** A Queryable that counts the statements sent: each one is a round trip. */
function counting(q: Queryable) {
  const counter = { statements: 0, q: undefined as unknown as Queryable };
  counter.q = {
    query: (text, params) => ((counter.statements += 1), q.query(text, params)),
    exec: (text) => ((counter.statements += 1), q.exec(text)),
  };
  return counter;
}

describe('ledger_post: one statement per posting', () => {
  const causeTable =
    'CREATE TABLE IF NOT EXISTS test_caused_bets (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, bet_key text NOT NULL UNIQUE, amount_minor bigint NOT NULL)';
  /** An idempotent cause row: a retried bet finds its row again, so its cause_ref (and the posting) replay. */
  const betRow = (betKey: string, amountMinor: number): CauseStatement => ({
    text: `INSERT INTO test_caused_bets (bet_key, amount_minor) VALUES ($1, $2)
           ON CONFLICT (bet_key) DO UPDATE SET bet_key = excluded.bet_key
           RETURNING id, bet_key, 'bet:' || id AS cause_ref`,
    params: [betKey, amountMinor],
  });
  const causeRows = async (betKey: string) => testDb.db.query('SELECT id FROM test_caused_bets WHERE bet_key = $1', [betKey]);

  beforeAll(async () => {
    await testDb.db.exec(causeTable);
  });

  it('post() and a posting in a ledger transaction take one statement each, replays included', async () => {
    const counter = counting(testDb.db);
    const player = await fundedPlayer('RUB', 1_000);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const bet: TransferInput = {
      idempotencyKey: key('bet'),
      fromAccountId: player.real,
      toAccountId: bankroll,
      amountMinor: 100,
      currency: 'RUB',
      kind: 'bet',
      causeRef: 'bet:rt',
    };
    const txLedger = createLedger(
      { ...testDb.db, transaction: (fn) => testDb.db.transaction((tx) => fn(countingInto(counter, tx))) },
      { houseShards: 4 },
    );
    await txLedger.transaction([player.real, bankroll], async (tx) => {
      const locked = counter.statements; // the timeouts and the locks
      await tx.post([bet]);
      expect(counter.statements - locked).toBe(1);
      const [replay] = await tx.post([bet, { ...bet, idempotencyKey: key('bet') }]);
      expect(counter.statements - locked).toBe(2);
      expect(replay.replayed).toBe(true);
    });

    const countedDb = counting(testDb.db);
    const countedLedger = createLedger(
      {
        ...testDb.db,
        query: countedDb.q.query,
        exec: countedDb.q.exec,
        transaction: () => {
          throw new Error('post() must not open a transaction');
        },
      },
      { houseShards: 4 },
    );
    await countedLedger.post([{ ...bet, idempotencyKey: key('bet') }]);
    expect(countedDb.statements).toBe(1);
    expect(await balanceOf(player.real)).toBe(700);
  });

  it('postWithCause writes the cause row and the posting in one statement', async () => {
    const counter = { statements: 0 };
    const player = await fundedPlayer('RUB', 1_000);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const betKey = key('caused');
    const txLedger = createLedger(
      { ...testDb.db, transaction: (fn) => testDb.db.transaction((tx) => fn(countingInto(counter, tx))) },
      { houseShards: 4 },
    );
    const { cause, transfers } = await txLedger.transaction([player.real, bankroll], async (tx) => {
      const locked = counter.statements;
      const posted = await tx.postWithCause(betRow(betKey, 400), [
        {
          idempotencyKey: `${betKey}:stake`,
          fromAccountId: player.real,
          toAccountId: bankroll,
          amountMinor: 400,
          currency: 'RUB',
          kind: 'bet',
        },
        {
          idempotencyKey: `${betKey}:win`,
          fromAccountId: bankroll,
          toAccountId: player.real,
          amountMinor: 150,
          currency: 'RUB',
          kind: 'win',
          causeRef: 'promo:own-ref',
        },
      ]);
      expect(counter.statements - locked).toBe(1);
      return posted;
    });
    expect(cause).toMatchObject({ bet_key: betKey, cause_ref: `bet:${String(cause.id)}` });
    expect(transfers.map((t) => [t.causeRef, t.fromBalanceAfterMinor, t.toBalanceAfterMinor, t.replayed])).toEqual([
      [`bet:${String(cause.id)}`, 600, expect.any(Number), false],
      ['promo:own-ref', expect.any(Number), 750, false],
    ]);
    const stored = await testDb.db.query<{ cause_ref: string }>('SELECT cause_ref FROM ledger_transfers WHERE id = $1', [transfers[0].id]);
    expect(stored[0].cause_ref).toBe(`bet:${String(cause.id)}`);
    expect(await balanceOf(player.real)).toBe(750);
  });

  it('postWithCause replays through the function and refuses other data for a used key', async () => {
    const player = await fundedPlayer('RUB', 1_000);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const betKey = key('caused');
    const stake = {
      idempotencyKey: `${betKey}:stake`,
      fromAccountId: player.real,
      toAccountId: bankroll,
      amountMinor: 250,
      currency: 'RUB',
      kind: 'bet',
    } as const;
    const first = await ledger.postWithCause(betRow(betKey, 250), [stake]);
    const again = await ledger.postWithCause(betRow(betKey, 250), [stake]);
    expect(again.cause.id).toBe(first.cause.id);
    expect(again.transfers[0]).toEqual({ ...first.transfers[0], replayed: true });
    await expect(ledger.postWithCause(betRow(betKey, 250), [{ ...stake, amountMinor: 251 }])).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    // A new cause row for a used key is other data too (its cause_ref differs), and the new row does not stay.
    const otherKey = key('caused');
    await expect(ledger.postWithCause(betRow(otherKey, 250), [stake])).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await causeRows(otherKey)).toHaveLength(0);
    expect(await balanceOf(player.real)).toBe(750);
  });

  it('a refused postWithCause leaves no cause row, without any transaction', async () => {
    const player = await fundedPlayer('RUB', 100);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const betKey = key('caused');
    const refused = await ledger
      .postWithCause(betRow(betKey, 101), [
        {
          idempotencyKey: `${betKey}:stake`,
          fromAccountId: player.real,
          toAccountId: bankroll,
          amountMinor: 101,
          currency: 'RUB',
          kind: 'bet',
        },
      ])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InsufficientFundsError);
    expect((refused as InsufficientFundsError).accountId).toBe(player.real);
    expect(await causeRows(betKey)).toHaveLength(0);
    const usd = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'USD' });
    await expect(
      ledger.postWithCause(betRow(betKey, 1), [
        { idempotencyKey: `${betKey}:usd`, fromAccountId: player.real, toAccountId: usd, amountMinor: 1, currency: 'RUB', kind: 'bet' },
      ]),
    ).rejects.toBeInstanceOf(CurrencyMismatchError);
    expect(await causeRows(betKey)).toHaveLength(0);
    expect(await balanceOf(player.real)).toBe(100);
  });

  it('a cause statement returning no row is refused and writes nothing', async () => {
    const player = await fundedPlayer('RUB', 100);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const betKey = key('caused');
    await expect(
      ledger.postWithCause(
        {
          text: "INSERT INTO test_caused_bets (bet_key, amount_minor) SELECT $1, 1 WHERE false RETURNING 'bet:' || id AS cause_ref",
          params: [betKey],
        },
        [
          {
            idempotencyKey: `${betKey}:stake`,
            fromAccountId: player.real,
            toAccountId: bankroll,
            amountMinor: 1,
            currency: 'RUB',
            kind: 'bet',
          },
        ],
      ),
    ).rejects.toBeInstanceOf(LedgerInputError);
    expect(await balanceOf(player.real)).toBe(100);
    await expect(
      ledger.post([
        {
          idempotencyKey: `${betKey}:stake`,
          fromAccountId: player.real,
          toAccountId: bankroll,
          amountMinor: 1,
          currency: 'RUB',
          kind: 'bet',
        } as TransferInput,
      ]),
    ).rejects.toBeInstanceOf(LedgerInputError);
  });

  it('the SQL function guards itself: its SQLSTATEs, even when called without the TS checks', async () => {
    const player = await fundedPlayer('RUB', 50);
    const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    const call = (keys: string[], amounts: number[], from = player.real, to = bankroll) =>
      testDb.db
        .query('SELECT * FROM ledger_post($1::text[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[], $7::text[])', [
          keys,
          keys.map(() => from),
          keys.map(() => to),
          amounts,
          keys.map(() => 'RUB'),
          keys.map(() => 'bet'),
          keys.map(() => 'bet:sql'),
        ])
        .then(
          () => 'ok',
          (error: { code?: string; detail?: string }) => `${error.code}:${error.detail ?? ''}`,
        );
    expect(await call([key('sql')], [51])).toBe(`LD001:${player.real}`);
    const used = key('sql');
    expect(await call([used, key('sql')], [30, 21])).toBe(`LD001:${player.real}`);
    expect(await call([used], [30])).toBe('ok');
    expect(await call([used], [31])).toBe(`LD002:${used}`);
    const twice = key('sql');
    expect(await call([twice, twice], [1, 1])).toBe('LD003:');
    expect(await call([key('sql')], [0])).toBe('LD003:');
    expect(await call([key('sql')], [1], player.real, player.real)).toBe('LD003:');
    expect(await call([key('sql')], [1], player.real, 987_654_321)).toBe('LD003:');
    expect(await balanceOf(player.real)).toBe(20);
    // Generic plans: re-planning its statements on every call would cost more than running them.
    const [fn] = await testDb.db.query<{ proconfig: string[] | null }>("SELECT proconfig FROM pg_proc WHERE proname = 'ledger_post_core'");
    expect(fn.proconfig).toContain('plan_cache_mode=force_generic_plan');
    expect(fn.proconfig).toContain('ledger.posting=on');
  });
});
