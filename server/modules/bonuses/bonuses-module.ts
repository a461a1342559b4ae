import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import type { RateLimitRule } from '../../config';
import type { RateLimiter } from '../../http/rate-limit';
import type { JobQueue } from '../../jobs/job-queue';
import type { Ledger } from '../../ledger/ledger';
import type { BonusConfig } from './bonus-config';
import { readBonusSeed } from './definitions';
import { upsertDefinition } from './repository';
import { bonusRoutes } from './routes';
import { sweepActive } from './wagering';

export const BONUS_SWEEP_JOB = 'bonus-sweep';

export type Bonuses = {
  /** Keeps the sweep (conversions of wagered bonuses, expiries) running on the job queue; call once the api listens. */
  start(): Promise<void>;
  sweep(): Promise<number>;
};

export type BonusModuleOptions = {
  config: BonusConfig;
  db: Db;
  ledger: Ledger;
  queue: JobQueue;
  limiter: RateLimiter;
  promoRule: RateLimitRule;
};

/** The bonus engine (docs/bonuses.md): the seed's definitions written, the routes, the sweep job. */
export async function registerBonuses(app: FastifyInstance, options: BonusModuleOptions): Promise<Bonuses> {
  const { config, db, ledger, queue } = options;
  const seed = readBonusSeed(config.bonusesFile);
  for (const definition of seed.definitions) await upsertDefinition(db, definition);
  const deps = { db, ledger };
  await app.register(bonusRoutes, { deps, seed, limiter: options.limiter, promoRule: options.promoRule });

  const intervalS = config.bonusSweepIntervalS;
  const scheduleNext = () =>
    queue.send(
      BONUS_SWEEP_JOB,
      {},
      { startAfter: new Date(Date.now() + intervalS * 1000), singletonKey: BONUS_SWEEP_JOB, singletonSeconds: intervalS },
    );
  queue.define({
    name: BONUS_SWEEP_JOB,
    retryLimit: 3,
    retryDelayS: 10,
    retryBackoff: true,
    handler: async () => {
      const ended = await sweepActive(deps);
      if (ended > 0) app.log.info({ ended }, 'bonuses: wagered or expired bonuses ended');
      await scheduleNext();
    },
  });
  return { sweep: () => sweepActive(deps), start: async () => void (await scheduleNext()) };
}
