import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainReader } from '@/lib/fairness/crash-chain';
import { buildApp } from '../app';
import { testConfig, testDatabaseEnv, testRedisUrl } from '../config';
import { chainWhere, TEST_SALT } from '../games/crash/crash-test-kit';
import { createCrashGame } from '../games/crash';
import { call, newPlayer, realBalance } from '../games/test-kit';
import { checkLedger } from '../ledger/check-ledger';
import { createLedger } from '../ledger/ledger';
import { createTestDb } from '../test/test-db';
import type { TestApp } from '../test/test-app';
import { openSocket, TEST_NODE_SHARDS, type Frame, type TestSocket } from './test-kit';

const url = testDatabaseEnv().url;
const redisUrl = testRedisUrl();
const CRASH = { bettingMs: 1_500, crashedMs: 500 };

/** The leader node as a process of its own (node itself, no wrapper, so SIGKILL hits the node); resolves once it leads. */
async function startLeaderProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/realtime/test-node.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.includes('"leading":true')) return child;
  }
  throw new Error('the leader process ended before it led');
}

describe.skipIf(!url || !redisUrl)('crash on two api nodes (real Postgres and Redis)', () => {
  let t: TestApp;
  let leader: ChildProcess | null = null;
  let chain: ReturnType<typeof chainWhere>;
  /** Starts the leader process, and this node's leader loop once that process leads: this node follows. */
  let startLeader: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createTestDb();
    const [{ schema }] = await testDb.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    // Round 1 crashes between 1.20x and 1.50x, round 2 not before 3x (18 s): time to cash out, and to kill mid-round.
    chain = chainWhere([(c) => c >= 120 && c <= 150, (c) => c >= 300]);
    await testDb.db.query('INSERT INTO crash_chains (seed, length, terminal_hash, salt) VALUES ($1, $2, $3, $4)', [
      chain.seed,
      chain.length,
      createChainReader(chain.seed, chain.length).terminalHash,
      TEST_SALT,
    ]);
    const namespace = `test:${randomUUID()}:`;
    const base = testConfig();
    const config = testConfig({
      redisUrl: redisUrl!,
      houseAccountShards: TEST_NODE_SHARDS,
      realtime: { ...base.realtime, leaderRetryMs: 200 },
    });
    const ledger = createLedger(testDb.db, { houseShards: TEST_NODE_SHARDS });
    const game = createCrashGame({ db: testDb.db, ledger, config: CRASH });
    const app = await buildApp({ config, db: testDb.db, ledger, realtimeGames: [game], realtimeNamespace: namespace });
    await app.listen({ port: 0, host: '127.0.0.1' });
    t = {
      app,
      testDb,
      ledger,
      config,
      async close() {
        await app.close();
        await ledger.close();
        await testDb.close();
      },
    };
    startLeader = async () => {
      leader = await startLeaderProcess({ TEST_SCHEMA: schema, REALTIME_NAMESPACE: namespace, CRASH_CONFIG: JSON.stringify(CRASH) });
      app.realtime.start();
    };
  });

  afterAll(async () => {
    if (leader && leader.exitCode === null && leader.signalCode === null) leader.kill('SIGKILL');
    await t?.close();
  });

  const auth = async (token: string): Promise<TestSocket> => {
    const socket = await openSocket(t.app);
    expect(await socket.command('auth', { token })).toMatchObject({ type: 'ack' });
    expect(await socket.command('join', { game: 'crash' })).toMatchObject({ type: 'ack' });
    await socket.next((frame) => frame.type === 'snapshot');
    return socket;
  };
  const event = (socket: TestSocket, type: string, roundId?: unknown) =>
    socket.next((frame: Frame) => frame.type === type && (roundId === undefined || frame.round_id === roundId));

  it("serves the leader's rounds to the follower's sockets; the leader killed mid-round, the follower leads and settles by the rule", async () => {
    const alice = await newPlayer(t, 100_000);
    const bob = await newPlayer(t, 100_000);
    const [aliceSocket, bobSocket] = [await auth(alice.token), await auth(bob.token)];
    await startLeader();
    expect(t.app.realtime.isLeading('crash')).toBe(false);

    // Round 1, on the leader process: a bet and a cash-out sent to this node travel to the leader and back.
    const first = (await event(aliceSocket, 'round_betting')).round_id;
    expect(await aliceSocket.command('bet', { game: 'crash', amount: 100, key: 'a1' })).toMatchObject({
      type: 'ack',
      data: { bet: { amount: 100 }, balance: 900 },
    });
    await event(aliceSocket, 'round_running', first);
    await event(aliceSocket, 'tick', first);
    const cashout = await aliceSocket.command('cashout', { game: 'crash' });
    expect(cashout).toMatchObject({ type: 'ack', data: { bet: { cashed_out_at: expect.any(Number) } } });
    const firstPayout = (cashout.data as { bet: { payout: number } }).bet.payout;
    expect(firstPayout).toBeGreaterThanOrEqual(100);
    expect(await event(bobSocket, 'crash', first)).toMatchObject({ crash: chain.crashes[0] / 100, hash: chain.hashes[0] });

    // Round 2: Bob cashes out (acknowledged: it stays paid), Alice's bet is still open when the leader dies.
    const second = (await event(aliceSocket, 'round_betting')).round_id;
    expect(await aliceSocket.command('bet', { game: 'crash', amount: 50, key: 'a2' })).toMatchObject({ type: 'ack' });
    expect(await bobSocket.command('bet', { game: 'crash', amount: 70, key: 'b2' })).toMatchObject({ type: 'ack' });
    await event(bobSocket, 'round_running', second);
    await event(bobSocket, 'tick', second);
    const bobCashout = await bobSocket.command('cashout', { game: 'crash' });
    expect(bobCashout).toMatchObject({ type: 'ack' });
    const bobPayout = (bobCashout.data as { bet: { payout: number } }).bet.payout;
    leader!.kill('SIGKILL');

    // The follower takes the lock once Postgres drops the dead session, settles round 2, and opens the next round.
    const third = await event(aliceSocket, 'round_betting');
    expect(third.round_id).not.toBe(second);
    expect(t.app.realtime.isLeading('crash')).toBe(true);
    const history = (await call(t, null, '/api/v2/games/crash/history?limit=2')).json<{ data: unknown[] }>().data;
    expect(history[0]).toMatchObject({ round_id: second, aborted: true, hash: chain.hashes[1] });
    const aliceBets = (await call(t, alice, '/api/v2/games/crash/bets/my')).json<{ data: { state: string }[] }>().data;
    expect(aliceBets.map((bet) => bet.state)).toEqual(['refunded', 'cashed_out']);
    expect((await call(t, bob, '/api/v2/games/crash/bets/my')).json<{ data: unknown[] }>().data[0]).toMatchObject({
      state: 'cashed_out',
      payout: bobPayout,
    });
    expect(await realBalance(t, alice)).toBe(100_000 - 10_000 + firstPayout * 100);
    expect(await realBalance(t, bob)).toBe(100_000 - 7_000 + bobPayout * 100);

    // The new leader answers this node's sockets directly.
    expect(await aliceSocket.command('bet', { game: 'crash', amount: 10, key: 'a3' })).toMatchObject({ type: 'ack' });
    await checkLedger(t.testDb.db);
  }, 120_000);
});
