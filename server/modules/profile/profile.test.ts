import type { InvalidReply, ProfileReply } from '../../test/auth-helpers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo-account/service';
import { checkLedger } from '../../ledger/check-ledger';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPermanentSession as createSession } from '../sessions/service';
import { createUser } from '../users/service';

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

const getProfile = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/profile/user',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /profile/user', () => {
  it('returns the demo player with balances in major units', async () => {
    const token = 'demo-token-for-profile-tests';
    const demo = await seedDemo(t.testDb.db, t.ledger, token);
    const res = await getProfile(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: demo.userId,
        name: expect.stringMatching(/^[A-Z][a-z]+[A-Z][a-z]+\d{4}$/),
        is_name_chosen: false,
        name_changeable_at: null,
        phone: null,
        email: 'demo@casino.local',
        currency: 'RUB',
        balance: 10000,
        bonus: 500,
        bonus_balance: 500,
        total_balance: 10500,
        locale: null,
        timezone: null,
        image: { small: null },
        register_method: 'email',
        is_phone_verified: false,
        is_email_verified: false,
        is_password_exists: false,
        is_avatar_hidden: false,
        is_statistics_hidden: false,
        verification: { is_need: false, data: { status: 'failed' } },
        premium: { status: 'none' },
        fresh_token: null,
        super_bonus: null,
        features: [],
        region: null,
      },
    });
  });

  it('seeding the demo again changes nothing', async () => {
    const token = 'demo-token-for-profile-tests';
    const again = await seedDemo(t.testDb.db, t.ledger, token);
    expect(again.created).toBe(false);
    expect((await getProfile(token)).json<ProfileReply>().data.total_balance).toBe(10500);
  });

  it("answers in the user's own currency with kopeck precision", async () => {
    const user = await createUser(t.testDb.db, t.ledger, { email: 'a@example.kz', currency: 'KZT' });
    const { real } = await t.ledger.playerAccountIds(user.id, 'KZT');
    const clearing = await t.ledger.houseAccountId({ purpose: 'payment_clearing', currency: 'KZT' });
    await t.ledger.post([
      {
        idempotencyKey: 'kzt-deposit',
        fromAccountId: clearing,
        toAccountId: real,
        amountMinor: 123_401,
        currency: 'KZT',
        kind: 'deposit',
        causeRef: 'invoice:kzt',
      },
    ]);
    const token = await createSession(t.testDb.db, user.id);
    const res = await getProfile(token);
    expect(res.json<{ data: unknown }>().data).toMatchObject({
      currency: 'KZT',
      balance: 1234.01,
      bonus_balance: 0,
      total_balance: 1234.01,
    });
  });

  it('401 without a token, with a malformed header or with an unknown token', async () => {
    for (const res of [
      await getProfile(),
      await getProfile('unknown-token-0123456789'),
      await t.app.inject({ method: 'GET', url: '/profile/user', headers: { authorization: 'Basic abc' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('stores only the token hash', async () => {
    const rows = await t.testDb.db.query<{ token_sha256: string }>('SELECT token_sha256 FROM sessions');
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_sha256))).toBe(true);
  });
});

describe('PUT /profile/settings', () => {
  const token = 'demo-token-for-profile-tests';
  const put = (payload: unknown, auth: string | null = token) =>
    t.app.inject({
      method: 'PUT',
      url: '/profile/settings',
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
      payload: payload as object,
    });

  it('changes any subset and answers the whole user', async () => {
    const res = await put({ locale: 'kz', timezone: 'Asia/Almaty' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: unknown }>().data).toMatchObject({
      locale: 'kz',
      timezone: 'Asia/Almaty',
      is_avatar_hidden: false,
      total_balance: 10500,
    });
    const flags = await put({ is_avatar_hidden: true, is_statistics_hidden: true });
    expect(flags.json<{ data: unknown }>().data).toMatchObject({
      locale: 'kz',
      timezone: 'Asia/Almaty',
      is_avatar_hidden: true,
      is_statistics_hidden: true,
    });
    expect((await put({ timezone: 'UTC' })).json<ProfileReply>().data.timezone).toBe('UTC');
  });

  it('422 for an unknown locale or time zone, or a wrong type', async () => {
    const locale = await put({ locale: 'de' });
    expect(locale.statusCode).toBe(422);
    expect(locale.json<InvalidReply>().errors.locale[0]).toMatch(/^invalid_locale:/);
    const zone = await put({ timezone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(422);
    expect(zone.json<InvalidReply>().errors.timezone[0]).toMatch(/^invalid_timezone:/);
    expect((await put({ is_avatar_hidden: 'yes' })).statusCode).toBe(422);
  });

  it('401 without a session', async () => {
    expect((await put({ locale: 'ru' }, null)).statusCode).toBe(401);
  });

  it('shows the mapped verification status and the region header', async () => {
    const demo = await seedDemo(t.testDb.db, t.ledger, token);
    await t.testDb.db.query("UPDATE users SET verification_status = 'user_pending' WHERE id = $1", [demo.userId]);
    const res = await t.app.inject({ method: 'GET', url: '/profile/user', headers: { authorization: `Bearer ${token}`, region: 'kz' } });
    expect(res.json<ProfileReply>().data.verification).toEqual({ is_need: false, data: { status: 'pending' } });
    expect(res.json<ProfileReply>().data.region).toBe('KZ');
  });
});
