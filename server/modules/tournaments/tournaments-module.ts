import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import type { JobQueue } from '../../jobs/job-queue';
import type { Ledger } from '../../ledger/ledger';
import { DAILY_RACES } from './daily-races';
import { tournamentsRoutes } from './routes';
import { ensureDailyRaces, finishEnded } from './service';

export const TOURNAMENTS_TICK_JOB = 'tournaments-tick';

/** How often the job announces the daily races and pays the ended tournaments. */
const TICK_S = 60;

export type Tournaments = {
  /** Announces today's and tomorrow's daily races now and keeps the job ticking (call once the api listens). */
  start(): Promise<void>;
};

/**
 * Races and tournaments (docs in service.ts): the public routes, and a durable job that every minute creates the
 * configured daily races ahead and finishes (pays) the ended ones. Each node schedules the tick under one singleton
 * key, and finishing is exactly-once in the database, so any number of nodes may run it.
 */
export async function registerTournaments(
  app: FastifyInstance,
  options: { db: Db; ledger: Ledger; queue: JobQueue; /** How long a tournament's standings are reused (0: never). */ cacheTtlMs: number },
): Promise<Tournaments> {
  const { db, ledger, queue } = options;
  await app.register(tournamentsRoutes, { db, cacheTtlMs: options.cacheTtlMs });

  const scheduleNext = () =>
    queue.send(
      TOURNAMENTS_TICK_JOB,
      {},
      { startAfter: new Date(Date.now() + TICK_S * 1000), singletonKey: TOURNAMENTS_TICK_JOB, singletonSeconds: TICK_S },
    );
  const tick = async () => {
    const created = await ensureDailyRaces(db, DAILY_RACES);
    const finished = await finishEnded({ db, ledger });
    if (created > 0 || finished > 0) app.log.info({ created, finished }, 'tournaments: daily races announced, ended ones paid');
  };
  queue.define({
    name: TOURNAMENTS_TICK_JOB,
    retryLimit: 5,
    retryDelayS: 30,
    retryBackoff: true,
    handler: async () => {
      try {
        await tick();
      } finally {
        await scheduleNext();
      }
    },
  });
  return {
    async start() {
      try {
        await tick();
      } catch (error) {
        app.log.warn({ err: error }, 'tournaments: the first tick failed; the job retries');
      }
      await scheduleNext();
    },
  };
}
