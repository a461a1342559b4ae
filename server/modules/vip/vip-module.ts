import type { FastifyInstance } from 'fastify';
import type { RateLimitRule } from '../../config';
import type { Db } from '../../db/db';
import type { RateLimiter } from '../../http/rate-limit';
import type { JobQueue } from '../../jobs/job-queue';
import type { Ledger } from '../../ledger/ledger';
import { vipLevelsRoutes } from './levels-routes';
import { syncLevelUps } from './levels-service';
import { vipRoutes } from './routes';

const VIP_LEVEL_SYNC_JOB = 'vip-level-sync';
/** How often the job rewards the levels players reached (a player reading their status is rewarded at once). */
const SYNC_INTERVAL_S = 60;
/** The job looks at players who bet over this long: a few runs' worth, so a late or failed run misses nobody. */
const SYNC_LOOKBACK_MS = 10 * 60_000;

export type Vip = {
  /** Starts the periodic level-up job (call once the job queue runs). */
  start(): Promise<void>;
  /** One run of the job now; how many players it looked at. */
  syncLevels(since?: Date): Promise<number>;
};

export type VipModuleOptions = { db: Db; ledger: Ledger; queue: JobQueue; limiter: RateLimiter; joinRule: RateLimitRule };

/** The VIP club: the join request, the levels with their rakeback and level-up rewards, and the job that rewards. */
export async function registerVip(app: FastifyInstance, options: VipModuleOptions): Promise<Vip> {
  const { db, ledger, queue } = options;
  const deps = { db, ledger, log: app.log };
  await app.register(vipRoutes, { deps: { db, limiter: options.limiter, joinRule: options.joinRule } });
  await app.register(vipLevelsRoutes, { deps });
  const syncLevels = (since = new Date(Date.now() - SYNC_LOOKBACK_MS)) => syncLevelUps(deps, since);
  const scheduleNext = () =>
    queue.send(
      VIP_LEVEL_SYNC_JOB,
      {},
      {
        startAfter: new Date(Date.now() + SYNC_INTERVAL_S * 1000),
        singletonKey: VIP_LEVEL_SYNC_JOB,
        singletonSeconds: SYNC_INTERVAL_S,
      },
    );
  queue.define({
    name: VIP_LEVEL_SYNC_JOB,
    retryLimit: 5,
    retryDelayS: 30,
    retryBackoff: true,
    handler: async () => {
      const players = await syncLevels();
      if (players > 0) app.log.info({ players }, 'vip levels synced');
      await scheduleNext();
    },
  });
  return {
    syncLevels,
    async start() {
      await scheduleNext();
    },
  };
}
