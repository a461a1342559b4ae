import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/db';
import type { JobLog, JobQueue } from '../../jobs/job-queue';
import type { GameAggregator } from '../types';
import { createHub88Client, type HttpPost } from '../hub88/client';
import { privateKeyOf, publicKeyOf } from '../hub88/signature';
import { minorToWire, wireToMinor } from '../hub88/wire';
import { isCurrency } from '@/lib/currencies';
import { ensureSandboxKeys } from './keys';
import { sandboxOperatorRoutes } from './operator-routes';
import { sandboxPlayRoutes } from './play-routes';
import { ROLLBACK_JOB, sendRollback, sendWin, WIN_JOB, type SpinDeps } from './spins';
import { createWalletClient } from './wallet-client';

export const SANDBOX_OPERATOR_ID = 1;
export const SANDBOX_PREFIX = '/sandbox-aggregator';

export type SandboxAggregator = {
  /** Our side's client of it (Hub88's Games API, signed with the operator key it made). */
  client: GameAggregator;
  /** The key its wallet calls are checked against. */
  aggregatorPublicKeyPem: string;
  routes: FastifyPluginAsync;
};

export type SandboxAggregatorOptions = {
  db: Db;
  queue: JobQueue;
  log: JobLog;
  /** Where browsers load its pages (the api's public URL). */
  publicUrl: string;
  /** Where it reaches this api (the operator's wallet and its own Games API) from the server. */
  internalUrl: string;
  /** The casino's web origins: they may frame its pages. */
  frameAncestors: string[];
  post: HttpPost;
};

const toWire = (minor: number, currency: string) => (isCurrency(currency) ? minorToWire(minor, currency) : minor * 1_000);
const fromWire = (wire: number, currency: string) =>
  isCurrency(currency) ? (wireToMinor(wire, currency) ?? Math.floor(wire / 1_000)) : Math.floor(wire / 1_000);

/**
 * A game aggregator inside this api that behaves like Hub88 towards us (docs/casino.md): its Games API, its games in
 * our iframe, signed calls to our wallet with Hub88's retries and rollbacks. The embedded default of `npm start`.
 */
export async function createSandboxAggregator(options: SandboxAggregatorOptions): Promise<SandboxAggregator> {
  const keys = await ensureSandboxKeys(options.db);
  const wallet = createWalletClient(`${options.internalUrl}/wallet/hub88`, privateKeyOf(keys.aggregator.privatePem), options.post);
  const deps: SpinDeps = { db: options.db, queue: options.queue, wallet, toWire, fromWire };
  options.queue.define<{ roundId: number }>({
    name: WIN_JOB,
    retryLimit: 20,
    retryDelayS: 5,
    retryBackoff: true,
    handler: async ({ roundId }) => void (await sendWin(deps, roundId)),
    onDeadLetter: async ({ roundId }) => options.log.error({ roundId }, 'sandbox aggregator: a win was never accepted'),
  });
  options.queue.define<{ roundId: number }>({
    name: ROLLBACK_JOB,
    retryLimit: 20,
    retryDelayS: 5,
    retryBackoff: true,
    handler: ({ roundId }) => sendRollback(deps, roundId),
    onDeadLetter: async ({ roundId }) => options.log.error({ roundId }, 'sandbox aggregator: a rollback was never accepted'),
  });
  const client = createHub88Client({
    apiUrl: `${options.internalUrl}${SANDBOX_PREFIX}`,
    operatorId: SANDBOX_OPERATOR_ID,
    privateKey: privateKeyOf(keys.operator.privatePem),
    post: options.post,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(sandboxOperatorRoutes, {
      prefix: SANDBOX_PREFIX,
      db: options.db,
      operatorPublicKey: publicKeyOf(keys.operator.publicPem),
      operatorId: SANDBOX_OPERATOR_ID,
      publicUrl: options.publicUrl,
    });
    await app.register(sandboxPlayRoutes, { prefix: SANDBOX_PREFIX, deps, frameAncestors: options.frameAncestors });
  };
  return { client, aggregatorPublicKeyPem: keys.aggregator.publicPem, routes };
}
