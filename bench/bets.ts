/**
 * Dice bets over HTTP against real Postgres (not a test; prints figures).
 *   (ledger) POST /api/v2/games/dice/bets as the web sends it: bearer session, Idempotency-Key, the region gate; the
 *            bet row, the nonce and the money in one ledger posting (group commit, sharded house account).
 *   (naive)  the one-transaction-per-bet baseline of bench/ledger.ts behind the same HTTP hooks (session,
 *            Idempotency-Key, region gate) and the same dice engine: BEGIN, take the nonce from the player's row, debit
 *            the player's row, credit ONE house row (the hot row), insert the bet row, COMMIT.
 * Both run in the same api process, one after the other in alternating rounds, with `--players` concurrent players
 * (default 100), each betting 1 RUB as soon as its previous bet answered. Latency is measured by the client: request
 * sent to reply read. The api runs in a child process so the load generator does not share its event loop.
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/<throwaway database> npx tsx bench/bets.ts [-- --bets 20000 --players 100]
 * The database must be empty (createdb first): the bench migrates it and fills it with players and bets.
 * BENCH_CPU_PROF=1 writes the api process's CPU profile to /tmp/benchprof; BENCH_POOL_MAX sets the api's pool (20).
 * The api also prints where a request's time goes (session lookup, key claim, the bet, the reply's store).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payoutMinor } from '../lib/fairness/multiplier';
import { createServerSeed } from '../lib/fairness/seeds';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { createPostgresDb } from '../server/db/postgres-db';
import { settleDice, parseDiceBet } from '../server/games/dice/engine';
import { parseStake } from '../server/games/core/stake';
import { drawFor } from '../server/games/seeds/service';
import { requireUser } from '../server/http/authenticate';
import { ValidationError } from '../server/http/errors';
import { checkLedger } from '../server/ledger/check-ledger';
import { createLedger } from '../server/ledger/ledger';
import { createPermanentSession } from '../server/modules/sessions/service';

// The most HOUSE_ACCOUNT_SHARDS allows: each player's bets keep to one shard, so batches in flight rarely share one.
const HOUSE_SHARDS = 1024;
const POOL_MAX = Number(process.env.BENCH_POOL_MAX ?? 20);
const ROUNDS = 4;
const FUND_MINOR = 1_000_000_000;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}
const BETS = Math.min(200_000, argument('bets', 20_000));
const PLAYERS = Math.min(1_000, argument('players', 100));
const WARMUP = Math.min(BETS, 1_000);

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a throwaway database (createdb first)');
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(url).hostname)) throw new Error('The bench runs on loopback Postgres only');
  return url;
}

// ---------------------------------------------------------------------------------------------------------------
// The api process.

const NAIVE_TABLES = `
  CREATE TABLE bench_naive_players (user_id bigint PRIMARY KEY, balance_minor bigint NOT NULL CHECK (balance_minor >= 0),
    server_seed text NOT NULL, client_seed text NOT NULL, nonce bigint NOT NULL DEFAULT 0);
  CREATE TABLE bench_naive_house (id int PRIMARY KEY, balance_minor bigint NOT NULL);
  CREATE TABLE bench_naive_bets (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id bigint NOT NULL, stake_minor bigint NOT NULL,
    payout_minor bigint NOT NULL, nonce bigint NOT NULL, result jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  INSERT INTO bench_naive_house VALUES (1, 0);`;

/** The baseline's dice bet: the same engine, one transaction, one hot house row. */
function naiveDiceRoute(db: Db) {
  const floats = new Map<number, { serverSeed: string; clientSeed: string }>();
  return async (request: FastifyRequest) => {
    const body = request.body as { amount: number; target: number; direction: 'over' | 'under' };
    const stakeMinor = parseStake(body.amount, 'RUB', 'dice');
    const bet = parseDiceBet(body.target, body.direction);
    const userId = request.userId!;
    return db.transaction(async (tx) => {
      const [player] = await tx.query<{ nonce: string; server_seed: string; client_seed: string }>(
        'UPDATE bench_naive_players SET nonce = nonce + 1 WHERE user_id = $1 RETURNING nonce - 1 AS nonce, server_seed, client_seed',
        [userId],
      );
      const seeds = floats.get(userId) ?? { serverSeed: player.server_seed, clientSeed: player.client_seed };
      floats.set(userId, seeds);
      const outcome = settleDice(bet, drawFor(seeds.serverSeed, seeds.clientSeed, Number(player.nonce)));
      const payout = payoutMinor(stakeMinor, outcome.multiplierBp);
      const debited = await tx.query<{ balance_minor: string }>(
        'UPDATE bench_naive_players SET balance_minor = balance_minor - $2 + $3 WHERE user_id = $1 AND balance_minor >= $2 RETURNING balance_minor',
        [userId, stakeMinor, payout],
      );
      if (debited.length !== 1) throw new ValidationError({ amount: ['insufficient_funds: The balance is below the stake.'] });
      await tx.query('UPDATE bench_naive_house SET balance_minor = balance_minor + $1 - $2 WHERE id = 1', [stakeMinor, payout]);
      const [row] = await tx.query<{ id: string }>(
        'INSERT INTO bench_naive_bets (user_id, stake_minor, payout_minor, nonce, result) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [userId, stakeMinor, payout, player.nonce, JSON.stringify(outcome.result)],
      );
      return { bet: { id: Number(row.id), payout: payout / 100, result: outcome.result }, balance: Number(debited[0].balance_minor) / 100 };
    });
  };
}

/** Where a request's time goes, per path, measured by the api: hooks mark each phase's end. */
function recordPhases(app: FastifyInstance): Map<string, number[]> {
  const phases = new Map<string, number[]>();
  const marks = new WeakMap<FastifyRequest, [string, number][]>();
  const mark = (request: FastifyRequest, name: string) => {
    const list = marks.get(request) ?? [];
    list.push([name, performance.now()]);
    marks.set(request, list);
  };
  app.addHook('onRequest', async (request) => mark(request, 'received'));
  app.addHook('preValidation', async (request) => mark(request, 'session found'));
  app.addHook('preHandler', async (request) => mark(request, 'key claimed'));
  app.addHook('preSerialization', async (request, _reply, payload) => {
    mark(request, 'bet done');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    mark(request, 'reply stored, sent');
    const list = marks.get(request)!;
    for (let i = 1; i < list.length; i += 1) {
      const key = `${request.url.includes('naive') ? '(naive) ' : '(ledger)'} ${list[i][0]}`;
      const times = phases.get(key) ?? [];
      times.push(list[i][1] - list[i - 1][1]);
      phases.set(key, times);
    }
  });
  return phases;
}

function printPhases(phases: Map<string, number[]>): void {
  console.log('api phases (warm-up included)           | p50 ms | mean ms');
  for (const [key, times] of [...phases].sort()) {
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
    console.log(`${key.padEnd(40)} | ${times[times.length >> 1].toFixed(2).padStart(6)} | ${mean.toFixed(2).padStart(7)}`);
  }
}

async function serve(): Promise<void> {
  const db = createPostgresDb({ url: databaseUrl(), poolMax: POOL_MAX });
  const ledger = createLedger(db, { houseShards: HOUSE_SHARDS });
  const app = await buildApp({ config: testConfig({ houseAccountShards: HOUSE_SHARDS }), db, ledger });
  const phases = recordPhases(app);
  app.post('/bench/naive/dice', { onRequest: requireUser, config: { idempotency: true, regionRestricted: true } }, naiveDiceRoute(db));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async () => {
    printPhases(phases);
    await app.close();
    await ledger.close();
    await db.close();
    process.exit(0);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The load generator.

type Player = { userId: number; token: string };

async function setUp(db: Db): Promise<Player[]> {
  await migrate(db);
  const [{ n }] = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM users');
  if (n !== '0') throw new Error('The database already has users: give the bench a throwaway database');
  await db.exec(NAIVE_TABLES);
  const ledger = createLedger(db, { houseShards: HOUSE_SHARDS });
  const users = await db.query<{ id: string }>(
    `INSERT INTO users (name, currency) SELECT 'bench ' || g, 'RUB' FROM generate_series(1, ${PLAYERS}) g RETURNING id`,
  );
  const players: Player[] = [];
  const clearing = await ledger.houseAccountId({ purpose: 'payment_clearing', scope: 'bench', currency: 'RUB' }, 'bench');
  for (const { id } of users) {
    const userId = Number(id);
    await ledger.openPlayerAccounts(db, userId, 'RUB');
    const { real } = await ledger.playerAccountIds(userId, 'RUB');
    await ledger.post([
      { idempotencyKey: `bench-fund-${userId}`, fromAccountId: clearing, toAccountId: real, amountMinor: FUND_MINOR, currency: 'RUB', kind: 'deposit', causeRef: 'bench:fund' },
    ]);
    await db.query('INSERT INTO bench_naive_players (user_id, balance_minor, server_seed, client_seed) VALUES ($1, $2, $3, $4)', [
      userId,
      FUND_MINOR,
      createServerSeed(),
      'bench',
    ]);
    players.push({ userId, token: await createPermanentSession(db, userId) });
  }
  await ledger.close();
  await db.exec('VACUUM ANALYZE');
  return players;
}

function startApi(): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/benchprof'] : [])], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`the api exited with code ${code}`)));
  });
}

const BODY = JSON.stringify({ amount: 1, target: 50, direction: 'under' });

function bet(agent: Agent, port: number, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(BODY),
          'idempotency-key': randomUUID(),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(BODY);
  });
}

type Sample = { bets: number; elapsedS: number; latenciesMs: number[]; failed: number };

/** Every player bets again as soon as its bet answered, until `total` bets are done. */
async function run(agent: Agent, port: number, path: string, players: Player[], total: number): Promise<Sample> {
  let next = 0;
  let failed = 0;
  const latenciesMs: number[] = [];
  const started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        const status = await bet(agent, port, path, player.token);
        latenciesMs.push(performance.now() - t0);
        if (status !== 200) failed += 1;
      }
    }),
  );
  return { bets: total, elapsedS: (performance.now() - started) / 1000, latenciesMs, failed };
}

function summarise(samples: Sample[]) {
  const latencies = samples.flatMap((s) => s.latenciesMs).sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const bets = samples.reduce((sum, s) => sum + s.bets, 0);
  const elapsedS = samples.reduce((sum, s) => sum + s.elapsedS, 0);
  return { betsPerS: bets / elapsedS, p50Ms: at(0.5), p99Ms: at(0.99), failed: samples.reduce((sum, s) => sum + s.failed, 0) };
}

async function main(): Promise<void> {
  const db = createPostgresDb({ url: databaseUrl(), poolMax: 4 });
  const players = await setUp(db);
  const { child, port } = await startApi();
  const agent = new Agent({ keepAlive: true, maxSockets: PLAYERS });
  try {
    const paths = { ledger: '/api/v2/games/dice/bets', naive: '/bench/naive/dice' };
    for (const path of Object.values(paths)) await run(agent, port, path, players, WARMUP);
    const samples = { ledger: [] as Sample[], naive: [] as Sample[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      samples.naive.push(await run(agent, port, paths.naive, players, Math.ceil(BETS / ROUNDS)));
      samples.ledger.push(await run(agent, port, paths.ledger, players, Math.ceil(BETS / ROUNDS)));
    }
    const ledger = summarise(samples.ledger);
    const naive = summarise(samples.naive);
    console.log(`bets bench: dice over HTTP, ${PLAYERS} concurrent players, ${BETS} bets per path (+${WARMUP} warm-up), ${ROUNDS} alternating rounds`);
    console.log('path                                   |   bets/s |  p50 ms |  p99 ms | failed');
    for (const [label, r] of [
      ['(naive) one transaction, one house row', naive],
      ['(ledger) the games api, group commit', ledger],
    ] as const) {
      console.log(`${label.padEnd(38)} | ${r.betsPerS.toFixed(0).padStart(8)} | ${r.p50Ms.toFixed(2).padStart(7)} | ${r.p99Ms.toFixed(2).padStart(7)} | ${r.failed}`);
    }
    console.log(`ratio (ledger)/(naive) bets/s: ${(ledger.betsPerS / naive.betsPerS).toFixed(2)} (goal >= 2); ledger p99 ${ledger.p99Ms.toFixed(2)} ms (goal < 25 ms)`);

    await checkLedger(db);
    const [nonces] = await db.query<{ bets: string; distinct: string }>(
      'SELECT count(*)::text AS bets, count(DISTINCT (seed_id, nonce))::text AS distinct FROM game_bets',
    );
    console.log(`checkLedger: clean; ${nonces.bets} bets, ${nonces.distinct} distinct (pair, nonce)`);
  } finally {
    agent.destroy();
    child.send('close');
    await new Promise((resolve) => child.once('exit', resolve));
    await db.close();
  }
}

if (process.argv.includes('--serve')) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
