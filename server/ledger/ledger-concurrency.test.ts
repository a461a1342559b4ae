import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { createUser } from '../modules/users/service';
import { createTestDb, type TestDb } from '../test/test-db';
import { checkLedger } from './check-ledger';
import { InsufficientFundsError } from './errors';
import { createLedger, type Ledger } from './ledger';
import type { CausedTransferInput, PostedTransfer } from './types';
import { testDatabaseEnv } from '../config';

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
    const user = await createUser(testDb.db, ledger, { currency: 'RUB' });
    const { real } = await ledger.playerAccountIds(user.id, 'RUB');
    await ledger.post([
      {
        idempotencyKey: `fund-${real}`,
        fromAccountId: clearing,
        toAccountId: real,
        amountMinor: INITIAL_MINOR,
        currency: 'RUB',
        kind: 'deposit',
        causeRef: `fund:${real}`,
      },
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
  const sent = { statements: 0 };
  beforeAll(async () => {
    testDb = await createTestDb({ poolMax });
    // Counts what the ledger sends: with group commit, far fewer statements than postings.
    const counted: Db = { ...testDb.db, query: (text, params) => ((sent.statements += 1), testDb.db.query(text, params)) };
    ledger = createLedger(counted, { houseShards: 8 });
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
    const statementsBefore = sent.statements;
    const debitOk = await runConcurrently(ledger, debits, 'debit');
    expect(sent.statements - statementsBefore).toBeLessThan(debits.length / 4);
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

  it(`${opCount} concurrent bets with cause rows, wins, transfers between players and retries stay exact`, async () => {
    const players = await setUp(testDb, ledger);
    await testDb.db.exec(
      'CREATE TABLE IF NOT EXISTS concurrent_bets (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, bet_key text NOT NULL UNIQUE)',
    );
    const next = random(7);
    const pick = () => players[Math.floor(next() * players.length)];
    const house = async () => ledger.houseAccountId({ purpose: 'game_bankroll', scope: 'dice', currency: 'RUB' });
    type Posting = { betKey: string | null; transfers: CausedTransferInput[] };
    const postings: Posting[] = [];
    for (let i = 0; postings.length < opCount; i += 1) {
      const roll = next();
      if (roll < 0.15 && postings.length > 0) {
        // A retry of a recent posting, same data: it must replay, never apply twice.
        postings.push(postings[postings.length - 1 - Math.floor(next() * Math.min(3, postings.length))]);
        continue;
      }
      const from = pick();
      // Large enough that balances run out, and now and then far beyond any balance.
      const amountMinor = next() < 0.03 ? 1_000 * INITIAL_MINOR : 1 + Math.floor(next() * (INITIAL_MINOR / 4));
      if (roll < 0.4) {
        const to = players.find((p) => p !== from)!;
        postings.push({
          betKey: null,
          transfers: [
            {
              idempotencyKey: `p2p-${i}`,
              fromAccountId: from,
              toAccountId: to,
              amountMinor,
              currency: 'RUB',
              kind: 'correction',
              causeRef: `p2p:${i}`,
            },
          ],
        });
        continue;
      }
      const bankroll = await house();
      const transfers: CausedTransferInput[] = [
        { idempotencyKey: `stake-${i}`, fromAccountId: from, toAccountId: bankroll, amountMinor, currency: 'RUB', kind: 'bet' },
      ];
      if (next() < 0.5) {
        transfers.push({
          idempotencyKey: `win-${i}`,
          fromAccountId: await house(),
          toAccountId: from,
          amountMinor: 2 * amountMinor,
          currency: 'RUB',
          kind: 'win',
        });
      }
      postings.push({ betKey: `bet-${i}`, transfers });
    }

    const before = await balances(testDb, players);
    const statementsBefore = sent.statements;
    const results = await Promise.allSettled(
      postings.map(async ({ betKey, transfers }): Promise<PostedTransfer[]> => {
        if (!betKey) return ledger.post(transfers.map((t) => ({ ...t, causeRef: t.causeRef! })));
        const { transfers: posted } = await ledger.postWithCause(
          {
            text: `INSERT INTO concurrent_bets (bet_key) VALUES ($1) ON CONFLICT (bet_key) DO UPDATE SET bet_key = excluded.bet_key
                   RETURNING id, 'bet:' || id AS cause_ref`,
            params: [betKey],
          },
          transfers,
        );
        return posted;
      }),
    );
    expect(sent.statements - statementsBefore).toBeLessThan(postings.length / 4);

    const expected = new Map(players.map((player, i) => [player, before[i]]));
    const applied = new Set<string>();
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(InsufficientFundsError);
        continue;
      }
      for (const t of result.value) {
        if (t.replayed) continue;
        expect(applied.has(t.idempotencyKey)).toBe(false);
        applied.add(t.idempotencyKey);
        if (expected.has(t.fromAccountId)) expected.set(t.fromAccountId, expected.get(t.fromAccountId)! - t.amountMinor);
        if (expected.has(t.toAccountId)) expected.set(t.toAccountId, expected.get(t.toAccountId)! + t.amountMinor);
      }
    }
    expect(results.some((result) => result.status === 'rejected')).toBe(true);
    expect(results.some((result) => result.status === 'fulfilled' && result.value.some((t) => t.replayed))).toBe(true);
    expect(await balances(testDb, players)).toEqual(players.map((player) => expected.get(player)));
    // Every bet that committed has its cause row and no refused bet left one.
    const betsPosted = new Set(
      results.flatMap((result, i) => (result.status === 'fulfilled' && postings[i].betKey ? [postings[i].betKey] : [])),
    );
    const causeRows = await testDb.db.query<{ bet_key: string }>('SELECT bet_key FROM concurrent_bets');
    expect(new Set(causeRows.map((row) => row.bet_key))).toEqual(betsPosted);
    await checkLedger(testDb.db);
  });
}

describe.skipIf(!testDatabaseEnv().url)('ledger concurrency on real PostgreSQL', () => {
  concurrencySuite(1_000, 20);
});

describe.skipIf(Boolean(testDatabaseEnv().url))('ledger concurrency on PGlite (serialised)', () => {
  concurrencySuite(100, 1);
});
