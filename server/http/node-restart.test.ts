import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseEnv } from '../config';
import { checkLedger } from '../ledger/check-ledger';
import { createGamesTestApp, newPlayer, realBalance, type RealPlayer } from '../games/test-kit';
import type { TestApp } from '../test/test-app';

const url = testDatabaseEnv().url ?? undefined;
const DICE = '/api/v2/games/dice/bets';

/** An api node in a process of its own on the test's schema; resolves with its port once it listens. */
async function startNode(schema: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/api-node-process.ts'], {
    env: { ...process.env, TEST_SCHEMA: schema },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('{"port"')) return { child, port: (JSON.parse(line) as { port: number }).port };
  }
  throw new Error('the api node ended before it listened');
}

function bet(port: number, player: RealPlayer, key: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${DICE}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ amount: 10, target: 50, direction: 'under' }),
  });
}

const until = async (check: () => Promise<boolean>, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end;) if (await check()) return;
  throw new Error('timed out');
};

describe.skipIf(!url)('a retry after the api node that claimed the key was killed (real Postgres, SIGKILL)', () => {
  let t: TestApp;
  let schema: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    t = await createGamesTestApp();
    [{ schema }] = await t.testDb.db.query<{ schema: string }>('SELECT current_schema() AS schema');
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await t?.close();
  });

  it('completes within 5 s of the restart, once: one bet, the balance equal to the history, the ledger clean', async () => {
    const player = await newPlayer(t, 100_000);
    const { real } = await t.ledger.playerAccountIds(player.userId, 'RUB');
    const first = await startNode(schema);
    children.push(first.child);

    // The bet's posting waits on the player's account, locked here, while its key is already claimed; then the node dies.
    const locker = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM ledger_accounts WHERE id = $1 FOR UPDATE', [real]);
    const key = randomUUID();
    const inFlight = bet(first.port, player, key).catch(() => null);
    await until(async () => {
      const [row] = await t.testDb.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
      );
      return Number(row.n) > 0;
    }, 10_000);
    first.child.kill('SIGKILL');
    expect(await inFlight).toBeNull();
    await locker.query('ROLLBACK');
    await locker.end();

    const second = await startNode(schema);
    children.push(second.child);
    const restarted = Date.now();
    let reply: Response | null = null;
    let conflicts = 0;
    while (Date.now() - restarted < 10_000) {
      reply = await bet(second.port, player, key);
      if (reply.status !== 409) break;
      conflicts += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const elapsedMs = Date.now() - restarted;
    expect(reply?.status).toBe(200);
    expect(elapsedMs).toBeLessThan(5_000);
    expect(conflicts).toBeLessThan(25);

    const again = await bet(second.port, player, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [bets] = await t.testDb.db.query<{ n: string; net: string }>(
      `SELECT count(*) AS n, coalesce(sum(payout_minor - stake_minor), 0) AS net FROM game_bets WHERE user_id = $1`,
      [player.userId],
    );
    expect(Number(bets.n)).toBe(1);
    expect(await realBalance(t, player)).toBe(100_000 + Number(bets.net));
    await checkLedger(t.testDb.db);
  });
});
