import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { RateLimiter } from '../../http/rate-limit';
import type { JobQueue } from '../../jobs/job-queue';
import { attributionOperatorRoutes } from './operator-routes';
import { deliverPostback, markPostbackFailed, POSTBACK_JOB, queuePendingPostbacks, type PostbackDeps } from './postbacks';
import { attributionRoutes } from './routes';

export const POSTBACK_PUMP_JOB = 'attribution-postbacks-pump';

export type Attribution = {
  /** Keeps the pump ticking (call once the api listens). */
  start(): Promise<void>;
  /** Moves pending postbacks onto the queue now; returns how many. */
  pump(): Promise<number>;
};

export type AttributionOptions = {
  config: Pick<Config, 'env' | 'operatorApiKey'>;
  db: Db;
  queue: JobQueue;
  limiter: RateLimiter;
  /** Delivery retries; tests shorten them. */
  postbackRetry?: { retryLimit: number; retryDelayS: number; pumpEveryS: number };
};

const DEFAULT_RETRY = { retryLimit: 10, retryDelayS: 30, pumpEveryS: 10 };

/**
 * Attribution (docs/attribution.md): the landing and attachSource routes, the operator's report and postback routes,
 * and the postbacks' delivery. A registration or first deposit writes its postback rows in its own transaction; a
 * pump job moves them onto the job queue, where each is delivered (signed) and retried with backoff.
 */
export async function registerAttribution(app: FastifyInstance, options: AttributionOptions): Promise<Attribution> {
  const { config, db, queue, limiter } = options;
  const retry = options.postbackRetry ?? DEFAULT_RETRY;
  const strict = config.env === 'production';
  await app.register(attributionRoutes, { deps: { db, limiter } });
  if (config.operatorApiKey) await app.register(attributionOperatorRoutes, { db, key: config.operatorApiKey, strict });

  const deps: PostbackDeps = { db, queue, strict, timeoutMs: 10_000 };
  queue.define<{ id: number }>({
    name: POSTBACK_JOB,
    retryLimit: retry.retryLimit,
    retryDelayS: retry.retryDelayS,
    retryBackoff: true,
    expireInS: 60,
    handler: (data) => deliverPostback(deps, data.id),
    onDeadLetter: (data) => markPostbackFailed(db, data.id),
  });
  const scheduleNext = () =>
    queue.send(
      POSTBACK_PUMP_JOB,
      {},
      { startAfter: new Date(Date.now() + retry.pumpEveryS * 1000), singletonKey: POSTBACK_PUMP_JOB, singletonSeconds: retry.pumpEveryS },
    );
  queue.define({
    name: POSTBACK_PUMP_JOB,
    retryLimit: 5,
    retryDelayS: 10,
    retryBackoff: true,
    handler: async () => {
      try {
        await queuePendingPostbacks(deps);
      } finally {
        await scheduleNext();
      }
    },
  });
  return {
    async start() {
      await queuePendingPostbacks(deps).catch((error) => app.log.warn({ err: error }, 'attribution: the first postback pump failed'));
      await scheduleNext();
    },
    pump: () => queuePendingPostbacks(deps),
  };
}
