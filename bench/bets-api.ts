/**
 * The api process of bench/bets.ts: the games api as main.ts builds it, plus the naive baseline's route behind the
 * same hooks (bearer session, Idempotency-Key, region gate). It runs in a child process so that the load generator
 * does not share its event loop; it prints where a request's time goes when the bench closes it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';
import { payoutMinor } from '../lib/fairness/multiplier';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import type { Db } from '../server/db/db';
import { createPostgresDb } from '../server/db/postgres-db';
import { parseStake } from '../server/games/core/stake';
import { parseDiceBet, settleDice } from '../server/games/dice/engine';
import { drawFor } from '../server/games/seeds/service';
import { requireUser } from '../server/http/authenticate';
import { ValidationError } from '../server/http/errors';
import { createLedger } from '../server/ledger/ledger';
import { onParentMessage } from './on-parent-message';

// The most HOUSE_ACCOUNT_SHARDS allows: each player's bets keep to one shard, so batches in flight rarely share one.
export const HOUSE_SHARDS = 1024;
const POOL_MAX = Number(process.env.BENCH_POOL_MAX ?? 20);

export const NAIVE_PATH = '/bench/naive/dice';

export const NAIVE_TABLES = `
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
      const key = `${request.url === NAIVE_PATH ? '(naive) ' : '(ledger)'} ${list[i][0]}`;
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

/** Builds the api, tells the parent its port, and on the parent's message prints the phases and closes. */
export async function serveBenchApi(databaseUrl: string): Promise<void> {
  const db = createPostgresDb({ url: databaseUrl, poolMax: POOL_MAX });
  const ledger = createLedger(db, { houseShards: HOUSE_SHARDS });
  const app = await buildApp({ config: testConfig({ houseAccountShards: HOUSE_SHARDS }), db, ledger });
  const phases = recordPhases(app);
  app.post(NAIVE_PATH, { onRequest: requireUser, config: { idempotency: true, regionRestricted: true } }, naiveDiceRoute(db));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  onParentMessage(async () => {
    printPhases(phases);
    await app.close();
    await ledger.close();
    await db.close();
    process.exit(0);
  });
}
