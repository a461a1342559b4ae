/**
 * Crash over WebSockets (not a test; prints figures, asserts nothing). In one round of crash on real Postgres:
 *   - sockets ramp toward --clients (default 10,000) joined to crash: a crowd of raw sockets that read and drop,
 *     plus probes that time every tick from its sent_at (the leader's clock; same machine) to its arrival; the probes
 *     join again after each step, so they are the last sockets a tick reaches;
 *   - --players (default 1,000) signed-in players bet 1 RUB in the betting phase and cash out all at once while the
 *     round runs: the ack latency from send to reply read;
 *   - the api's memory (rss, heap) at each step.
 * Phase 1 is one api node. Phase 2 (with REDIS_URL) is two nodes through Redis: the crowd and the probes split
 * between them, the players on the follower (their commands go to the leader and back through Redis).
 * Each node and each crowd worker is a process of its own. The round is forced long (a chain whose first crash is
 * at 10,000x or more, about 155 s of running, so the ramp to 10,000 ends inside it).
 * After each burst (the bets, the cash-outs) every node prints what it measured inside it: its event loop's delay and
 * the ledger batches it wrote (size, time queued in the batcher, statement round trip): crash-sockets-figures.ts.
 * BENCH_CPU_PROF=1 writes each api node's CPU profile to /tmp/crash-sockets-prof; BENCH_BURST_PROF=1 writes there the
 * profile of each burst alone (burst-<pid>-<n>.cpuprofile: 1 the bets, 2 the cash-outs).
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/<throwaway database> [REDIS_URL=redis://127.0.0.1:6379]
 *        npx tsx bench/crash-sockets.ts [-- --clients 10000 --players 1000]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { getCrashPointCenti } from '../lib/fairness/crash';
import { createChainReader } from '../lib/fairness/crash-chain';
import { createServerSeed } from '../lib/fairness/seeds';
import type { Db } from '../server/db/db';
import { createPostgresDb } from '../server/db/postgres-db';
import { checkLedger } from '../server/ledger/check-ledger';
import { BENCH_SHARDS, benchIp, openClient, percentile, serveCrowd, type Client, type NodeMessage } from './crash-sockets-clients';
import { describeBurst, type BurstFigures } from './crash-sockets-figures';
import { createFundedPlayers } from './funded-players';

const argument = (name: string, fallback: number, max: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isSafeInteger(value) && value > 0 ? Math.min(value, max) : fallback;
};
const CLIENTS = argument('clients', 10_000, 20_000);
const PLAYERS = argument('players', 1_000, 2_000);
const PROBES = 100;
const CROWD_WORKERS = 2;
const SAMPLE_MS = 3_000;
const SALT = 'bench-crash-salt';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setUp(db: Db): Promise<string[]> {
  const players = await createFundedPlayers(db, { count: PLAYERS, fundMinor: 1_000_000, houseShards: BENCH_SHARDS });
  return players.map((player) => player.token);
}

/** A new chain (the newest is the one played) whose first round crashes at 10,000x or more: about 155 s of running. */
async function insertLongRound(db: Db): Promise<number> {
  for (;;) {
    const seed = createServerSeed();
    const reader = createChainReader(seed, 10);
    const crash = getCrashPointCenti(reader.hashOfRound(1), SALT);
    if (crash < 1_000_000) continue;
    await db.query('INSERT INTO crash_chains (seed, length, terminal_hash, salt) VALUES ($1, $2, $3, $4)', [
      seed,
      10,
      reader.terminalHash,
      SALT,
    ]);
    return crash / 100;
  }
}

type ApiNode = {
  child: ChildProcess;
  port: number;
  lead(): Promise<void>;
  memory(): Promise<{ rss: number; heapUsed: number }>;
  mark(): Promise<void>;
  figures(): Promise<BurstFigures>;
};

async function startNode(env: Record<string, string>): Promise<ApiNode> {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/crash-sockets-prof'] : [];
  const child = fork(fileURLToPath(new URL('./crash-sockets-node.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...profile],
    env: { ...process.env, ...env },
  });
  const listeners: Array<(message: NodeMessage) => void> = [];
  child.on('message', (message: NodeMessage) => listeners.splice(0).forEach((listener) => listener(message)));
  const next = <T extends NodeMessage>(match: (message: NodeMessage) => boolean): Promise<T> =>
    new Promise((resolve) => {
      const listen = (message: NodeMessage) => (match(message) ? resolve(message as T) : listeners.push(listen));
      listeners.push(listen);
    });
  const { port } = await next<{ port: number }>((message) => 'port' in message);
  const lead = () => {
    const leading = next((message) => 'leading' in message).then(() => undefined);
    child.send('lead');
    return leading;
  };
  const memory = () => {
    const reply = next<{ rss: number; heapUsed: number }>((message) => 'rss' in message);
    child.send('memory');
    return reply;
  };
  const mark = () => {
    const marked = next((message) => 'marked' in message).then(() => undefined);
    child.send('mark');
    return marked;
  };
  const figures = () => {
    const reply = next<{ figures: BurstFigures }>((message) => 'figures' in message).then((message) => message.figures);
    child.send('figures');
    return reply;
  };
  return { child, port, lead, memory, mark, figures };
}

function startCrowdWorker(): ChildProcess {
  return fork(fileURLToPath(import.meta.url), ['--crowd'], { execArgv: ['--import', 'tsx'] });
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} ms, p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms (${sorted.length})`;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** What each node measured since its mark: the leader's batches are where the money went. */
async function printBurst(nodes: ApiNode[]): Promise<void> {
  const figures = await Promise.all(nodes.map((node) => node.figures()));
  figures.forEach((burst, n) => console.log(`  node ${n + 1}: ${describeBurst(burst)}`));
}

async function phase(label: string, db: Db, tokens: string[], redis: boolean): Promise<void> {
  const crash = await insertLongRound(db);
  const env = { BENCH_NAMESPACE: `bench:${randomUUID()}:`, ...(redis ? {} : { REDIS_URL: '' }) };
  const nodes = await Promise.all((redis ? [env, env] : [env]).map(startNode));
  const follower = nodes[nodes.length - 1];
  console.log(`\n${label}: ${nodes.length} api node(s), the round crashes at ${crash}x`);

  // Probes on every node time each tick; `recording` says which sample they add to.
  let recording: number[][] | null = null;
  let betting = false;
  let running = false;
  // A node sends an event to its sockets in the order they joined: probes that join last time the last socket's tick.
  const openProbe = async (i: number) => {
    const node = i % nodes.length;
    const probe = await openClient(nodes[node].port, benchIp(100_000 + i), (frame) => {
      if (frame.type === 'round_betting') betting = true;
      if (frame.type === 'round_running') running = true;
      if (frame.type === 'tick' && recording) recording[node].push(Date.now() - Number(frame.sent_at));
    });
    await probe.command('join', { game: 'crash' });
    return probe;
  };
  const probeIds = Array.from({ length: PROBES }, (_, i) => i);
  const probes: Client[] = await Promise.all(probeIds.map(openProbe));

  const players: Client[] = [];
  for (let i = 0; i < tokens.length; i += 100) {
    const batch = tokens.slice(i, i + 100).map(async (token, j) => {
      const player = await openClient(follower.port, benchIp(200_000 + i + j));
      await player.command('auth', { token });
      return player;
    });
    players.push(...(await Promise.all(batch)));
  }

  // Every client is connected: the round opens now (a new leader first settles what the last one left).
  await nodes[0].lead();
  while (!betting) await sleep(50);
  const betStatuses = new Map<string, number>();
  await Promise.all(nodes.map((node) => node.mark()));
  const bets = await Promise.all(players.map((player) => player.timed('bet', { game: 'crash', amount: 1, key: randomUUID() })));
  for (const { frame } of bets) {
    const status = frame.type === 'ack' ? 'ack' : `${String(frame.status)} ${String(frame.message).split(':')[0]}`;
    betStatuses.set(status, (betStatuses.get(status) ?? 0) + 1);
  }
  console.log(
    `${players.length} bets at once in the betting phase: ${stats(bets.map(({ ms }) => ms))}; ${JSON.stringify(Object.fromEntries(betStatuses))}`,
  );
  await printBurst(nodes);
  while (!running) await sleep(50);

  const crowd = Array.from({ length: CROWD_WORKERS }, startCrowdWorker);
  let open = PROBES + players.length;
  for (const target of [0.1, 0.25, 0.5, 1].map((share) => Math.round(share * CLIENTS))) {
    const more = target - open;
    if (more > 0) {
      const parts = nodes.flatMap((node) => crowd.map((worker) => ({ node, worker })));
      const share = Math.ceil(more / parts.length);
      const replies = await Promise.all(
        parts.map(({ node, worker }, k) => {
          const reply = new Promise<{ open: number; failed: number }>((resolve) => worker.once('message', resolve));
          worker.send({ port: node.port, from: 300_000 + open + k * share, count: share });
          return reply;
        }),
      );
      open += share * parts.length;
      const failed = replies.reduce((sum, reply) => sum + reply.failed, 0);
      if (failed > 0) console.log(`  ${failed} crowd sockets were refused`);
      for (const probe of probes.splice(0)) probe.ws.terminate();
      probes.push(...(await Promise.all(probeIds.map(openProbe))));
    }
    recording = nodes.map(() => []);
    await sleep(SAMPLE_MS);
    const sample = recording;
    recording = null;
    const memory = await Promise.all(nodes.map((node) => node.memory()));
    console.log(
      `${String(open).padStart(6)} sockets | tick delay ${sample.map((delays, n) => `node ${n + 1}: ${stats(delays)}`).join(' | ')} | ` +
        `api ${memory.map((m, n) => `node ${n + 1} rss ${mb(m.rss)} heap ${mb(m.heapUsed)}`).join(', ')}`,
    );
  }

  await Promise.all(nodes.map((node) => node.mark()));
  const cashouts = await Promise.all(players.map((player) => player.timed('cashout', { game: 'crash' })));
  const acked = cashouts.filter(({ frame }) => frame.type === 'ack');
  const refused = [
    ...new Set(cashouts.filter(({ frame }) => frame.type !== 'ack').map(({ frame }) => `${String(frame.status)} ${String(frame.message)}`)),
  ];
  console.log(
    `cash-out of ${players.length} players at once${redis ? ' (on the follower, through Redis)' : ''}: ${stats(acked.map(({ ms }) => ms))}; refused: ${cashouts.length - acked.length} ${JSON.stringify(refused.slice(0, 5))}`,
  );

  await printBurst(nodes);

  for (const client of [...probes, ...players]) client.ws.terminate();
  for (const child of crowd) child.kill('SIGKILL');
  if (process.env.BENCH_CPU_PROF) {
    await Promise.all(nodes.map((node) => new Promise((resolve) => node.child.once('exit', resolve).send('exit'))));
    console.log('cpu profiles in /tmp/crash-sockets-prof');
  }
  for (const node of nodes) node.child.kill('SIGKILL');
  await sleep(500);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url || !['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(url).hostname))
    throw new Error('Set DATABASE_URL to a throwaway loopback database');
  const db = createPostgresDb({ url, poolMax: 4 });
  const tokens = await setUp(db);
  console.log(`crash sockets bench: up to ${CLIENTS} sockets (${PROBES} probes), ${PLAYERS} players`);
  await phase('phase 1', db, tokens, false);
  if (process.env.REDIS_URL) await phase('phase 2', db, tokens, true);
  else console.log('\nphase 2 skipped: set REDIS_URL for two nodes through Redis');
  await checkLedger(db).then(
    () => console.log('\nledger check: clean'),
    (error: unknown) => console.log(`\nledger check: ${String(error)}`),
  );
  await db.close();
}

if (process.argv.includes('--crowd')) serveCrowd();
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
