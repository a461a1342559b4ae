import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../modules/demo-account/service';
import { getProfile, post, registerByEmail, type InvalidReply } from './auth-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ restrictedCountries: ['US'] });
  token = await registerByEmail(t.app, 'hardening@example.com');
});
afterAll(async () => {
  await t.close();
});

const NUL = 'a\u0000b';

describe('text Postgres cannot store is a 422 on its field, for every route', () => {
  it.each(['partner', 'adplace', 'stag', 'promo', 'fingerprint'])('registration %s', async (field) => {
    const res = await post(t.app, '/api/v2/auth/register/email', {
      email: `nul-${field}@example.com`,
      password: 'Passw0rd!nul',
      [field]: NUL,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<InvalidReply>().errors).toEqual({ [field]: [expect.stringMatching(/^invalid_text: /)] });
  });

  it.each(['stag', 'promo', 'partnerId', 'advId', 'advertiseUid', 'advertiseSource', 'cpaOneUid', 'prHash'])(
    '/attachSource %s',
    async (field) => {
      const res = await post(t.app, '/attachSource', { [field]: NUL }, { token });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<InvalidReply>().errors)).toEqual([field]);
    },
  );

  it('/middleware/ip, a query string, a key, a lone surrogate and a nested value', async () => {
    for (const body of [{ host: NUL }, { userAgent: NUL }])
      expect((await post(t.app, '/middleware/ip', body, { token })).statusCode).toBe(422);
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=%2Fa%00b' });
    expect(outbox.statusCode).toBe(422);
    expect(outbox.json<InvalidReply>().errors).toEqual({ to: [expect.stringMatching(/^invalid_text: /)] });
    expect(
      (await post(t.app, '/api/v2/auth/login/email/password', { email: 'x@example.com', password: 'a\uD800b' })).json<InvalidReply>()
        .errors,
    ).toEqual({
      password: [expect.stringMatching(/^invalid_text: /)],
    });
    expect((await post(t.app, '/api/v2/vip/join', { ['k\u0000']: 1 }, { token })).statusCode).toBe(422);
    expect(
      (await post(t.app, '/api/v2/vip/join', { request_type: { deep: [[NUL]] } }, { token })).json<InvalidReply>().errors,
    ).toHaveProperty(['request_type.deep.0.0']);
  });

  it('emoji and other well-formed text pass', async () => {
    expect((await post(t.app, '/middleware/ip', { host: 'casino.example', userAgent: 'Mozilla 🎰 Қазақ' }, { token })).statusCode).toBe(
      200,
    );
  });

  it('a body over the size limit is a 413, not a 500', async () => {
    const res = await post(t.app, '/api/v2/auth/login/email/password', { email: 'x@example.com', password: 'x'.repeat(300 * 1024) });
    expect(res.statusCode).toBe(413);
  });
});

describe('signed-in replies are not cacheable', () => {
  it('a request with a bearer gets Cache-Control: no-store, also on errors; a guest request is left alone', async () => {
    expect((await getProfile(t.app, token)).headers['cache-control']).toBe('no-store');
    expect((await getProfile(t.app, 'not-a-live-token-at-all')).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/health' })).headers['cache-control']).toBeUndefined();
  });
});

describe('registration and login from a restricted country (451, by the api itself)', () => {
  // Behind the trusted loopback proxy the client address is the forwarded one; 8.8.8.8 is in the US.
  const fromUs = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, payload, headers: { 'x-forwarded-for': '8.8.8.8' } });

  it.each([
    ['/api/v2/auth/register/email', { email: 'us@example.com', password: 'Passw0rd!us' }],
    ['/api/v2/auth/register/phone', { phone: '+12025550123', password: 'Passw0rd!us' }],
    ['/api/v2/auth/login/email/password', { email: 'hardening@example.com', password: 'correct horse battery' }],
    ['/api/v2/auth/login/phone/password', { phone: '+12025550123', password: 'x' }],
    ['/api/v2/auth/login/email/code', { email: 'hardening@example.com', code: '123456' }],
    ['/api/v2/auth/login/phone/code', { phone: '+12025550123', code: '123456' }],
    ['/api/v2/auth/login/simple', { simpleAuthToken: 'x'.repeat(43) }],
  ])('%s', async (url, payload) => {
    const res = await fromUs(url, payload);
    expect(res.statusCode).toBe(451);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'region_restricted' });
  });

  it('social sign-in start too; other countries and routes that are not gated go on', async () => {
    expect((await fromUs('/auth/login', { provider: 'none', origin: 'http://localhost:3000' }, 'PUT')).statusCode).toBe(451);
    const kz = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login/email/password',
      payload: { email: 'hardening@example.com', password: 'correct horse battery' },
      headers: { 'x-forwarded-for': '95.59.0.1' },
    });
    expect(kz.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-for': '8.8.8.8' } })).statusCode).toBe(200);
  });

  it('a client outside the trusted proxies cannot claim another address to pass', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register/email',
      payload: { email: 'spoof@example.com', password: 'Passw0rd!sp' },
      remoteAddress: '8.8.8.8',
      headers: { 'x-forwarded-for': '95.59.0.1' },
    });
    expect(res.statusCode).toBe(451);
  });
});

describe('phone numbers are E.164 for every market', () => {
  it.each(['+998901234567', '+905321234567', '+919876543210', '+375 (29) 123-45-67', '+996 (700) 123-456'])('accepts %s', async (phone) => {
    expect((await post(t.app, '/api/v2/auth/register/phone', { phone, password: 'Passw0rd!ph' })).statusCode).toBe(200);
  });

  it.each(['+0701234567', '77012345678', '+1234567', '+1234567890123456'])('refuses %s everywhere a phone is taken', async (phone) => {
    for (const [url, extra] of [
      ['/api/v2/auth/register/phone', { password: 'Passw0rd!ph' }],
      ['/api/v2/auth/login/phone/password', { password: 'Passw0rd!ph' }],
      ['/api/v2/auth/login/phone/verification', {}],
      ['/api/v2/auth/password/phone/forgot', {}],
    ] as const) {
      const res = await post(t.app, url, { phone, ...extra });
      expect(res.json<InvalidReply>().errors.phone[0]).toMatch(/^invalid_phone: /);
    }
    expect((await post(t.app, '/api/v2/auth/phone/send', { phone }, { token })).json<InvalidReply>().errors.phone[0]).toMatch(
      /^invalid_phone: /,
    );
  });
});

describe('the public demo token', () => {
  it('cannot give the demo account a password', async () => {
    const demoToken = 'demo-token-for-hardening-test';
    await seedDemo(t.testDb.db, t.ledger, demoToken);
    const res = await post(
      t.app,
      '/api/v2/auth/password/set',
      { password: 'now-mine-123', confirm_password: 'now-mine-123' },
      { token: demoToken },
    );
    expect(res.statusCode).toBe(403);
    expect((await getProfile(t.app, demoToken)).json<{ data: { is_password_exists: boolean } }>().data.is_password_exists).toBe(false);
  });
});

describe('GET /api/v1/notifications', () => {
  it('answers an empty list for guests and players', async () => {
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [], meta: { unread: 0 } });
    }
  });
});
