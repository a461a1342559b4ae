import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testRedisUrl } from '../../config';
import { createLedger } from '../../ledger/ledger';
import { getProfile, post, registerByEmail, type TokenReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashToken } from './service';

const redisUrl = testRedisUrl();
const PASSWORD = 'correct horse battery';
const REVOCATION_BOUND_MS = 1_000;

const logout = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'PUT', url: '/auth/logout', headers: { authorization: `Bearer ${token}` } });
const login = async (app: FastifyInstance, email: string) =>
  (await post(app, '/api/v2/auth/login/email/password', { email, password: PASSWORD })).json<TokenReply>().token;

/** The node's answer to the token once REVOCATION_BOUND_MS have passed since `since` (the guarantee: refused from then on). */
async function statusOnceBoundPassed(app: FastifyInstance, token: string, since: number): Promise<number> {
  const left = since + REVOCATION_BOUND_MS - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return (await getProfile(app, token)).statusCode;
}

describe('revocation on one api node (its session cache on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a logout, the end of the other sessions and a refresh refuse the ended tokens at once, however recently they were used', async () => {
    const first = await registerByEmail(t.app, 'one-node@example.com', PASSWORD);
    const second = await login(t.app, 'one-node@example.com');
    const third = await login(t.app, 'one-node@example.com');
    for (const token of [first, second, third]) expect((await getProfile(t.app, token)).statusCode).toBe(200);

    expect((await logout(t.app, first)).statusCode).toBe(204);
    expect((await getProfile(t.app, first)).statusCode).toBe(401);

    const others = await t.app.inject({ method: 'DELETE', url: '/auth/sessions/others', headers: { authorization: `Bearer ${second}` } });
    expect(others.statusCode).toBe(204);
    expect((await getProfile(t.app, third)).statusCode).toBe(401);

    const refreshed = await t.app.inject({ method: 'POST', url: '/auth/refresh-token', headers: { authorization: `Bearer ${second}` } });
    expect(refreshed.statusCode).toBe(200);
    expect((await getProfile(t.app, second)).statusCode).toBe(401);
    expect((await getProfile(t.app, refreshed.json<{ access_token: string }>().access_token)).statusCode).toBe(200);
  });

  it('a session ended behind the api’s back (no message at all) is refused within 1 s', async () => {
    const token = await registerByEmail(t.app, 'behind-the-back@example.com', PASSWORD);
    expect((await getProfile(t.app, token)).statusCode).toBe(200);
    const revokedAt = performance.now();
    await t.testDb.db.query('UPDATE sessions SET revoked_at = now() WHERE token_sha256 = $1', [hashToken(token)]);
    expect(await statusOnceBoundPassed(t.app, token, revokedAt)).toBe(401);
  });
});

describe.skipIf(!redisUrl)('revocation on two api nodes (one database, Redis)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    const namespace = `test:${randomUUID()}:`;
    // A TTL no test waits for: only the message through Redis can end a token cached on the other node.
    a = await createTestApp({ redisUrl: redisUrl!, sessionCacheTtlMs: 60_000 }, { realtimeNamespace: namespace });
    const ledgerB = createLedger(a.testDb.db, { houseShards: a.config.houseAccountShards });
    b = await buildApp({ config: a.config, db: a.testDb.db, ledger: ledgerB, realtimeNamespace: namespace });
    closeB = async () => {
      await b.close();
      await ledgerB.close();
    };
  });
  afterAll(async () => {
    await closeB?.();
    await a?.close();
  });

  it('a token logged out on one node is refused by the other within 1 s; the user’s other sessions still work there', async () => {
    const token = await registerByEmail(a.app, 'two-nodes@example.com', PASSWORD);
    const other = await login(a.app, 'two-nodes@example.com');
    expect((await getProfile(b, token)).statusCode).toBe(200);
    expect((await getProfile(b, other)).statusCode).toBe(200);
    const loggedOutAt = performance.now();
    expect((await logout(a.app, token)).statusCode).toBe(204);
    expect(await statusOnceBoundPassed(b, token, loggedOutAt)).toBe(401);
    expect((await getProfile(a.app, token)).statusCode).toBe(401);
    expect((await getProfile(b, other)).statusCode).toBe(200);
  });

  it('a password change on one node ends the other sessions on both', async () => {
    const token = await registerByEmail(a.app, 'password-nodes@example.com', PASSWORD);
    const other = await login(a.app, 'password-nodes@example.com');
    expect((await getProfile(b, other)).statusCode).toBe(200);
    const changedAt = performance.now();
    const changed = await a.app.inject({
      method: 'POST',
      url: '/password/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { old_password: PASSWORD, password: 'another long password', password_confirm: 'another long password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await statusOnceBoundPassed(b, other, changedAt)).toBe(401);
    expect((await getProfile(b, token)).statusCode).toBe(200);
  });
});
