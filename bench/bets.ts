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
 * The api also prints where a request's time goes (session lookup, key claim, the bet, the reply's store). The session
 * comes from the api's session cache (a query once a second per token at most), so its phase is near 0 but for those.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Db } from '../server/db/db';
import { createPostgresDb } from '../server/db/postgres-db';
import { checkLedger } from '../server/ledger/check-ledger';
import { NAIVE_PATH, serveBenchApi } from './bets-api';
import { bet, LEDGER_PATH, run, type Sample } from './bets-client';
import { cpuSeconds, printTable, summarise } from './bets-report';
import { databaseUrl, setUp, type Player } from './bets-setup';

const ROUNDS = 4;
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
  const players = await setUp(db, PLAYERS);
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
