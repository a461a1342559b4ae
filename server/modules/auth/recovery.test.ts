import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getProfile,
  lastCode,
  lastMessage,
  nextIp,
  post,
  registerByEmail,
  registerByPhone,
  type InvalidReply,
  type TokenReply,
} from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ webUrl: 'https://casino.example' });
});
afterAll(async () => {
  await t?.close();
});

const BASE = '/api/v2/auth/password';
const NEW = 'a new long password';

describe('recovery by email', () => {
  it('forgot sends a code and a link; the link token checks, confirms and resets once; every session ends', async () => {
    const session = await registerByEmail(t.app, 'lost@example.com');
    const res = await post(t.app, `${BASE}/email/forgot`, { email: 'Lost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const message = await lastMessage(t.app, 'lost@example.com');
    const link = /https:\/\/casino\.example\/reset-password\/([A-Za-z0-9_-]+)\?email=lost%40example\.com/.exec(message!.text);
    expect(link).not.toBeNull();
    const token = link![1];

    expect((await post(t.app, `${BASE}/email/token/check`, { token })).json()).toEqual({ success: true });
    expect((await post(t.app, `${BASE}/email/token/confirm`, { token })).json()).toEqual({ success: true, email: 'lost@example.com' });

    const mismatch = await post(t.app, `${BASE}/email/reset/token`, { token, password: NEW, password_confirm: 'different' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json<InvalidReply>().errors).toEqual({ password_confirm: ['mismatch: The passwords do not match.'] });
    const short = await post(t.app, `${BASE}/email/reset/token`, { token, password: 'short', password_confirm: 'short' });
    expect(short.json<InvalidReply>().errors.password[0]).toMatch(/^password_length:/);

    const reset = await post(t.app, `${BASE}/email/reset/token`, { token, password: NEW, password_confirm: NEW });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true });
    expect((await getProfile(t.app, session)).statusCode).toBe(401);
    expect((await post(t.app, '/api/v2/auth/login/email/password', { email: 'lost@example.com', password: NEW })).statusCode).toBe(200);

    const reused = await post(t.app, `${BASE}/email/reset/token`, {
      token,
      password: 'another password',
      password_confirm: 'another password',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<InvalidReply>().errors.token[0]).toMatch(/^invalid_token:/);
    expect((await post(t.app, `${BASE}/email/token/check`, { token })).statusCode).toBe(422);
  });

  it('a code becomes a reset token; reset by code works directly', async () => {
    await registerByEmail(t.app, 'bycode@example.com');
    await post(t.app, `${BASE}/email/forgot`, { email: 'bycode@example.com' });
    const code = await lastCode(t.app, 'bycode@example.com');
    const wrong = await post(t.app, `${BASE}/email/code/confirm`, {
      email: 'bycode@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<InvalidReply>().errors.code[0]).toMatch(/^invalid_code:/);
    const confirmed = await post(t.app, `${BASE}/email/code/confirm`, { email: 'bycode@example.com', code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, token: expect.any(String) });
    expect((await post(t.app, `${BASE}/email/token/check`, { token: confirmed.json<TokenReply>().token })).statusCode).toBe(200);

    await t.testDb.db.query("UPDATE auth_codes SET sent_at = now() - interval '61 seconds' WHERE target = 'bycode@example.com'");
    await post(t.app, `${BASE}/email/forgot`, { email: 'bycode@example.com' });
    const second = await lastCode(t.app, 'bycode@example.com');
    const reset = await post(t.app, `${BASE}/email/reset/code`, {
      email: 'bycode@example.com',
      code: second,
      password: NEW,
      password_confirm: NEW,
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(t.app, '/api/v2/auth/login/email/password', { email: 'bycode@example.com', password: NEW })).statusCode).toBe(200);
    // Using one reset ends the other outstanding tokens.
    expect((await post(t.app, `${BASE}/email/token/check`, { token: confirmed.json<TokenReply>().token })).statusCode).toBe(422);
  });

  it('no enumeration: unknown emails get the same reply and nothing is sent', async () => {
    const res = await post(t.app, `${BASE}/email/forgot`, { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await lastMessage(t.app, 'nobody@example.com')).toBeUndefined();
    expect((await post(t.app, `${BASE}/email/code/confirm`, { email: 'nobody@example.com', code: '123456' })).statusCode).toBe(422);
  });

  it('an expired reset token is refused; malformed input is a 422', async () => {
    await registerByEmail(t.app, 'late@example.com');
    await post(t.app, `${BASE}/email/forgot`, { email: 'late@example.com' });
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec((await lastMessage(t.app, 'late@example.com'))!.text)![1];
    await t.testDb.db.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'");
    expect((await post(t.app, `${BASE}/email/token/confirm`, { token })).statusCode).toBe(422);
    expect((await post(t.app, `${BASE}/email/reset/token`, { token, password: NEW, password_confirm: NEW })).statusCode).toBe(422);
    expect((await post(t.app, `${BASE}/email/forgot`, { email: 'not-an-email' })).statusCode).toBe(422);
    expect((await post(t.app, `${BASE}/email/token/check`, { token: 'x' })).statusCode).toBe(422);
    expect((await post(t.app, `${BASE}/email/reset/code`, { email: 'late@example.com', code: '1' })).statusCode).toBe(422);
  });

  it('429 past the per-account limit, whatever the IP', async () => {
    const email = 'hammer@example.com';
    let status = 0;
    for (let i = 0; i <= t.config.rateLimits.recoveryAccount.limit; i += 1) {
      await t.testDb.db.query("UPDATE auth_codes SET sent_at = now() - interval '61 seconds' WHERE target = $1", [email]);
      const res = await post(t.app, `${BASE}/email/forgot`, { email }, { ip: nextIp() });
      status = res.statusCode;
      if (status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(status).toBe(429);
  });
});

describe('recovery by phone', () => {
  it('forgot, code confirm, token check for that phone only, reset', async () => {
    const session = await registerByPhone(t.app, '+77020000001');
    await registerByPhone(t.app, '+77020000002');
    expect((await post(t.app, `${BASE}/phone/forgot`, { phone: '+77020000001' })).json()).toEqual({ success: true });
    const code = await lastCode(t.app, '+77020000001');
    const confirmed = await post(t.app, `${BASE}/phone/code/confirm`, { phone: '+7 702 000 00 01', code });
    expect(confirmed.statusCode).toBe(200);
    const { token } = confirmed.json();
    expect((await post(t.app, `${BASE}/phone/token/check`, { phone: '+77020000001', token })).json()).toEqual({ success: true });
    expect((await post(t.app, `${BASE}/phone/token/check`, { phone: '+77020000002', token })).statusCode).toBe(422);
    const otherPhone = await post(t.app, `${BASE}/phone/reset`, { phone: '+77020000002', token, password: NEW, password_confirm: NEW });
    expect(otherPhone.statusCode).toBe(422);
    const reset = await post(t.app, `${BASE}/phone/reset`, { phone: '+77020000001', token, password: NEW, password_confirm: NEW });
    expect(reset.statusCode).toBe(200);
    expect((await getProfile(t.app, session)).statusCode).toBe(401);
    expect((await post(t.app, '/api/v2/auth/login/phone/password', { phone: '+77020000001', password: NEW })).statusCode).toBe(200);
  });

  it('unknown phones: same reply, nothing sent; bad phone is a 422', async () => {
    expect((await post(t.app, `${BASE}/phone/forgot`, { phone: '+77029999999' })).json()).toEqual({ success: true });
    expect(await lastMessage(t.app, '+77029999999')).toBeUndefined();
    expect((await post(t.app, `${BASE}/phone/forgot`, { phone: '12' })).statusCode).toBe(422);
    expect((await post(t.app, `${BASE}/phone/code/confirm`, { phone: '+77029999999', code: '123456' })).statusCode).toBe(422);
  });
});
