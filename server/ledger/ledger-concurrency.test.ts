import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../modules/users/service';
import { createTestDb, type TestDb } from '../test/test-db';
import { checkLedger } from './check-ledger';
import { InsufficientFundsError } from './errors';
import { createLedger, type Ledger } from './ledger';

const PLAYERS = 4;
const INITIAL_MINOR = 200_000;

/** A small deterministic PRNG so a failing run can be repeated. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function setUp(testDb: TestDb, ledger: Ledger) {
  const clearing = await ledger.houseAccountId({ purpose: 'payment_clearing', currency: 'RUB' }, 'setup');
  const players: number[] = [];
  for (let i = 0; i < PLAYERS; i += 1) {
    const user = await createUser(testDb.db, ledger, { name: `Concurrent ${i}`, currency: 'RUB' });
    const { real } = await ledger.playerAccountIds(user.id, 'RUB');
    await ledger.post([
      { idempotencyKey: `fund-${real}`, fromAccountId: clearing, toAccountId: real, amountMinor: INITIAL_MINOR, currency: 'RUB', kind: 'deposit', causeRef: `fund:${real}` },
    ]);
    players.push(real);
  }
  return players;
}

async function balances(testDb: TestDb, ids: number[]): Promise<number[]> {
  const rows = await testDb.db.query<{ id: unknown; balance_minor: unknown }>(
    'SELECT id, balance_minor FROM ledger_accounts WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return ids.map((id) => Number(rows.find((row) => Number(row.id) === id)!.balance_minor));
}

type Op = { player: number; amountMinor: number; debit: boolean };

async function runConcurrently(ledger: Ledger, ops: Op[], label: string) {
  const results = await Promise.allSettled(
    ops.map(async (op, index) => {
      const bankroll = await ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'crash', currency: 'RUB' });
      return ledger.post([
        {
          idempotencyKey: `${label}-${index}`,
          fromAccountId: op.debit ? op.player : bankroll,
          toAccountId: op.debit ? bankroll : op.player,
          amountMinor: op.amountMinor,
          currency: 'RUB',
          kind: op.debit ? 'bet' : 'win',
          causeRef: `${label}:${index}`,
        },
      ]);
    }),
  );
  for (const result of results) {
    if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(InsufficientFundsError);
  }
  return results.map((result) => result.status === 'fulfilled');
}

function concurrencySuite(opCount: number, poolMax: number) {
  let testDb: TestDb;
  let ledger: Ledger;
  beforeAll(async () => {
    testDb = await createTestDb({ poolMax });
    ledger = createLedger(testDb.db, { houseShards: 8 });
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it(`${opCount} concurrent conflicting debits and credits keep every balance exact and non-negative`, async () => {
    const players = await setUp(testDb, ledger);
    const next = random(42);
    const pick = () => players[Math.floor(next() * players.length)];

    // Debits only: the balance change must equal the successful debits exactly, and some must be refused.
    const debits: Op[] = Array.from({ length: opCount / 2 }, () => ({
      player: pick(),
      amountMinor: 1 + Math.floor(next() * ((INITIAL_MINOR * PLAYERS * 2) / (opCount / 2))),
      debit: true,
    }));
    const before = await balances(testDb, players);
    const debitOk = await runConcurrently(ledger, debits, 'debit');
    const afterDebits = await balances(testDb, players);
    expect(debitOk.some((ok) => !ok)).toBe(true);
    players.forEach((player, i) => {
      const spent = debits.filter((op, j) => op.player === player && debitOk[j]).reduce((sum, op) => sum + op.amountMinor, 0);
      expect(before[i] - afterDebits[i]).toBe(spent);
    });
    await checkLedger(testDb.db);

    // Mixed debits and credits racing on the same few accounts.
    const mixed: Op[] = Array.from({ length: opCount / 2 }, () => ({
      player: pick(),
      amountMinor: 1 + Math.floor(next() * 5_000),
      debit: next() < 0.6,
    }));
    const mixedOk = await runConcurrently(ledger, mixed, 'mixed');
    const afterMixed = await balances(testDb, players);
    players.forEach((player, i) => {
      const net = mixed
        .filter((op, j) => op.player === player && mixedOk[j])
        .reduce((sum, op) => sum + (op.debit ? -op.amountMinor : op.amountMinor), 0);
      expect(afterMixed[i] - afterDebits[i]).toBe(net);
      expect(afterMixed[i]).toBeGreaterThanOrEqual(0);
    });
    const negative = await testDb.db.query("SELECT id FROM ledger_accounts WHERE kind <> 'house' AND balance_minor < 0");
    expect(negative).toHaveLength(0);
    await checkLedger(testDb.db);
  });
}

describe.skipIf(!process.env.DATABASE_URL)('ledger concurrency on real PostgreSQL', () => {
  concurrencySuite(1_000, 20);
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('ledger concurrency on PGlite (serialised)', () => {
  concurrencySuite(100, 1);
});
