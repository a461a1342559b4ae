import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerByEmail, type InvalidReply } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { requireUser } from './authenticate';
import { randomUUID } from 'node:crypto';
import { claimKeys } from './idempotency';
import { insertNode, stopNode } from './node-lease-repository';

let t: TestApp;
const NODE = randomUUID();
let alice: string;
let bob: string;
let executions = 0;
let gate: Promise<void> | null = null;
let failNext = false;

beforeAll(async () => {
  t = await createTestApp();
  // Routes of this test only: one that opts in, one that does not.
  const body = z.object({ amount: z.number().int(), note: z.string().optional() });
  for (const url of ['/test/idempotent', '/test/idempotent-too']) {
    t.app.post(url, { onRequest: requireUser, config: { idempotency: true }, schema: { body } }, async (request, reply) => {
      executions += 1;
      const execution = executions;
      if (gate) await gate;
      if (failNext) {
        failNext = false;
        throw new Error('boom');
      }
      return reply.code(201).send({ execution, amount: (request.body as { amount: number }).amount });
    });
  }
  t.app.post('/test/plain', { onRequest: requireUser }, async () => ({ execution: (executions += 1) }));
  // As the games' resolvePlayer does for a demo session: the hook names whose keys these are, bearer or not.
  t.app.post(
    '/test/scoped',
    {
      onRequest: async (request) => {
        request.idempotencyScope = `demo:${String(request.headers['x-session'])}`;
      },
      config: { idempotency: true },
    },
    async () => ({ execution: (executions += 1) }),
  );
  alice = await registerByEmail(t.app, 'idem-alice@example.com');
  bob = await registerByEmail(t.app, 'idem-bob@example.com');
});
afterAll(async () => {
  await t.close();
});

const call = (payload: object, key: string | null, token = alice, url = '/test/idempotent') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
  });

describe('HTTP idempotency: a retried request gets the first reply and runs once', () => {
  it('a replay returns the first status and body without running the handler again', async () => {
    const first = await call({ amount: 5, note: 'x' }, 'key-replay');
    expect(first.statusCode).toBe(201);
    const before = executions;
    const again = await call({ note: 'x', amount: 5 }, 'key-replay');
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(executions).toBe(before);
  });

  it('the same key with a different request is refused in the spec shape', async () => {
    await call({ amount: 1 }, 'key-other-body');
    const before = executions;
    const other = await call({ amount: 2 }, 'key-other-body');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: expect.any(String),
      errors: { 'Idempotency-Key': [expect.stringMatching(/^idempotency_key_reused: /)] },
    });
    expect(executions).toBe(before);
  });

  it('keys are namespaced by user and route', async () => {
    const before = executions;
    const mine = await call({ amount: 3 }, 'key-shared');
    const theirs = await call({ amount: 3 }, 'key-shared', bob);
    const otherRoute = await call({ amount: 3 }, 'key-shared', alice, '/test/idempotent-too');
    expect([mine.statusCode, theirs.statusCode, otherRoute.statusCode]).toEqual([201, 201, 201]);
    expect(executions).toBe(before + 3);
  });

  it("a hook's scope outranks the address and the bearer user: sessions behind one address keep their keys apart", async () => {
    const scoped = (session: string, token: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/test/scoped',
        remoteAddress: '203.0.113.5',
        payload: {},
        headers: { 'x-session': session, 'idempotency-key': 'key-scoped', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    const before = executions;
    const [one, two, withBearer] = [await scoped('1', null), await scoped('2', null), await scoped('3', alice)];
    expect([one, two, withBearer].map((res) => res.headers['idempotent-replayed'])).toEqual([undefined, undefined, undefined]);
    expect(executions).toBe(before + 3);
    const again = await scoped('2', bob);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(two.body);
  });

  it('concurrent duplicates do not both execute: the second is told the first is still running', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const before = executions;
    const first = call({ amount: 7 }, 'key-concurrent');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await call({ amount: 7 }, 'key-concurrent');
    open();
    gate = null;
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: expect.any(String) });
    expect((await first).statusCode).toBe(201);
    expect(executions).toBe(before + 1);
    expect((await call({ amount: 7 }, 'key-concurrent')).json()).toEqual({ execution: before + 1, amount: 7 });
  });

  it('concurrent requests with their own keys (claimed and stored together) each replay their own reply', async () => {
    const keys = Array.from({ length: 24 }, (_, i) => `key-together-${i}`);
    const first = await Promise.all(keys.map((key, i) => call({ amount: i }, key)));
    expect(first.map((res) => res.statusCode)).toEqual(keys.map(() => 201));
    expect(first.map((res) => res.json<{ amount: number }>().amount)).toEqual(keys.map((_, i) => i));
    const before = executions;
    const again = await Promise.all(keys.map((key, i) => call({ amount: i }, key)));
    expect(again.map((res) => res.body)).toEqual(first.map((res) => res.body));
    expect(again.every((res) => res.headers['idempotent-replayed'] === 'true')).toBe(true);
    expect(executions).toBe(before);
  });

  it('duplicates sent at once, even with different bodies: one runs, the others are refused, its body is the one kept', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const before = executions;
    let answered = 0;
    const sent = [1, 2, 1, 2, 1].map((amount) =>
      call({ amount }, 'key-at-once').then((res) => {
        answered += 1;
        return { amount, res };
      }),
    );
    // The one that runs waits at the gate until the other four have been answered: none may arrive after it finished.
    while (answered < 4) await new Promise((resolve) => setTimeout(resolve, 5));
    open();
    gate = null;
    const replies = await Promise.all(sent);
    const ran = replies.filter(({ res }) => res.statusCode === 201);
    expect(ran).toHaveLength(1);
    expect(replies.filter(({ res }) => res.statusCode === 409)).toHaveLength(4);
    expect(executions).toBe(before + 1);
    const winner = ran[0];
    const replay = await call({ amount: winner.amount }, 'key-at-once');
    expect(replay.body).toBe(winner.res.body);
    expect((await call({ amount: 3 - winner.amount }, 'key-at-once')).statusCode).toBe(422);
  });

  it('duplicates in one claim statement: only the first is claimed, with its own fingerprint', async () => {
    const claim = (key: string, fingerprint: string) => ({ scope: 'user:claim-test', route: 'POST /claim-test', key, fingerprint });
    await insertNode(t.testDb.db, NODE);
    const claimed = await claimKeys(t.testDb.db, NODE, [
      claim('b', 'b1'),
      claim('a', 'a1'),
      claim('b', 'b2'),
      claim('a', 'a2'),
      claim('c', 'c1'),
    ]);
    expect(claimed).toEqual([true, true, false, false, true]);
    const rows = await t.testDb.db.query<{ idempotency_key: string; request_sha256: string }>(
      `SELECT idempotency_key, request_sha256 FROM http_idempotency WHERE user_scope = 'user:claim-test' ORDER BY idempotency_key`,
    );
    expect(rows).toEqual([
      { idempotency_key: 'a', request_sha256: 'a1' },
      { idempotency_key: 'b', request_sha256: 'b1' },
      { idempotency_key: 'c', request_sha256: 'c1' },
    ]);
    expect(await claimKeys(t.testDb.db, NODE, [claim('a', 'a1'), claim('d', 'd1')])).toEqual([false, true]);
  });

  it('an unanswered claim is free at once when its node is gone (stopped or its lease lapsed), not before', async () => {
    const db = t.testDb.db;
    const [a, b] = [randomUUID(), randomUUID()];
    await insertNode(db, a);
    await insertNode(db, b);
    const claim = (key: string) => ({ scope: 'user:lease-test', route: 'POST /lease-test', key, fingerprint: 'f' });
    expect(await claimKeys(db, a, [claim('k1'), claim('k2')])).toEqual([true, true]);
    expect(await claimKeys(db, b, [claim('k1'), claim('k2')])).toEqual([false, false]);
    await db.query(`UPDATE api_nodes SET seen_at = now() - interval '5 seconds' WHERE id = $1`, [a]);
    expect(await claimKeys(db, b, [claim('k1')])).toEqual([true]);
    // The key is now b's: a's lapsed lease no longer frees it.
    expect(await claimKeys(db, randomUUID(), [claim('k1')])).toEqual([false]);
    await stopNode(db, b);
    expect(await claimKeys(db, a, [claim('k1')])).toEqual([true]);
    // A claim made before node ids (null) keeps the 120 s rule only.
    await db.query(`UPDATE http_idempotency SET node_id = NULL WHERE user_scope = 'user:lease-test' AND idempotency_key = 'k1'`);
    expect(await claimKeys(db, b, [claim('k1')])).toEqual([false]);
  });

  it("the app's node renews its lease while it runs and is marked stopped when it closes", async () => {
    const other = await createTestApp();
    const nodes = () => other.testDb.db.query<{ seen_at: Date; stopped_at: Date | null }>('SELECT seen_at, stopped_at FROM api_nodes');
    const [first] = await nodes();
    expect(first.stopped_at).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const [renewed] = await nodes();
    expect(renewed.seen_at.getTime()).toBeGreaterThan(first.seen_at.getTime());
    await other.app.close();
    const [stopped] = await nodes();
    expect(stopped.stopped_at).not.toBeNull();
    await other.ledger.close();
    await other.testDb.close();
  });

  it('a failed first attempt (5xx) is not stored: the retry runs', async () => {
    failNext = true;
    const failed = await call({ amount: 9 }, 'key-failed');
    expect(failed.statusCode).toBe(500);
    const retried = await call({ amount: 9 }, 'key-failed');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('an opted-in route requires a well-formed key; other routes ignore the header', async () => {
    for (const key of [null, '', 'x'.repeat(201), 'has space']) {
      const res = await call({ amount: 1 }, key);
      expect(res.statusCode).toBe(422);
      expect(res.json<InvalidReply>().errors['Idempotency-Key']).toHaveLength(1);
    }
    const before = executions;
    await call({}, 'key-plain', alice, '/test/plain');
    await call({}, 'key-plain', alice, '/test/plain');
    expect(executions).toBe(before + 2);
  });
});
