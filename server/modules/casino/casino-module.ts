import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { JobQueue } from '../../jobs/job-queue';
import type { Ledger } from '../../ledger/ledger';
import type { GameAggregator } from '../../aggregators/types';
import { createHub88Client, fetchPost, type HttpPost } from '../../aggregators/hub88/client';
import { privateKeyOf, publicKeyOf } from '../../aggregators/hub88/signature';
import { casinoRoutes } from './routes';
import { syncCatalog } from './service';
import { walletRoutes } from './wallet-routes';

export const CATALOG_SYNC_JOB = 'casino-catalog-sync';

export type Casino = {
  /** Syncs the catalogue now and keeps it synced by the job queue (call once the api listens). */
  start(): Promise<void>;
  syncCatalog(): Promise<number>;
};

export type CasinoModuleOptions = {
  config: Pick<Config, 'hub88' | 'casinoSandbox' | 'catalogSyncIntervalS' | 'apiPublicUrl' | 'webOrigins' | 'webUrl' | 'host' | 'port'>;
  db: Db;
  ledger: Ledger;
  queue: JobQueue;
  /** How the api reaches the aggregator and the sandbox reaches the wallet; tests route it into app.inject. */
  post?: HttpPost;
};

/** Loopback for a wildcard bind: the api's own address for calls it makes to itself (the sandbox aggregator). */
const internalUrlOf = (host: string, port: number) =>
  `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`;

/** The slots and live casino (docs/casino.md): the configured aggregator, its wallet, the catalogue and launches. */
export async function registerCasino(app: FastifyInstance, options: CasinoModuleOptions): Promise<Casino> {
  const { config, db, ledger, queue } = options;
  const post = options.post ?? fetchPost(10_000);
  let aggregator: GameAggregator | null = null;
  let aggregatorPublicKeyPem: string | null = null;
  if (config.hub88) {
    aggregator = createHub88Client({
      apiUrl: config.hub88.apiUrl,
      operatorId: config.hub88.operatorId,
      privateKey: privateKeyOf(config.hub88.privateKeyPem),
      post,
    });
    aggregatorPublicKeyPem = config.hub88.publicKeyPem;
  } else if (config.casinoSandbox) {
    // Loaded only when on: a production api never carries the sandbox's code.
    const { createSandboxAggregator } = await import('../../aggregators/sandbox/sandbox-aggregator');
    const sandbox = await createSandboxAggregator({
      db,
      queue,
      log: app.log,
      publicUrl: config.apiPublicUrl,
      internalUrl: internalUrlOf(config.host, config.port),
      frameAncestors: config.webOrigins,
      post,
    });
    aggregator = sandbox.client;
    aggregatorPublicKeyPem = sandbox.aggregatorPublicKeyPem;
    await app.register(sandbox.routes);
  }
  const name = aggregator?.name ?? 'hub88';
  await app.register(walletRoutes, {
    prefix: `/wallet/${name}`,
    deps: { db, ledger, aggregator: name },
    aggregatorPublicKey: aggregatorPublicKeyPem ? publicKeyOf(aggregatorPublicKeyPem) : null,
  });
  const deps = { db, aggregator };
  await app.register(casinoRoutes, { deps, webOrigins: config.webOrigins, webUrl: config.webUrl });

  const intervalS = config.catalogSyncIntervalS;
  const scheduleNext = () =>
    queue.send(
      CATALOG_SYNC_JOB,
      {},
      { startAfter: new Date(Date.now() + intervalS * 1000), singletonKey: CATALOG_SYNC_JOB, singletonSeconds: intervalS },
    );
  queue.define({
    name: CATALOG_SYNC_JOB,
    retryLimit: 5,
    retryDelayS: 30,
    retryBackoff: true,
    handler: async () => {
      const count = await syncCatalog(deps);
      app.log.info({ games: count }, 'casino catalogue synced');
      await scheduleNext();
    },
  });
  return {
    syncCatalog: () => syncCatalog(deps),
    async start() {
      if (!aggregator) return;
      try {
        await syncCatalog(deps);
      } catch (error) {
        app.log.warn({ err: error }, 'casino catalogue: the first sync failed; the job retries');
        await queue.send(CATALOG_SYNC_JOB, {});
        return;
      }
      await scheduleNext();
    },
  };
}
