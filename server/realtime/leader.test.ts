import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { createPgliteDb } from '../db/pglite-db';
import { createPostgresDb } from '../db/postgres-db';
import { createMemoryBus } from './bus';
import { runOnEngine } from './commands';
import { createLeaderLoop } from './leader';
import { advisoryKeyOf, createLeaderLock } from './leader-lock';
import { createFakeGame } from './test-kit';
import type { Publish, RealtimeEvent } from './types';
import { testDatabaseEnv } from '../config';

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};
const silent = { info: () => undefined, error: () => undefined };

/** Two candidates for one game's leadership, each with its own engine; both read one bus. */
function candidates(dbs: [Db, Db], name: string) {
  const bus = createMemoryBus({ commandTimeoutMs: 1_000 });
  const events: RealtimeEvent[] = [];
  bus.onEvent((event) => events.push(event));
  const nodes = dbs.map((db) => {
    const { engine } = createFakeGame();
    let publish: Publish | null = null;
    const start = engine.start.bind(engine);
    engine.start = (given) => ((publish = given), start(given));
    const loop = createLeaderLoop({
      engine,
      bus,
      lock: createLeaderLock(db, name),
      run: (c) => runOnEngine(engine, c, silent),
      retryMs: 100,
      log: silent,
    });
    return { engine, loop, publishOf: () => publish };
  });
  return { nodes, events, bus };
}

describe('leader lock on PGlite (one process)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createPgliteDb(null);
  });
  afterAll(async () => {
    await db.close();
  });

  it('lets one holder have a name at a time', async () => {
    const first = createLeaderLock(db, 'crash');
    const second = createLeaderLock(db, 'crash');
    expect(await first.tryAcquire()).toBe(true);
    expect(await second.tryAcquire()).toBe(false);
    expect(await createLeaderLock(db, 'roulette').tryAcquire()).toBe(true);
    await first.release();
    expect(await second.tryAcquire()).toBe(true);
    await second.release();
  });

  it('runs one engine; when its loop stops, the other takes over and the old one can publish no more', async () => {
    const { nodes, events } = candidates([db, db], 'loop');
    nodes[0].loop.start();
    await until(() => nodes[0].loop.isLeading());
    nodes[1].loop.start();
    expect(events).toEqual([expect.objectContaining({ type: 'round_betting' })]);
    const stale = nodes[0].publishOf()!;
    await nodes[0].loop.stop();
    expect(nodes[0].engine.stops).toBe(1);
    await until(() => nodes[1].loop.isLeading());
    expect(nodes[1].engine.starts).toBe(1);
    stale({ game: 'crash', type: 'tick' });
    expect(events.map((event) => event.type)).toEqual(['round_betting', 'round_betting']);
    await nodes[1].loop.stop();
  });

  it('lets go of the lock when its engine fails, so another node leads', async () => {
    const { nodes } = candidates([db, db], 'failing');
    nodes[0].engine.start = async () => {
      throw new Error('the database is gone');
    };
    nodes[0].loop.start();
    await until(() => nodes[0].engine.stops === 1);
    nodes[1].loop.start();
    await until(() => nodes[1].loop.isLeading());
    expect(nodes[0].loop.isLeading()).toBe(false);
    await Promise.all(nodes.map(({ loop }) => loop.stop()));
  });
});

const url = testDatabaseEnv().url;

describe.skipIf(!url)('leader lock on PostgreSQL (DATABASE_URL)', () => {
  let nodeA: Db;
  let nodeB: Db;
  let admin: pg.Client;
  beforeAll(async () => {
    nodeA = createPostgresDb({ url: url!, poolMax: 2 });
    nodeB = createPostgresDb({ url: url!, poolMax: 2 });
    admin = new pg.Client({ connectionString: url! });
    await admin.connect();
  });
  afterAll(async () => {
    await Promise.all([nodeA?.close(), nodeB?.close(), admin?.end()]);
  });

  /** Ends the server session that holds the advisory lock of `name`, as a crashed node or a cut network would. */
  const killHolder = async (name: string) => {
    const rows = await admin.query(
      `SELECT pg_terminate_backend(pid) AS killed FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND ((classid::bigint << 32) | objid::bigint) = $1::bigint`,
      [advisoryKeyOf(name)],
    );
    expect(rows.rows).toEqual([{ killed: true }]);
  };

  it('lets one node hold it; a killed holder loses it (and hears so) and the other node takes it', async () => {
    const name = `test:${randomUUID()}`;
    const holder = createLeaderLock(nodeA, name);
    const other = createLeaderLock(nodeB, name);
    let lost = 0;
    holder.onLost(() => (lost += 1));
    expect(await holder.tryAcquire()).toBe(true);
    expect(await other.tryAcquire()).toBe(false);
    expect(await holder.check()).toBe(true);
    await killHolder(name);
    await until(() => lost === 1);
    expect(await holder.check()).toBe(false);
    expect(await other.tryAcquire()).toBe(true);
    expect(await holder.tryAcquire()).toBe(false);
    await other.release();
    expect(await holder.tryAcquire()).toBe(true);
    await holder.release();
  });

  it("moves the engine to the other node when the leader's lock connection dies", async () => {
    const name = `test:${randomUUID()}`;
    const { nodes, events } = candidates([nodeA, nodeB], name);
    nodes[0].loop.start();
    await until(() => nodes[0].loop.isLeading());
    nodes[1].loop.start();
    await killHolder(name);
    await until(() => nodes[1].loop.isLeading());
    expect(nodes[0].loop.isLeading()).toBe(false);
    expect(nodes[0].engine.stops).toBe(1);
    expect(nodes[1].engine.starts).toBe(1);
    expect(events.filter((event) => event.type === 'round_betting')).toHaveLength(2);
    await Promise.all(nodes.map(({ loop }) => loop.stop()));
  });
});
