import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/check-ledger';
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
  type ProfileReply,
} from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueSimpleAuthToken } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await checkLedger(t.testDb.db);
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'correct horse battery';

describe('registration', () => {
  it('by email: token, profile, ledger accounts in the chosen currency, attribution', async () => {
    const res = await post(t.app, '/api/v2/auth/register/email', {
      email: '  New.Player@Example.COM ',
      password: PASSWORD,
      currency: 'KZT',
      partner: 12,
      stag: 'stag-1',
      fingerprint: 'fp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, token: expect.any(String), sso: null });
    const profile = (await getProfile(t.app, res.json<TokenReply>().token)).json<ProfileReply>().data;
    expect(profile).toMatchObject({
      email: 'new.player@example.com',
      phone: null,
      currency: 'KZT',
      balance: 0,
      total_balance: 0,
      register_method: 'email',
      is_password_exists: true,
      is_email_verified: false,
    });
    // The public name is a generated pseudonym, never the address's local part.
    expect(profile.name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+\d{4}$/);
    const accounts = await t.testDb.db.query('SELECT kind, currency FROM ledger_accounts WHERE user_id = $1 ORDER BY kind', [profile.id]);
    expect(accounts).toEqual([
      { kind: 'player_bonus', currency: 'KZT' },
      { kind: 'player_real', currency: 'KZT' },
    ]);
    const [row] = await t.testDb.db.query<Record<string, unknown>>(
      'SELECT partner, stag, fingerprint, password_hash FROM users WHERE id = $1',
      [profile.id],
    );
    expect(row).toMatchObject({ partner: '12', stag: 'stag-1', fingerprint: 'fp' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('by phone, masked input normalised to E.164, RUB by default', async () => {
    const res = await post(t.app, '/api/v2/auth/register/phone', { phone: '+7 (701) 234-56-78', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const profile = (await getProfile(t.app, res.json<TokenReply>().token)).json<ProfileReply>().data;
    expect(profile).toMatchObject({ phone: '+77012345678', email: null, currency: 'RUB', register_method: 'phone' });
  });

  it('takes the locale from Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/register/email',
      payload: { email: 'ru@example.com', password: PASSWORD },
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect((await getProfile(t.app, res.json<TokenReply>().token)).json<ProfileReply>().data.locale).toBe('ru');
  });

  it('422 email_taken / phone_taken for a duplicate', async () => {
    await registerByEmail(t.app, 'dup@example.com');
    const email = await post(t.app, '/api/v2/auth/register/email', { email: 'DUP@example.com', password: PASSWORD });
    expect(email.statusCode).toBe(422);
    expect(email.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['email_taken: This email is already registered.'] },
    });
    await registerByPhone(t.app, '+77010000001');
    const phone = await post(t.app, '/api/v2/auth/register/phone', { phone: '+77010000001', password: PASSWORD });
    expect(phone.statusCode).toBe(422);
    expect(phone.json<InvalidReply>().errors.phone[0]).toMatch(/^phone_taken:/);
  });

  it('422 for a bad email, phone, password, currency or missing body', async () => {
    const cases: Array<[string, object, string]> = [
      ['/api/v2/auth/register/email', { email: 'nope', password: PASSWORD }, 'email'],
      ['/api/v2/auth/register/email', { email: 'short@example.com', password: 'short' }, 'password'],
      ['/api/v2/auth/register/email', { email: 'long@example.com', password: 'x'.repeat(129) }, 'password'],
      ['/api/v2/auth/register/email', { email: 'cur@example.com', password: PASSWORD, currency: 'GBP' }, 'currency'],
      ['/api/v2/auth/register/phone', { phone: '87012345678', password: PASSWORD }, 'phone'],
      ['/api/v2/auth/register/phone', { phone: '+7701', password: PASSWORD }, 'phone'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(t.app, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json<InvalidReply>().errors)).toContain(field);
    }
    expect((await post(t.app, '/api/v2/auth/register/email')).statusCode).toBe(422);
    expect(
      (await post(t.app, '/api/v2/auth/register/email', { email: 'short@example.com', password: 'short' })).json<InvalidReply>().errors
        .password[0],
    ).toMatch(/^password_length:/);
  });

  it('429 with Retry-After past the per-IP registration limit', async () => {
    const ip = nextIp();
    const { limit } = t.config.rateLimits.registerIp;
    for (let i = 0; i < limit; i += 1) {
      await post(t.app, '/api/v2/auth/register/email', { email: 'bad' }, { ip });
    }
    const res = await post(t.app, '/api/v2/auth/register/email', { email: `late@example.com`, password: PASSWORD }, { ip });
    expect(res.statusCode).toBe(200); // bad input is refused by the schema before the limiter counts it
    for (let i = 0; i < limit; i += 1) {
      await post(t.app, '/api/v2/auth/register/email', { email: `flood${i}@example.com`, password: 'x'.repeat(8) }, { ip });
    }
    const refused = await post(t.app, '/api/v2/auth/register/email', { email: 'one-more@example.com', password: PASSWORD }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('password login', () => {
  it('by email and by phone', async () => {
    await registerByEmail(t.app, 'login@example.com');
    const email = await post(t.app, '/api/v2/auth/login/email/password', { email: 'Login@Example.com', password: PASSWORD });
    expect(email.statusCode).toBe(200);
    expect(email.json()).toEqual({ success: true, token: expect.any(String), sso: null });
    expect((await getProfile(t.app, email.json<TokenReply>().token)).json<ProfileReply>().data.email).toBe('login@example.com');

    await registerByPhone(t.app, '+77015550000');
    const phone = await post(t.app, '/api/v2/auth/login/phone/password', { phone: '+7 701 555 00 00', password: PASSWORD });
    expect(phone.statusCode).toBe(200);
  });

  it('a wrong password and an unknown account get the same 422', async () => {
    const wrong = await post(t.app, '/api/v2/auth/login/email/password', { email: 'login@example.com', password: 'wrong password' });
    const unknown = await post(t.app, '/api/v2/auth/login/email/password', { email: 'nobody@example.com', password: 'wrong password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json<InvalidReply>().errors).toEqual({ email: ['invalid_credentials: These credentials do not match our records.'] });
    const phone = await post(t.app, '/api/v2/auth/login/phone/password', { phone: '+77019999999', password: 'whatever1' });
    expect(phone.json<InvalidReply>().errors.phone[0]).toMatch(/^invalid_credentials:/);
  });

  it('an account without a password cannot sign in with one', async () => {
    const simple = await post(t.app, '/api/v2/auth/login/email/password', { email: 'demo@casino.local', password: '' });
    expect(simple.statusCode).toBe(422);
  });

  it('429 per IP across accounts', async () => {
    const ip = nextIp();
    for (let i = 0; i < t.config.rateLimits.loginIp.limit; i += 1) {
      await post(t.app, '/api/v2/auth/login/email/password', { email: `spray${i}@example.com`, password: 'guess guess' }, { ip });
    }
    const sprayed = await post(t.app, '/api/v2/auth/login/email/password', { email: 'login@example.com', password: PASSWORD }, { ip });
    expect(sprayed.statusCode).toBe(429);
  });
});

describe('login by code', () => {
  it('email: code in the outbox, sign-in, and the email counts as verified', async () => {
    await registerByEmail(t.app, 'code@example.com');
    const sent = await post(t.app, '/api/v2/auth/login/email/verification', { email: 'code@example.com' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true });
    const code = await lastCode(t.app, 'code@example.com');
    const res = await post(t.app, '/api/v2/auth/login/email/code', { email: 'code@example.com', code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, token: expect.any(String), sso: null });
    expect((await getProfile(t.app, res.json<TokenReply>().token)).json<ProfileReply>().data.is_email_verified).toBe(true);
    // Single use.
    const again = await post(t.app, '/api/v2/auth/login/email/code', { email: 'code@example.com', code });
    expect(again.statusCode).toBe(422);
    expect(again.json<InvalidReply>().errors).toEqual({ code: ['invalid_code: The code is wrong or has expired.'] });
  });

  it('phone with ?type=sms', async () => {
    await registerByPhone(t.app, '+77017770000');
    expect((await post(t.app, '/api/v2/auth/login/phone/verification', { phone: '+77017770000' })).statusCode).toBe(200);
    const message = await lastMessage(t.app, '+77017770000');
    const code = /(\d{6})/.exec(message!.text)![1];
    const res = await post(t.app, '/api/v2/auth/login/phone/code?type=sms', { phone: '+77017770000', code });
    expect(res.statusCode).toBe(200);
    expect((await getProfile(t.app, res.json<TokenReply>().token)).json<ProfileReply>().data.is_phone_verified).toBe(true);
    expect((await post(t.app, '/api/v2/auth/login/phone/code?type=voice', { phone: '+77017770000', code })).statusCode).toBe(422);
  });

  it('unknown accounts get the same reply and nothing is sent', async () => {
    const res = await post(t.app, '/api/v2/auth/login/email/verification', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await lastMessage(t.app, 'ghost@example.com')).toBeUndefined();
    const resend = await post(t.app, '/api/v2/auth/login/email/resend', { email: 'ghost@example.com' });
    expect(resend.statusCode).toBe(429);
    const login = await post(t.app, '/api/v2/auth/login/email/code', { email: 'ghost@example.com', code: '123456' });
    expect(login.statusCode).toBe(422);
  });

  it('resend waits for the 60 s cooldown', async () => {
    await registerByEmail(t.app, 'resend@example.com');
    await post(t.app, '/api/v2/auth/login/email/verification', { email: 'resend@example.com' });
    const res = await post(t.app, '/api/v2/auth/login/email/resend', { email: 'resend@example.com' });
    expect(res.statusCode).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    await t.testDb.db.query("UPDATE auth_codes SET sent_at = now() - interval '61 seconds' WHERE target = 'resend@example.com'");
    expect((await post(t.app, '/api/v2/auth/login/email/resend', { email: 'resend@example.com' })).statusCode).toBe(200);
    await registerByPhone(t.app, '+77018880000');
    await post(t.app, '/api/v2/auth/login/phone/verification', { phone: '+77018880000' });
    expect((await post(t.app, '/api/v2/auth/login/phone/code/resend?type=sms', { phone: '+77018880000' })).statusCode).toBe(429);
  });

  it('five wrong tries burn the code; an expired code fails', async () => {
    await registerByEmail(t.app, 'burn@example.com');
    await post(t.app, '/api/v2/auth/login/email/verification', { email: 'burn@example.com' });
    const code = await lastCode(t.app, 'burn@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await post(t.app, '/api/v2/auth/login/email/code', { email: 'burn@example.com', code: wrong })).statusCode).toBe(422);
    }
    expect((await post(t.app, '/api/v2/auth/login/email/code', { email: 'burn@example.com', code })).statusCode).toBe(422);

    await t.testDb.db.query("UPDATE auth_codes SET sent_at = now() - interval '61 seconds' WHERE target = 'burn@example.com'");
    await post(t.app, '/api/v2/auth/login/email/resend', { email: 'burn@example.com' });
    const fresh = await lastCode(t.app, 'burn@example.com');
    await t.testDb.db.query("UPDATE auth_codes SET expires_at = now() - interval '1 second' WHERE target = 'burn@example.com'");
    expect((await post(t.app, '/api/v2/auth/login/email/code', { email: 'burn@example.com', code: fresh })).statusCode).toBe(422);
  });

  it('422 for a malformed code or address', async () => {
    expect(
      (await post(t.app, '/api/v2/auth/login/email/code', { email: 'code@example.com', code: '12ab56' })).json<InvalidReply>().errors
        .code[0],
    ).toMatch(/^invalid_code:/);
    expect((await post(t.app, '/api/v2/auth/login/email/verification', { email: 'x' })).statusCode).toBe(422);
    expect((await post(t.app, '/api/v2/auth/login/phone/verification', { phone: 'x' })).statusCode).toBe(422);
  });

  it('429 past the per-target send limit', async () => {
    const target = 'flood-codes@example.com';
    let last = 0;
    for (let i = 0; i <= t.config.rateLimits.codeSendTarget.limit; i += 1) {
      await t.testDb.db.query("UPDATE auth_codes SET sent_at = now() - interval '61 seconds' WHERE target = $1", [target]);
      last = (await post(t.app, '/api/v2/auth/login/email/verification', { email: target })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('passwords', () => {
  it('update: 422 on each bad field at once, then success revokes the other sessions', async () => {
    const token = await registerByEmail(t.app, 'change@example.com');
    const other = (
      await post(t.app, '/api/v2/auth/login/email/password', { email: 'change@example.com', password: PASSWORD })
    ).json<TokenReply>().token;
    const bad = await post(
      t.app,
      '/password/update',
      { old_password: 'nope nope', password: 'short', password_confirm: 'other' },
      { token },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json<InvalidReply>().errors).toEqual({
      old_password: ['wrong_password: The current password is wrong.'],
      password: ['password_length: The password must be 8 to 128 characters.'],
      password_confirm: ['mismatch: The passwords do not match.'],
    });
    const ok = await post(
      t.app,
      '/password/update',
      { old_password: PASSWORD, password: 'a brand new secret', password_confirm: 'a brand new secret' },
      { token },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    expect((await getProfile(t.app, token)).statusCode).toBe(200);
    expect((await getProfile(t.app, other)).statusCode).toBe(401);
    expect(
      (await post(t.app, '/api/v2/auth/login/email/password', { email: 'change@example.com', password: 'a brand new secret' })).statusCode,
    ).toBe(200);
    expect((await post(t.app, '/password/update', { old_password: 'x', password: 'y', password_confirm: 'y' })).statusCode).toBe(401);
    expect((await post(t.app, '/password/update', { password: 'y' }, { token })).statusCode).toBe(422);
  });

  it('update: 429 past the per-account limit of wrong guesses', async () => {
    const token = await registerByEmail(t.app, 'guess@example.com');
    for (let i = 0; i < t.config.rateLimits.passwordAccount.limit; i += 1) {
      await post(
        t.app,
        '/password/update',
        { old_password: 'guess guess', password: 'new password', password_confirm: 'new password' },
        { token },
      );
    }
    const res = await post(
      t.app,
      '/password/update',
      { old_password: PASSWORD, password: 'new password', password_confirm: 'new password' },
      { token },
    );
    expect(res.statusCode).toBe(429);
  });

  it('set: only for an account without a password', async () => {
    const user = await t.testDb.db.query<{ id: unknown }>(
      "INSERT INTO users (name, name_key, email, currency) VALUES ('NoPass', 'nopass', 'nopass@example.com', 'RUB') RETURNING id",
    );
    await t.ledger.openPlayerAccounts(t.testDb.db, Number(user[0].id), 'RUB');
    const simple = await issueSimpleAuthToken(t.testDb.db, Number(user[0].id), 'test');
    const token = (await post(t.app, '/api/v2/auth/login/simple', { simpleAuthToken: simple })).json<TokenReply>().token;
    expect((await getProfile(t.app, token)).json<ProfileReply>().data.is_password_exists).toBe(false);
    const mismatch = await post(
      t.app,
      '/api/v2/auth/password/set',
      { password: 'first password', confirm_password: 'other password' },
      { token },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json<InvalidReply>().errors).toEqual({ confirm_password: ['mismatch: The passwords do not match.'] });
    const short = await post(t.app, '/api/v2/auth/password/set', { password: 'short', confirm_password: 'short' }, { token });
    expect(short.json<InvalidReply>().errors.password[0]).toMatch(/^password_length:/);
    const ok = await post(
      t.app,
      '/api/v2/auth/password/set',
      { password: 'first password', confirm_password: 'first password' },
      { token },
    );
    expect(ok.statusCode).toBe(200);
    expect((await getProfile(t.app, token)).json<ProfileReply>().data.is_password_exists).toBe(true);
    const again = await post(
      t.app,
      '/api/v2/auth/password/set',
      { password: 'second password', confirm_password: 'second password' },
      { token },
    );
    expect(again.json<InvalidReply>().errors.password[0]).toMatch(/^password_exists:/);
    expect((await post(t.app, '/api/v2/auth/password/set', { password: 'x', confirm_password: 'x' })).statusCode).toBe(401);
  });
});

describe('simple auth', () => {
  it('an operator token signs in once', async () => {
    const token = await registerByEmail(t.app, 'simple@example.com');
    const userId = (await getProfile(t.app, token)).json<ProfileReply>().data.id;
    const simple = await issueSimpleAuthToken(t.testDb.db, userId, 'support:42');
    const res = await post(t.app, '/api/v2/auth/login/simple', { simpleAuthToken: simple });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, token: expect.any(String), sso: null });
    expect((await getProfile(t.app, res.json<TokenReply>().token)).json<ProfileReply>().data.id).toBe(userId);
    const reused = await post(t.app, '/api/v2/auth/login/simple', { simpleAuthToken: simple });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<InvalidReply>().errors.simpleAuthToken[0]).toMatch(/^invalid_token:/);
  });

  it('an expired token or a malformed body is a 422', async () => {
    const token = await registerByEmail(t.app, 'simple2@example.com');
    const userId = (await getProfile(t.app, token)).json<ProfileReply>().data.id;
    const simple = await issueSimpleAuthToken(t.testDb.db, userId, 'support:42', 60);
    await t.testDb.db.query("UPDATE simple_auth_tokens SET expires_at = now() - interval '1 second'");
    expect((await post(t.app, '/api/v2/auth/login/simple', { simpleAuthToken: simple })).statusCode).toBe(422);
    expect((await post(t.app, '/api/v2/auth/login/simple', { simpleAuthToken: 'short' })).statusCode).toBe(422);
  });

  it('429 past the per-IP login limit', async () => {
    const ip = nextIp();
    for (let i = 0; i < t.config.rateLimits.loginIp.limit; i += 1) {
      await post(t.app, '/api/v2/auth/login/simple', { simpleAuthToken: `unknown-token-${i}-0000000000` }, { ip });
    }
    expect((await post(t.app, '/api/v2/auth/login/simple', { simpleAuthToken: 'unknown-token-last-000000' }, { ip })).statusCode).toBe(429);
  });
});

describe('contact verification', () => {
  it('email: send, wrong code, right code', async () => {
    const token = await registerByEmail(t.app, 'verify@example.com');
    expect((await post(t.app, '/api/v2/auth/email/send', {}, { token })).json()).toEqual({ success: true });
    const code = await lastCode(t.app, 'verify@example.com');
    const wrong = await post(t.app, '/api/v2/auth/email/verify/code', { code: code === '000000' ? '111111' : '000000' }, { token });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<InvalidReply>().errors.code[0]).toMatch(/^invalid_code:/);
    expect((await post(t.app, '/api/v2/auth/email/verify/code', { code }, { token })).statusCode).toBe(200);
    expect((await getProfile(t.app, token)).json<ProfileReply>().data.is_email_verified).toBe(true);
    expect((await post(t.app, '/api/v2/auth/email/resend', {}, { token })).statusCode).toBe(200);
    expect((await post(t.app, '/api/v2/auth/email/resend', {}, { token })).statusCode).toBe(429);
  });

  it('phone: adds a phone to an account that has none', async () => {
    const token = await registerByEmail(t.app, 'addphone@example.com');
    const missing = await post(t.app, '/api/v2/auth/phone/send', {}, { token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<InvalidReply>().errors.phone[0]).toMatch(/^phone_required:/);
    expect((await post(t.app, '/api/v2/auth/phone/send', { phone: '+77016660000' }, { token })).statusCode).toBe(200);
    const code = await lastCode(t.app, '+77016660000');
    expect((await post(t.app, '/api/v2/auth/phone/verify/code?type=sms', { code }, { token })).statusCode).toBe(200);
    expect((await getProfile(t.app, token)).json<ProfileReply>().data).toMatchObject({ phone: '+77016660000', is_phone_verified: true });
  });

  it('does not tell whether someone else holds an address; only whoever received the code learns it is taken', async () => {
    await registerByPhone(t.app, '+77013330000');
    const token = await registerByEmail(t.app, 'thief@example.com');
    const res = await post(t.app, '/api/v2/auth/phone/send', { phone: '+77013330000' }, { token });
    expect(res.statusCode).toBe(200);
    const code = await lastCode(t.app, '+77013330000');
    const verify = await post(t.app, '/api/v2/auth/phone/verify/code', { code }, { token });
    expect(verify.statusCode).toBe(422);
    expect(verify.json<InvalidReply>().errors.phone[0]).toMatch(/^phone_taken:/);
  });

  it('limits before anything else: 40 sends from one address hit a 429', async () => {
    const ip = nextIp();
    const token = await registerByPhone(t.app, '+77013339999');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await post(t.app, '/api/v2/auth/email/send', { email: 'thief@example.com' }, { token, ip })).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  });

  it('401 without a session', async () => {
    for (const url of ['/api/v2/auth/email/send', '/api/v2/auth/phone/resend', '/api/v2/auth/email/verify/code']) {
      expect((await post(t.app, url, { code: '123456' })).statusCode).toBe(401);
    }
  });
});

describe('send_login_data', () => {
  it("mails the account's login to its own confirmed email only", async () => {
    const phoneOnly = await registerByPhone(t.app, '+77014440000');
    const elsewhere = await post(t.app, '/auth/send_login_data', { email: 'me@example.com' }, { token: phoneOnly });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json<InvalidReply>().errors.email[0]).toMatch(/^email_not_verified:/);
    expect(await lastMessage(t.app, 'me@example.com')).toBeUndefined();

    await registerByEmail(t.app, 'mine@example.com');
    await post(t.app, '/api/v2/auth/login/email/verification', { email: 'mine@example.com' });
    const signedIn = await post(t.app, '/api/v2/auth/login/email/code', {
      email: 'mine@example.com',
      code: await lastCode(t.app, 'mine@example.com'),
    });
    const token = signedIn.json<TokenReply>().token;
    expect((await post(t.app, '/auth/send_login_data', { email: 'other@example.com' }, { token })).statusCode).toBe(422);
    const res = await post(t.app, '/auth/send_login_data', { email: 'mine@example.com' }, { token });
    expect(res.statusCode).toBe(200);
    expect(await lastMessage(t.app, 'mine@example.com')).toMatchObject({
      subject: 'Your login',
      text: expect.stringContaining('mine@example.com'),
    });
    expect((await post(t.app, '/auth/send_login_data', { email: 'bad' }, { token })).statusCode).toBe(422);
    expect((await post(t.app, '/auth/send_login_data', { email: 'mine@example.com' })).statusCode).toBe(401);
  });
});

describe('middleware/ip and attachSource', () => {
  it('records the client on the session and the first source on the user', async () => {
    const token = await registerByEmail(t.app, 'source@example.com', PASSWORD, { stag: 'first' });
    const ip = await post(t.app, '/middleware/ip', { host: '198.51.100.4', userAgent: 'Mozilla/5.0 test' }, { token, ip: '198.51.100.4' });
    expect(ip.statusCode).toBe(200);
    const sessions = await t.testDb.db.query('SELECT ip, host, user_agent FROM sessions WHERE host IS NOT NULL');
    expect(sessions).toEqual([{ ip: '198.51.100.4', host: '198.51.100.4', user_agent: 'Mozilla/5.0 test' }]);

    const res = await post(
      t.app,
      '/attachSource',
      { stag: 'second', promo: 'WELCOME', partnerId: 7, advId: 'adv', cpaOneUid: null, prHash: 'h' },
      { token },
    );
    expect(res.statusCode).toBe(200);
    const userId = (await getProfile(t.app, token)).json<ProfileReply>().data.id;
    const [row] = await t.testDb.db.query('SELECT stag, promo, partner_id, adv_id, cpa_one_uid, pr_hash FROM users WHERE id = $1', [
      userId,
    ]);
    expect(row).toEqual({ stag: 'first', promo: 'WELCOME', partner_id: '7', adv_id: 'adv', cpa_one_uid: null, pr_hash: 'h' });
  });

  it('422 for oversized fields, 401 without a session', async () => {
    expect((await post(t.app, '/middleware/ip', { userAgent: 'x'.repeat(600) }, { token: 'unknown-token-0000000000' })).statusCode).toBe(
      401,
    );
    const token = await registerByEmail(t.app, 'source2@example.com');
    expect((await post(t.app, '/middleware/ip', { userAgent: 'x'.repeat(600) }, { token })).statusCode).toBe(422);
    expect((await post(t.app, '/attachSource', { stag: 'x'.repeat(201) }, { token })).statusCode).toBe(422);
    expect((await post(t.app, '/attachSource', {})).statusCode).toBe(401);
  });
});
