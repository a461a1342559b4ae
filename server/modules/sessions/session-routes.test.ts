import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, registerByEmail, type TokenReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** One row of GET /auth/sessions. */
type SessionItem = { id: number; current: boolean; user_agent: string | null; ip: string | null };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function logIn(email: string, userAgent: string, ip: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/login/email/password',
    payload: { email, password: 'correct horse battery' },
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });
  return res.json<TokenReply>().token;
}

describe('the sessions of the signed-in user', () => {
  it('lists live sessions with the current one marked, and never another user’s', async () => {
    await registerByEmail(t.app, 'devices@example.com');
    await registerByEmail(t.app, 'stranger@example.com');
    const phone = await logIn('devices@example.com', 'Phone Browser', '198.51.100.1');
    const laptop = await logIn('devices@example.com', 'Laptop Browser', '198.51.100.2');
    const res = await call('GET', '/auth/sessions', laptop);
    expect(res.statusCode).toBe(200);
    const sessions = res.json<{ data: SessionItem[] }>().data;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((session) => session.current)).toEqual([
      expect.objectContaining({ user_agent: 'Laptop Browser', ip: '198.51.100.2' }),
    ]);
    expect(sessions.map((session) => session.user_agent)).toContain('Phone Browser');
    expect(sessions[0]).toEqual({
      id: expect.any(Number),
      current: expect.any(Boolean),
      ip: expect.anything(),
      host: null,
      user_agent: expect.anything(),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      last_seen_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await call('GET', '/auth/sessions', phone)).json<{ data: SessionItem[] }>().data.find((s) => s.current)?.user_agent).toBe(
      'Phone Browser',
    );
  });

  it('ends one session of the user, 404 for a session that is not theirs or already ended', async () => {
    await registerByEmail(t.app, 'one@example.com');
    const keep = await logIn('one@example.com', 'Keep', '198.51.100.3');
    const drop = await logIn('one@example.com', 'Drop', '198.51.100.4');
    const other = await registerByEmail(t.app, 'other-one@example.com');
    const dropId = (await call('GET', '/auth/sessions', drop)).json<{ data: SessionItem[] }>().data.find((s) => s.current)?.id;
    expect((await call('DELETE', `/auth/sessions/${dropId}`, other)).statusCode).toBe(404);
    expect((await getProfile(t.app, drop)).statusCode).toBe(200);
    expect((await call('DELETE', `/auth/sessions/${dropId}`, keep)).statusCode).toBe(204);
    expect((await getProfile(t.app, drop)).statusCode).toBe(401);
    expect((await call('DELETE', `/auth/sessions/${dropId}`, keep)).statusCode).toBe(404);
    expect((await call('DELETE', '/auth/sessions/abc', keep)).statusCode).toBe(422);
  });

  it('ends every other session and keeps this one', async () => {
    const first = await registerByEmail(t.app, 'others@example.com');
    const second = await logIn('others@example.com', 'Second', '198.51.100.5');
    const third = await logIn('others@example.com', 'Third', '198.51.100.6');
    const res = await call('DELETE', '/auth/sessions/others', third);
    expect(res.statusCode).toBe(204);
    expect((await getProfile(t.app, first)).statusCode).toBe(401);
    expect((await getProfile(t.app, second)).statusCode).toBe(401);
    expect((await getProfile(t.app, third)).statusCode).toBe(200);
    expect((await call('GET', '/auth/sessions', third)).json<{ data: unknown }>().data).toHaveLength(1);
  });

  it('401 without a session', async () => {
    expect((await call('GET', '/auth/sessions')).statusCode).toBe(401);
    expect((await call('DELETE', '/auth/sessions/others')).statusCode).toBe(401);
    expect((await call('DELETE', '/auth/sessions/1', 'not-a-real-token-at-all')).statusCode).toBe(401);
  });
});
