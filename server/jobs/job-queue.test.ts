import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';
import { createTestDb, type TestDb } from '../test/test-db';
import { bossSchemaFor, createJobQueue, type JobLog, type JobQueue } from './job-queue';

const silent: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function testDb(): Promise<TestDb> {
  const testDb = await createTestDb();
  cleanups.push(() => testDb.close());
  return testDb;
}

function queueOn(db: Db): JobQueue {
  const queue = createJobQueue({ db, log: silent, pollingIntervalS: 0.5 });
  cleanups.push(() => queue.stop());
  return queue;
}

async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('job queue (pg-boss on the app database)', () => {
  it('keeps its tables in a schema derived from the connection', () => {
    expect(bossSchemaFor('public')).toBe('pgboss');
    expect(bossSchemaFor('test_abc123')).toBe('test_abc123_pgboss');
  });

  it('retries a failing job until it succeeds', async () => {
    const { db } = await testDb();
    const queue = queueOn(db);
    const attempts: number[] = [];
    queue.define<{ n: number }>({
      name: 'flaky',
      retryLimit: 5,
      retryDelayS: 1,
      retryBackoff: false,
      handler: async (data, job) => {
        attempts.push(job.retryCount);
        expect(data.n).toBe(7);
        if (job.retryCount < 2) throw new Error('receiver down');
      },
    });
    await queue.start();
    await queue.send('flaky', { n: 7 });
    await until(() => attempts.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('dead-letters a job whose attempts ran out, once', async () => {
    const { db } = await testDb();
    const queue = queueOn(db);
    let attempts = 0;
    const dead: { id: string; data: unknown }[] = [];
    queue.define<{ what: string }>({
      name: 'hopeless',
      retryLimit: 1,
      retryDelayS: 1,
      retryBackoff: false,
      handler: async () => {
        attempts += 1;
        throw new Error('never works');
      },
      onDeadLetter: async (data, job) => {
        dead.push({ id: job.id, data });
      },
    });
    await queue.start();
    await queue.send('hopeless', { what: 'x' });
    await until(() => dead.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(attempts).toBe(2);
    expect(dead).toHaveLength(1);
    expect(dead[0].data).toEqual({ what: 'x' });
  });

  it('runs a delayed job no earlier than its start time', async () => {
    const { db } = await testDb();
    const queue = queueOn(db);
    const ranAt: number[] = [];
    queue.define<object>({
      name: 'later',
      retryLimit: 0,
      retryDelayS: 1,
      retryBackoff: false,
      handler: async () => void ranAt.push(Date.now()),
    });
    await queue.start();
    const startAfter = new Date(Date.now() + 2000);
    await queue.send('later', {}, { startAfter });
    await until(() => ranAt.length === 1);
    expect(ranAt[0]).toBeGreaterThanOrEqual(startAfter.getTime() - 50);
  });

  it('enqueues inside a transaction: a rolled-back transaction leaves no job', async () => {
    const { db } = await testDb();
    const queue = queueOn(db);
    const seen: string[] = [];
    queue.define<{ tag: string }>({
      name: 'tx-job',
      retryLimit: 0,
      retryDelayS: 1,
      retryBackoff: false,
      handler: async (data) => void seen.push(data.tag),
    });
    await queue.start();
    await expect(
      db.transaction(async (tx) => {
        await queue.send('tx-job', { tag: 'rolled-back' }, { tx });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await db.transaction(async (tx) => {
      await queue.send('tx-job', { tag: 'committed' }, { tx });
    });
    await until(() => seen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(seen).toEqual(['committed']);
  });

  it('refuses to send before start and unknown jobs', async () => {
    const { db } = await testDb();
    const queue = queueOn(db);
    await expect(queue.send('nothing', {})).rejects.toThrow(/before the job queue started/);
    await queue.start();
    await expect(queue.send('nothing', {})).rejects.toThrow(/no such job/);
  });
});

describe('job queue durability', () => {
  it('a job sent before a restart of the process runs after it (PGlite on disk, reopened)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jobs-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const define = (queue: JobQueue, seen: string[]) =>
      queue.define<{ tag: string }>({
        name: 'durable',
        retryLimit: 3,
        retryDelayS: 1,
        retryBackoff: false,
        handler: async (data) => void seen.push(data.tag),
      });

    const first = await createPgliteDb(dir);
    await migrate(first);
    const before = createJobQueue({ db: first, log: silent, pollingIntervalS: 0.5 });
    const seenBefore: string[] = [];
    define(before, seenBefore);
    await before.start();
    await before.send('durable', { tag: 'survives' }, { startAfter: new Date(Date.now() + 1500) });
    await before.stop();
    await first.close();
    expect(seenBefore).toEqual([]);

    const second = await createPgliteDb(dir);
    cleanups.push(() => second.close());
    const after = queueOn(second);
    const seenAfter: string[] = [];
    define(after, seenAfter);
    await after.start();
    await until(() => seenAfter.length === 1);
    expect(seenAfter).toEqual(['survives']);
  });

  it('a job retried across a restart of the queue on the same database keeps its attempt count', async () => {
    const { db } = await testDb();
    const attempts: number[] = [];
    const define = (queue: JobQueue, fail: boolean) =>
      queue.define<object>({
        name: 'restartable',
        retryLimit: 5,
        retryDelayS: 2,
        retryBackoff: false,
        handler: async (_data, job) => {
          attempts.push(job.retryCount);
          if (fail) throw new Error('down');
        },
      });
    const before = createJobQueue({ db, log: silent, pollingIntervalS: 0.5 });
    define(before, true);
    await before.start();
    await before.send('restartable', {});
    await until(() => attempts.length === 1);
    await before.stop();

    const after = queueOn(db);
    define(after, false);
    await after.start();
    await until(() => attempts.length === 2);
    expect(attempts).toEqual([0, 1]);
  });
});
