import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, post, registerByEmail, type InvalidReply, type TokenReply, type ProfileReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const KEY = 'operator-key-for-tests-0123456789abcdef';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ operatorApiKey: KEY, webUrl: 'https://casino.example' });
});
afterAll(async () => {
  await t?.close();
});

const operator = (method: 'POST' | 'PUT', url: string, payload: object, key: string | null = KEY) =>
  t.app.inject({ method, url, payload, headers: key === null ? {} : { 'x-operator-key': key } });

async function userIdOf(token: string): Promise<number> {
  return (await getProfile(t.app, token)).json<ProfileReply>().data.id;
}

describe('POST /operator/simple-auth-tokens', () => {
  it('issues a single-use sign-in link that logs the user in once', async () => {
    const userId = await userIdOf(await registerByEmail(t.app, 'simple@example.com'));
    const res = await operator('POST', '/operator/simple-auth-tokens', { user_id: userId, issued_by: 'support:anna', ttl_s: 600 });
    expect(res.statusCode).toBe(201);
    const { token, url, expires_in } = res.json();
    expect(expires_in).toBe(600);
    expect(url).toBe(`https://casino.example/?simple_auth=1&simpleAuthToken=${token}`);
    const [row] = await t.testDb.db.query<Record<string, unknown>>(
      `SELECT issued_by, round(extract(epoch FROM expires_at - now())) AS ttl FROM simple_auth_tokens WHERE user_id = $1`,
      [userId],
    );
    expect(row.issued_by).toBe('support:anna');
    expect(Number(row.ttl)).toBe(600);

    const login = await post(t.app, '/api/v2/auth/login/simple', { simpleAuthToken: token });
    expect(login.statusCode).toBe(200);
    expect(await userIdOf(login.json<TokenReply>().token)).toBe(userId);
    const again = await post(t.app, '/api/v2/auth/login/simple', { simpleAuthToken: token });
    expect(again.statusCode).toBe(422);
    expect(again.json<InvalidReply>().errors.simpleAuthToken[0]).toMatch(/^invalid_token:/);
  });

  it('422 for an unknown user or a bad lifetime; 401 without the right key', async () => {
    const unknown = await operator('POST', '/operator/simple-auth-tokens', { user_id: 999_999, issued_by: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<InvalidReply>().errors.user_id[0]).toMatch(/^user_missing:/);
    const ttl = await operator('POST', '/operator/simple-auth-tokens', { user_id: 1, issued_by: 'x', ttl_s: 10 });
    expect(ttl.statusCode).toBe(422);
    expect(Object.keys(ttl.json<InvalidReply>().errors)).toEqual(['ttl_s']);
    for (const key of [null, 'wrong', `${KEY}x`]) {
      const res = await operator('POST', '/operator/simple-auth-tokens', { user_id: 1, issued_by: 'x' }, key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
    expect(await t.testDb.db.query('SELECT 1 FROM simple_auth_tokens WHERE issued_by = $1', ['x'])).toHaveLength(0);
  });
});

describe('PUT /operator/users/:id', () => {
  it('requires verification and sets the status and features the profile shows', async () => {
    const token = await registerByEmail(t.app, 'kyc@example.com');
    const userId = await userIdOf(token);
    expect((await getProfile(t.app, token)).json<ProfileReply>().data).toMatchObject({
      verification: { is_need: false, data: { status: 'failed' } },
      features: [],
    });

    const required = await operator('PUT', `/operator/users/${userId}`, {
      verification_required: true,
      verification_status: 'user_pending',
      features: ['crash', 'crash', 'vip.chat'],
    });
    expect(required.statusCode).toBe(200);
    expect(required.json<{ data: unknown }>().data).toMatchObject({
      id: userId,
      verification: { is_need: true, data: { status: 'pending' } },
      features: ['crash', 'vip.chat'],
    });

    await operator('PUT', `/operator/users/${userId}`, { verification_status: 'verified' });
    expect((await getProfile(t.app, token)).json<ProfileReply>().data).toMatchObject({
      verification: { is_need: false, data: { status: 'success' } },
      features: ['crash', 'vip.chat'],
    });
  });

  it('404 for an unknown user, 422 for an unknown status, a bad feature or an empty patch, and nothing changes', async () => {
    const token = await registerByEmail(t.app, 'kyc-bad@example.com');
    const userId = await userIdOf(token);
    expect((await operator('PUT', '/operator/users/999999', { verification_required: true })).statusCode).toBe(404);
    for (const body of [
      { verification_status: 'approved' },
      { features: ['Bad Name'] },
      { verification_required: true, features: 'crash' },
      {},
    ]) {
      expect((await operator('PUT', `/operator/users/${userId}`, body)).statusCode).toBe(422);
    }
    expect((await getProfile(t.app, token)).json<ProfileReply>().data).toMatchObject({
      verification: { is_need: false, data: { status: 'failed' } },
      features: [],
    });
  });
});

describe('without OPERATOR_API_KEY', () => {
  it('the operator routes do not exist', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/operator/simple-auth-tokens',
        payload: { user_id: 1, issued_by: 'x' },
        headers: { 'x-operator-key': KEY },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
