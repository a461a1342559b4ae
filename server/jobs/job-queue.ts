import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { findCurrentSchema, toBossDb } from './repository';

/*
 * The durable job queue (DESIGN.md, Providers): pg-boss 10 on the app's own database, so a job survives a restart
 * of the process and is retried with backoff until its handler succeeds or its attempts run out; then it moves to
 * the queue's dead-letter queue, whose handler records it. PGlite runs one statement at a time, so polling is modest.
 */

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type JobContext = { id: string; /** 0 on the first attempt. */ retryCount: number; retryLimit: number };

export type JobDefinition<Data> = {
  name: string;
  handler: (data: Data, job: JobContext) => Promise<void>;
  /** Attempts after the first one. */
  retryLimit: number;
  /** The first retry waits this long; with backoff each next one waits about twice as long (plus jitter). */
  retryDelayS: number;
  retryBackoff: boolean;
  /** A job running longer than this is failed (and retried): a worker that died mid-job does not hold it forever. */
  expireInS?: number;
  /** Called once with a job's data when its last attempt failed. */
  onDeadLetter?: (data: Data, job: { id: string }) => Promise<void>;
};

export type SendOptions = {
  /** Not before this moment (a delayed job). */
  startAfter?: Date;
  /** Enqueue inside the caller's transaction, so the job exists exactly when the caller's rows do. */
  tx?: Queryable;
  /** At most one job with this key per `singletonSeconds` slot: a second send in the slot is dropped (returns null). */
  singletonKey?: string;
  singletonSeconds?: number;
};

export type JobQueue = {
  /** Registers a job kind; call before start(). */
  define<Data extends object>(definition: JobDefinition<Data>): void;
  /** Installs or migrates pg-boss's schema, creates the queues and starts their workers. */
  start(): Promise<void>;
  /** The job's id; null only when a singleton send was dropped (its slot holds one already). */
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string | null>;
  /** Waits for jobs in flight (up to timeoutMs) and stops polling; jobs left are picked up by the next start. */
  stop(timeoutMs?: number): Promise<void>;
  /** The schema pg-boss keeps its tables in. */
  schema(): string | null;
};

export type JobQueueOptions = {
  db: Db;
  log: JobLog;
  /** How often an idle worker asks for jobs. At least 0.5 (pg-boss's minimum). */
  pollingIntervalS?: number;
  /** Jobs fetched at once per queue; each succeeds or fails on its own. */
  batchSize?: number;
  /** pg-boss's schema; by default derived from the connection's current schema (see bossSchemaFor). */
  schema?: string;
};

const DEAD_LETTER_SUFFIX = '__dead';

/** pg-boss's tables sit beside the app's: "pgboss" for the public schema, "<schema>_pgboss" for another (tests). */
export function bossSchemaFor(currentSchema: string): string {
  return currentSchema === 'public' ? 'pgboss' : `${currentSchema}_pgboss`;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const pollingIntervalS = options.pollingIntervalS ?? 2;
  const batchSize = options.batchSize ?? 5;
  const definitions = new Map<string, JobDefinition<object>>();
  const workerIds = new Map<string, string>();
  let boss: PgBoss | null = null;
  let schema: string | null = null;

  const runBatch = async (bossInstance: PgBoss, definition: JobDefinition<object>, jobs: PgBoss.JobWithMetadata<object>[]) => {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await definition.handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
        } catch (error) {
          // Failing this job alone: pg-boss then completes the batch's other jobs (it only completes active ones).
          const message = error instanceof Error ? error.message : String(error);
          const last = job.retryCount >= job.retryLimit;
          log.warn({ job: job.id, queue: definition.name, attempt: job.retryCount + 1, last, err: message }, 'job failed');
          await bossInstance.fail(definition.name, job.id, { message });
        }
      }),
    );
  };

  return {
    define(definition) {
      if (boss) throw new Error(`define(${definition.name}) after start()`);
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },

    async start() {
      if (boss) return;
      schema = options.schema ?? bossSchemaFor((await findCurrentSchema(db)) ?? 'public');
      const instance = new PgBoss({
        db: toBossDb(db),
        schema,
        schedule: false,
        supervise: true,
        // Stuck jobs (a worker that died) are expired and retried by this maintenance.
        maintenanceIntervalSeconds: 60,
      });
      instance.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
      await instance.start();
      boss = instance;
      for (const definition of definitions.values()) {
        const deadLetter = definition.onDeadLetter ? `${definition.name}${DEAD_LETTER_SUFFIX}` : undefined;
        if (deadLetter) await instance.createQueue(deadLetter, { name: deadLetter, retryLimit: 3, retryDelay: 60 });
        const queue: PgBoss.Queue = {
          name: definition.name,
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelayS,
          retryBackoff: definition.retryBackoff,
          expireInSeconds: definition.expireInS ?? 300,
          ...(deadLetter ? { deadLetter } : {}),
        };
        if (await instance.getQueue(definition.name)) await instance.updateQueue(definition.name, queue);
        else await instance.createQueue(definition.name, queue);
        const workOptions = { batchSize, includeMetadata: true as const, pollingIntervalSeconds: pollingIntervalS };
        const id = await instance.work<object>(definition.name, workOptions, (jobs) => runBatch(instance, definition, jobs));
        workerIds.set(definition.name, id);
        if (deadLetter && definition.onDeadLetter) {
          const onDead = definition.onDeadLetter;
          await instance.work<object>(deadLetter, { batchSize, pollingIntervalSeconds: pollingIntervalS }, async (jobs) => {
            for (const job of jobs) await onDead(job.data, { id: job.id });
          });
        }
      }
    },

    async send(name, data, sendOptions = {}) {
      if (!boss) throw new Error(`send(${name}) before the job queue started`);
      if (!definitions.has(name)) throw new Error(`send(${name}): no such job`);
      const id = await boss.send(name, data, {
        startAfter: sendOptions.startAfter,
        db: sendOptions.tx ? toBossDb(sendOptions.tx) : undefined,
        singletonKey: sendOptions.singletonKey,
        singletonSeconds: sendOptions.singletonSeconds,
      });
      if (!id) {
        if (sendOptions.singletonKey) return null;
        throw new Error(`send(${name}) was refused by the queue`);
      }
      // A job due now need not wait for the next poll (inside a transaction it is visible after commit: the poll takes it).
      const worker = workerIds.get(name);
      if (worker && !sendOptions.startAfter && !sendOptions.tx) boss.notifyWorker(worker);
      return id;
    },

    async stop(timeoutMs = 10_000) {
      const instance = boss;
      if (!instance) return;
      boss = null;
      workerIds.clear();
      await instance.stop({ graceful: true, wait: true, timeout: Math.max(timeoutMs, 1000) });
    },

    schema: () => schema,
  };
}
