import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo-account/service';
import { getProfile, post, registerByEmail, type TokenReply, type ProfileReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashToken, ROTATION_GRACE_S } from './service';

let t: TestApp;

beforeAll(async () => {
  // These tests age tokens by editing their rows, which a node's session cache would not see for its TTL; the cache
  // has its own tests (session-cache.test.ts).
  t = await createTestApp({ sessionCacheTtlMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

const refresh = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/auth/refresh-token', headers: token ? { authorization: `Bearer ${token}` } : {} });
const logout = (token: string) => t.app.inject({ method: 'PUT', url: '/auth/logout', headers: { authorization: `Bearer ${token}` } });

describe('sessions', () => {
  it('stores the session with its expiries, client and only the token hash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register/email',
      payload: { email: 'session@example.com', password: 'long enough password' },
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': 'vitest-agent' },
    });
    const { token } = res.json<TokenReply>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.testDb.db.query<Record<string, unknown>>(
      `SELECT ip, user_agent, revoked_at,
         round(extract(epoch FROM access_expires_at - now())) AS access_s,
         round(extract(epoch FROM expires_at - now()) / 86400) AS session_days
       FROM sessions WHERE token_sha256 = $1`,
      [hashToken(token)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '203.0.113.7', user_agent: 'vitest-agent', revoked_at: null });
    expect(Number(rows[0].access_s)).toBeGreaterThan(890);
    expect(Number(rows[0].access_s)).toBeLessThanOrEqual(900);
    expect(Number(rows[0].session_days)).toBe(30);
  });

  it('refresh gives a new token for the same session; the old one stops working', async () => {
    const token = await registerByEmail(t.app, 'refresh@example.com');
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    const next = res.json<{ access_token: string }>().access_token;
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(token);
    expect((await getProfile(t.app, next)).statusCode).toBe(200);
    expect((await getProfile(t.app, token)).statusCode).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('an expired access token is refused by routes but refreshed while the session lives', async () => {
    const token = await registerByEmail(t.app, 'expired@example.com');
    await t.testDb.db.query("UPDATE sessions SET access_expires_at = now() - interval '1 second' WHERE token_sha256 = $1", [
      hashToken(token),
    ]);
    expect((await getProfile(t.app, token)).statusCode).toBe(401);
    const res = await refresh(token);
    expect(res.statusCode).toBe(200);
    expect((await getProfile(t.app, res.json<{ access_token: string }>().access_token)).statusCode).toBe(200);
  });

  it('a profile read past half the token life rotates it: fresh_token replaces it, the old one lasts the grace window', async () => {
    const token = await registerByEmail(t.app, 'rotate@example.com');
    expect((await getProfile(t.app, token)).json<ProfileReply>().data.fresh_token).toBeNull();
    await t.testDb.db.query("UPDATE sessions SET access_expires_at = now() + interval '400 seconds' WHERE token_sha256 = $1", [
      hashToken(token),
    ]);
    const fresh = (await getProfile(t.app, token)).json<ProfileReply>().data.fresh_token ?? 'none';
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [session] = await t.testDb.db.query<Record<string, unknown>>(
      `SELECT round(extract(epoch FROM access_expires_at - now())) AS access_s, round(extract(epoch FROM previous_valid_until - now())) AS grace_s
       FROM sessions WHERE token_sha256 = $1`,
      [hashToken(fresh)],
    );
    expect(Number(session.access_s)).toBeGreaterThan(890);
    expect(Number(session.grace_s)).toBe(ROTATION_GRACE_S);
    // Inside the grace window the old token still reads (without rotating again) but cannot refresh.
    const old = await getProfile(t.app, token);
    expect(old.statusCode).toBe(200);
    expect(old.json<ProfileReply>().data.fresh_token).toBeNull();
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await getProfile(t.app, fresh)).json<ProfileReply>().data.fresh_token).toBeNull();
    await t.testDb.db.query("UPDATE sessions SET previous_valid_until = now() - interval '1 second' WHERE token_sha256 = $1", [
      hashToken(fresh),
    ]);
    expect((await getProfile(t.app, token)).statusCode).toBe(401);
    expect((await getProfile(t.app, fresh)).statusCode).toBe(200);
  });

  it('a token that never expires (the demo session) is not rotated', async () => {
    const token = await registerByEmail(t.app, 'forever@example.com');
    await t.testDb.db.query('UPDATE sessions SET access_expires_at = NULL, expires_at = NULL WHERE token_sha256 = $1', [hashToken(token)]);
    expect((await getProfile(t.app, token)).json<ProfileReply>().data.fresh_token).toBeNull();
  });

  it('an expired session cannot be refreshed', async () => {
    const token = await registerByEmail(t.app, 'gone@example.com');
    await t.testDb.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_sha256 = $1", [hashToken(token)]);
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await getProfile(t.app, token)).statusCode).toBe(401);
  });

  it('refresh without or with a malformed bearer is a 401', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('not-a-known-token-000000')).json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('logout revokes the current session only', async () => {
    const first = await registerByEmail(t.app, 'logout@example.com');
    const second = (
      await post(t.app, '/api/v2/auth/login/email/password', { email: 'logout@example.com', password: 'correct horse battery' })
    ).json<TokenReply>().token;
    const res = await logout(first);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await getProfile(t.app, first)).statusCode).toBe(401);
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await logout(first)).statusCode).toBe(401);
    expect((await getProfile(t.app, second)).statusCode).toBe(200);
  });

  it('the demo session never expires and is re-opened by the next seed after a logout', async () => {
    const demoToken = 'demo-token-for-session-tests';
    await seedDemo(t.testDb.db, t.ledger, demoToken);
    const rows = await t.testDb.db.query('SELECT expires_at, access_expires_at FROM sessions WHERE token_sha256 = $1', [
      hashToken(demoToken),
    ]);
    expect(rows[0]).toEqual({ expires_at: null, access_expires_at: null });
    expect((await logout(demoToken)).statusCode).toBe(204);
    expect((await getProfile(t.app, demoToken)).statusCode).toBe(401);
    await seedDemo(t.testDb.db, t.ledger, demoToken);
    expect((await getProfile(t.app, demoToken)).statusCode).toBe(200);
  });
});
