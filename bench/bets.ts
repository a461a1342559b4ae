/**
 * Dice bets over HTTP against real Postgres (not a test; prints figures).
 *   (ledger) POST /api/v2/games/dice/bets as the web sends it: bearer session, Idempotency-Key, the region gate; the
 *            bet row, the nonce and the money in one ledger posting (group commit, sharded house account).
 *   (naive)  the one-transaction-per-bet baseline of bench/ledger.ts behind the same HTTP hooks (session,
 *            Idempotency-Key, region gate) and the same dice engine: BEGIN, take the nonce from the player's row, debit
 *            the player's row, credit ONE house row (the hot row), insert the bet row, COMMIT.
 * Both run in the same api process (bench/bets-api.ts), one after the other in alternating rounds, with `--players`
 * concurrent players (default 100), each betting 1 RUB as soon as its previous bet answered: a closed loop, so the
 * latency is the players' count over the throughput (Little's law). Then the same players pause between bets
 * (`--think-ms`, 1000 on average, exponential), for the latency a player sees when the api is not saturated.
 * Latency is measured by the client: request sent to reply read. The api runs in a child process so the load
 * generator does not share its event loop.
 * After the warm-up the bench runs ANALYZE: the fresh database's statistics describe empty ledger tables, and plans
 * made from them (foreign-key checks of ledger_entries scanning ledger_transfers) would slow the ledger down as the
 * tables grow, which a running casino's database does not do.
 * Each round prints the CPU time per bet of the Postgres backends, the api and the load generator (Linux /proc).
 * At the end: every player's bet sent twice with one key (the retry must get the first reply byte for byte and write
 * nothing), checkLedger, and every bet written once with one nonce and exactly one stake transfer.
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/<throwaway database> npx tsx bench/bets.ts [-- --bets 20000 --players 100 --think-ms 1000 --think-bets 2000]
 * The database must be empty (createdb first): the bench migrates it and fills it with players and bets.
 * BENCH_CPU_PROF=1 writes the api process's CPU profile to /tmp/benchprof; BENCH_TRACE_GC=1 prints its garbage
 * collections; BENCH_POOL_MAX sets the api's pool (20).
 * The api also prints where a request's time goes (session lookup, key claim, the bet, the reply's store).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createServerSeed } from '../lib/fairness/seeds';
import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { createPostgresDb } from '../server/db/postgres-db';
import { checkLedger } from '../server/ledger/check-ledger';
import { createLedger } from '../server/ledger/ledger';
import { createPermanentSession } from '../server/modules/sessions/service';
import { HOUSE_SHARDS, NAIVE_PATH, NAIVE_TABLES, serveBenchApi } from './bets-api';

const ROUNDS = 4;
const FUND_MINOR = 1_000_000_000;
const SETTLE_MS = 10_000;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}
const BETS = Math.min(200_000, argument('bets', 20_000));
const PLAYERS = Math.min(1_000, argument('players', 100));
const WARMUP = Math.min(BETS, 1_000);
const THINK_MS = argument('think-ms', 1_000);
const THINK_BETS = argument('think-bets', 2_000);

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a throwaway database (createdb first)');
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(url).hostname))
    throw new Error('The bench runs on loopback Postgres only');
  return url;
}

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
      {
        idempotencyKey: `bench-fund-${userId}`,
        fromAccountId: clearing,
        toAccountId: real,
        amountMinor: FUND_MINOR,
        currency: 'RUB',
        kind: 'deposit',
        causeRef: 'bench:fund',
      },
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
  const diagnostics = [
    ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : []),
    ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/benchprof'] : []),
  ];
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx', ...diagnostics],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`the api exited with code ${code}`)));
  });
}

const BODY = JSON.stringify({ amount: 1, target: 50, direction: 'under' });
const LEDGER_PATH = '/api/v2/games/dice/bets';

type Reply = { status: number; body: string; replayed: boolean };

function bet(agent: Agent, port: number, path: string, token: string, key = randomUUID()): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(BODY),
      'idempotency-key': key,
    };
    const req = request({ agent, host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, replayed: res.headers['idempotent-replayed'] === 'true' }));
    });
    req.on('error', reject);
    req.end(BODY);
  });
}

type Sample = { bets: number; elapsedS: number; latenciesMs: number[]; failed: number };

/** An exponential pause of thinkMs on average: the players' bets then arrive as a Poisson stream. */
const think = (thinkMs: number) => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * thinkMs));

/**
 * Every player bets again as soon as its bet answered (thinkMs 0), or after a pause (exponential, thinkMs on average,
 * the first bet too, so the players do not all bet at the same moment), until `total` bets are done.
 */
async function run(agent: Agent, port: number, path: string, players: Player[], total: number, thinkMs = 0): Promise<Sample> {
  let next = 0;
  let failed = 0;
  const latenciesMs: number[] = [];
  const started = performance.now();
  await Promise.all(
    players.map(async (player) => {
      if (thinkMs > 0) await think(thinkMs);
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        const { status } = await bet(agent, port, path, player.token);
        latenciesMs.push(performance.now() - t0);
        if (status !== 200) failed += 1;
        if (thinkMs > 0) await think(thinkMs);
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

/** CPU seconds so far of the api's Postgres backends (every backend of this database but the bench's own), the api and the bench. */
async function cpuSeconds(db: Db, apiPid: number): Promise<{ postgres: number; api: number; bench: number }> {
  const ticks = (pid: number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0; // not Linux, or the backend has ended
    }
  };
  const backends = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  const usage = process.cpuUsage();
  // /proc counts in clock ticks: 100 a second on Linux.
  return {
    postgres: backends.reduce((sum, row) => sum + ticks(row.pid), 0) / 100,
    api: ticks(apiPid) / 100,
    bench: (usage.user + usage.system) / 1e6,
  };
}

type Summary = ReturnType<typeof summarise>;

function printTable(title: string, naive: Summary, ledger: Summary): void {
  console.log(title);
  console.log('path                                   |   bets/s |  p50 ms |  p99 ms | failed');
  for (const [label, r] of [
    ['(naive) one transaction, one house row', naive],
    ['(ledger) the games api, group commit', ledger],
  ] as const) {
    console.log(
      `${label.padEnd(38)} | ${r.betsPerS.toFixed(0).padStart(8)} | ${r.p50Ms.toFixed(2).padStart(7)} | ${r.p99Ms.toFixed(2).padStart(7)} | ${r.failed}`,
    );
  }
}

/** Each player bets once more and sends the same bet again: the retry must get the first reply, byte for byte, and write nothing. */
async function checkReplays(agent: Agent, port: number, players: Player[], db: Db): Promise<string> {
  const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM game_bets'))[0].n);
  const before = await count();
  let differing = 0;
  await Promise.all(
    players.map(async (player) => {
      const key = randomUUID();
      const first = await bet(agent, port, LEDGER_PATH, player.token, key);
      const again = await bet(agent, port, LEDGER_PATH, player.token, key);
      if (first.status !== 200 || again.body !== first.body || !again.replayed || first.replayed) differing += 1;
    }),
  );
  return `${players.length} bets sent twice with one key: ${differing} replies differ, ${(await count()) - before} bets written`;
}

async function main(): Promise<void> {
  const db = createPostgresDb({ url: databaseUrl(), poolMax: 4 });
  const players = await setUp(db);
  const { child, port } = await startApi();
  const agent = new Agent({ keepAlive: true, maxSockets: PLAYERS });
  try {
    const paths = { naive: NAIVE_PATH, ledger: LEDGER_PATH };
    await run(agent, port, paths.naive, players, WARMUP);
    const warmUp = await run(agent, port, paths.ledger, players, WARMUP);
    await db.exec('ANALYZE');
    const saturated = { ledger: [] as Sample[], naive: [] as Sample[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const which of ['naive', 'ledger'] as const) {
        const before = await cpuSeconds(db, child.pid!);
        const sample = await run(agent, port, paths[which], players, Math.ceil(BETS / ROUNDS));
        const after = await cpuSeconds(db, child.pid!);
        saturated[which].push(sample);
        const perBet = (part: keyof typeof after) => (((after[part] - before[part]) * 1000) / sample.bets).toFixed(2);
        console.log(
          `round ${round + 1} ${`(${which})`.padEnd(8)} ${(sample.bets / sample.elapsedS).toFixed(0).padStart(5)} bets/s; ` +
            `CPU ms per bet: postgres ${perBet('postgres')}, api ${perBet('api')}, bench ${perBet('bench')}`,
        );
      }
    }
    // The saturated rounds leave Postgres work behind (autovacuum and analyze of the tables they filled, dirty pages to
    // write): the paced rounds start once it has settled, or its first seconds would be the paced figures' p99.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const paced = { ledger: [] as Sample[], naive: [] as Sample[] };
    for (let round = 0; round < 2; round += 1) {
      for (const which of ['naive', 'ledger'] as const)
        paced[which].push(await run(agent, port, paths[which], players, Math.ceil(THINK_BETS / 2), THINK_MS));
    }

    const ledger = summarise(saturated.ledger);
    const naive = summarise(saturated.naive);
    printTable(
      `bets bench: dice over HTTP, ${PLAYERS} players betting back to back, ${BETS} bets per path (+${WARMUP} warm-up), ${ROUNDS} alternating rounds`,
      naive,
      ledger,
    );
    console.log(
      `ratio (ledger)/(naive) bets/s: ${(ledger.betsPerS / naive.betsPerS).toFixed(2)} (goal >= 2); ledger p99 ${ledger.p99Ms.toFixed(2)} ms (goal < 25 ms)`,
    );
    // Each round's two paths ran back to back: their ratio is the one least moved by other work on a shared machine.
    const rate = (sample: Sample) => sample.bets / sample.elapsedS;
    const paired = saturated.ledger.map((sample, i) => rate(sample) / rate(saturated.naive[i])).sort((a, b) => a - b);
    const median = (paired[(paired.length - 1) >> 1] + paired[paired.length >> 1]) / 2;
    console.log(`ratio per round, sorted: ${paired.map((r) => r.toFixed(2)).join(' ')}; median ${median.toFixed(2)}`);
    printTable(
      `the same ${PLAYERS} players pausing ${THINK_MS} ms on average between bets, ${THINK_BETS} bets per path`,
      summarise(paced.naive),
      summarise(paced.ledger),
    );

    console.log(`replays: ${await checkReplays(agent, port, players, db)}`);
    await checkLedger(db);
    const [written] = await db.query<{ bets: string; pairs: string; charged_once: string }>(
      `SELECT count(*) AS bets, count(DISTINCT (seed_id, nonce)) AS pairs,
              count(*) FILTER (WHERE (SELECT count(*) FROM ledger_transfers t WHERE t.cause_ref = 'bet:' || b.id AND t.kind = 'bet') = 1) AS charged_once
         FROM game_bets b`,
    );
    const answered = [warmUp, ...saturated.ledger, ...paced.ledger].reduce((sum, s) => sum + s.bets - s.failed, 0) + PLAYERS;
    console.log(
      `checkLedger: clean; ${answered} ledger bets answered 200, ${written.bets} bets written, ${written.pairs} distinct (pair, nonce), ${written.charged_once} with exactly one stake transfer`,
    );
  } finally {
    agent.destroy();
    child.send('close');
    await new Promise((resolve) => child.once('exit', resolve));
    await db.close();
  }
}

if (process.argv.includes('--serve')) {
  serveBenchApi(databaseUrl()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
