import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, nextIp, registerByEmail, type ProfileReply } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const KEY = 'operator-key-for-tests-0123456789abcdef';
const NONCE = 'nonce-of-the-browser-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ operatorApiKey: KEY, ssoHandoffTtlS: 1 });
});
afterAll(async () => {
  await t?.close();
});

type Options = { token?: string; operator?: boolean; origin?: string; ip?: string };
/** The fields these tests read from the replies. */
type Reply = {
  data: { hostname: string; is_sso_home: boolean; id: number; domains: unknown[] } & Record<string, unknown>;
  expires_in: number;
  sso: string | null;
  token: string;
};
type Answer = { statusCode: number; json<T = Reply>(): T };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, options: Options = {}): Promise<Answer> =>
  t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.operator ? { 'x-operator-key': KEY } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });

const userIdOf = async (token: string) => (await getProfile(t.app, token)).json<ProfileReply>().data.id;

async function handoff(token: string, targetHost = 'mirror-b.localhost', nonce = NONCE): Promise<string> {
  const res = await call('POST', '/api/v2/sso/handoff', { target_host: targetHost, nonce }, { token });
  expect(res.statusCode).toBe(200);
  expect(res.json().expires_in).toBeLessThan(60);
  return res.json<{ token: string }>().token;
}

const exchange = (token: string, host = 'mirror-b.localhost', nonce = NONCE) =>
  call('POST', '/api/v2/sso/exchange', { token, host, nonce });

describe('mirror data', () => {
  it("a mirror gets its own data and the home's SSO link; the home has none; an unknown host gets the defaults", async () => {
    const a = await call('GET', '/api/v2/mirrors/current?host=mirror-a.localhost:3000&scheme=http');
    expect(a.statusCode).toBe(200);
    expect(a.json().data).toEqual({
      hostname: 'mirror-a.localhost',
      known: true,
      is_sso_home: false,
      blocked: false,
      sso: 'http://localhost:3000/sso/start',
      verification_meta: { 'yandex-verification': 'dev-mirror-a-yandex' },
      settings: { revshare_service_frontend_url: 'https://partners.example.com', telegram_channel_url: 'https://t.me/casino_mirror_a' },
    });
    const home = await call('GET', '/api/v2/mirrors/current?host=localhost:3000&scheme=http');
    expect(home.json().data).toMatchObject({ is_sso_home: true, sso: null });
    const unknown = await call('GET', '/api/v2/mirrors/current?host=mirror-a.localhost.evil');
    expect(unknown.json().data).toEqual({
      hostname: 'mirror-a.localhost.evil',
      known: false,
      is_sso_home: false,
      blocked: false,
      sso: null,
      verification_meta: {},
      settings: { revshare_service_frontend_url: null, telegram_channel_url: null },
    });
    for (const host of ['', 'a b', 'evil.com/x', 'x'.repeat(400), 'mirror-a.localhost@evil', '%00']) {
      expect((await call('GET', `/api/v2/mirrors/current?host=${encodeURIComponent(host)}`)).statusCode).toBe(422);
    }
  });

  it('middleware calls record a known domain and answer its data; getMirrorsToCheck lists clean URLs and pixels', async () => {
    const visit = await call('POST', '/middleware/mirror', { domain: 'mirror-a.localhost' }, { origin: 'http://mirror-a.localhost:3000' });
    expect(visit.statusCode).toBe(200);
    expect(visit.json().data.hostname).toBe('mirror-a.localhost');
    const redirect = await call('POST', '/middleware/mirrorRedirect', { domain: 'https://mirror-b.localhost/x?y' });
    expect(redirect.statusCode).toBe(200);
    expect(redirect.json().data.hostname).toBe('mirror-b.localhost');
    const rows = await t.testDb.db.query<{ hostname: string; kind: string }>('SELECT hostname, kind FROM mirror_visits ORDER BY id');
    expect(rows).toEqual([
      { hostname: 'mirror-a.localhost', kind: 'visit' },
      { hostname: 'mirror-b.localhost', kind: 'redirect' },
    ]);
    const list = await call('GET', '/api/getMirrorsToCheck', undefined, { origin: 'http://mirror-a.localhost:3000' });
    expect(list.json().data.domains).toContainEqual({
      url: 'http://mirror-b.localhost:3000',
      image: 'http://mirror-b.localhost:3000/pixel.png',
    });
    const mirror = await call('GET', '/api/mirror', undefined, { origin: 'http://mirror-a.localhost:3000' });
    expect(mirror.json()).toEqual({ redirect: { newLink: 'http://mirror-a.localhost:3000' } });
  });

  it('a blocked mirror makes GET /api/mirror point to a working one', async () => {
    const made = await call('POST', '/operator/mirrors', { hostname: 'blocked.example', is_blocked: true }, { operator: true });
    expect(made.statusCode).toBe(201);
    const res = await call('GET', '/api/mirror', undefined, { origin: 'https://blocked.example' });
    expect(res.json()).toEqual({ redirect: { newLink: 'https://localhost' } });
    expect((await call('DELETE', `/operator/mirrors/${made.json().data.id}`, undefined, { operator: true })).statusCode).toBe(204);
  });
});

describe('SSO hand-off tokens', () => {
  it('hands a session over once, to its mirror, for the browser holding the nonce', async () => {
    const token = await registerByEmail(t.app, 'sso-a@example.com');
    const userId = await userIdOf(token);
    const handed = await handoff(token);
    const first = await exchange(handed);
    expect(first.statusCode).toBe(200);
    expect(await userIdOf(first.json<{ token: string }>().token)).toBe(userId);
    expect((await exchange(handed)).statusCode).toBe(401);
  });

  it('refuses a token on the wrong mirror, with the wrong nonce, or expired; a refused token is spent', async () => {
    const token = await registerByEmail(t.app, 'sso-b@example.com');
    const wrongHost = await handoff(token);
    expect((await exchange(wrongHost, 'mirror-a.localhost')).statusCode).toBe(401);
    expect((await exchange(wrongHost)).statusCode).toBe(401);
    const wrongNonce = await handoff(token);
    expect((await exchange(wrongNonce, 'mirror-b.localhost', 'attacker-nonce-0123456789')).statusCode).toBe(401);
    expect((await exchange(wrongNonce)).statusCode).toBe(401);
    const expired = await handoff(token);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await exchange(expired)).statusCode).toBe(401);
    expect((await exchange('made-up-token-0123456789abcdef')).statusCode).toBe(401);
  });

  it("another player's token gives nothing to a browser without its nonce; each token signs in its own issuer only", async () => {
    const alice = await registerByEmail(t.app, 'sso-alice@example.com');
    const bob = await registerByEmail(t.app, 'sso-bob@example.com');
    const alicesToken = await handoff(alice, 'mirror-b.localhost', 'alice-browser-nonce-0123456789');
    expect((await exchange(alicesToken, 'mirror-b.localhost', 'bob-browser-nonce-0123456789')).statusCode).toBe(401);
    const bobsToken = await handoff(bob, 'mirror-b.localhost', 'bob-browser-nonce-0123456789');
    const bobs = await exchange(bobsToken, 'mirror-b.localhost', 'bob-browser-nonce-0123456789');
    expect(await userIdOf(bobs.json().token)).toBe(await userIdOf(bob));
    expect(await userIdOf(bobs.json().token)).not.toBe(await userIdOf(alice));
  });

  it('issues only for a signed-in user and a configured, unblocked mirror', async () => {
    expect((await call('POST', '/api/v2/sso/handoff', { target_host: 'mirror-b.localhost', nonce: NONCE })).statusCode).toBe(401);
    const token = await registerByEmail(t.app, 'sso-c@example.com');
    const evil = await call('POST', '/api/v2/sso/handoff', { target_host: 'evil.example', nonce: NONCE }, { token });
    expect(evil.statusCode).toBe(422);
  });

  it("a login on a mirror replies with the home's pull link; on the home or without an origin, none", async () => {
    await registerByEmail(t.app, 'sso-login@example.com');
    const login = (origin?: string) =>
      call('POST', '/api/v2/auth/login/email/password', { email: 'sso-login@example.com', password: 'correct horse battery' }, { origin });
    expect((await login('http://mirror-a.localhost:3000')).json().sso).toBe('http://localhost:3000/sso/pull');
    expect((await login('http://localhost:3000')).json().sso).toBeNull();
    expect((await login()).json().sso).toBeNull();
    expect((await login('https://evil.example')).json().sso).toBeNull();
  });
});

describe('tracking events and probes', () => {
  it('stores SSO events of guests and players; the operator reads them by session', async () => {
    const sid = 'session-id-of-the-sso-0001';
    expect((await call('PUT', '/api/v2/tracking/events', { name: 'ssoAvailabilityCreate', data: { session_id: sid } })).statusCode).toBe(
      200,
    );
    const token = await registerByEmail(t.app, 'sso-track@example.com');
    const finish = { name: 'ssoAvailabilityFinish', data: { session_id: sid, mirror: 'mirror-b.localhost' } };
    expect((await call('PUT', '/api/v2/tracking/events', finish, { token })).statusCode).toBe(200);
    const events = await call('GET', `/operator/sso/tracking-events?session_id=${sid}`, undefined, { operator: true });
    type Event = { name: string; mirror: string | null; user_id: number | null };
    expect(events.json<{ data: Event[] }>().data.map((event) => [event.name, event.mirror, event.user_id])).toEqual([
      ['ssoAvailabilityCreate', null, null],
      ['ssoAvailabilityFinish', 'mirror-b.localhost', await userIdOf(token)],
    ]);
    expect((await call('GET', `/operator/sso/tracking-events?session_id=${sid}`, undefined, { token })).statusCode).toBe(401);
  });

  it('limits tracking events per address', async () => {
    const ip = nextIp();
    const body = { name: 'ssoAvailabilityCreate', data: { session_id: 'session-id-of-the-sso-0002' } };
    const codes = [];
    for (let i = 0; i < 61; i += 1) codes.push((await call('PUT', '/api/v2/tracking/events', body, { ip })).statusCode);
    expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });

  it('stores probes per user and region; the operator report aggregates them; players cannot read it', async () => {
    const token = await registerByEmail(t.app, 'sso-probe@example.com');
    const results = { 'mirror-a.localhost': 120, 'http://mirror-b.localhost:3000': null, 'unknown.example': 5, localhost: 80 };
    const res = await call('POST', '/api/sendAntiBonusResult', { results }, { token, ip: '5.255.255.5' });
    expect(res.json()).toEqual({ success: true, stored: 3 });
    const again = await call('POST', '/api/sendAntiBonusResult', { results: { 'mirror-a.localhost': 200 } }, { token });
    expect(again.statusCode).toBe(200);
    const report = await call('GET', '/operator/mirrors/availability', undefined, { operator: true });
    const rows = report.json<{ data: Array<{ domain: string; probes: number; reachable_percent: number; median_ms: number | null }> }>()
      .data;
    expect(rows.filter((row) => row.domain === 'mirror-b.localhost')).toEqual([
      { domain: 'mirror-b.localhost', region: 'RU', probes: 1, reachable_percent: 0, median_ms: null },
    ]);
    expect(rows.filter((row) => row.domain === 'mirror-a.localhost').reduce((sum, row) => sum + row.probes, 0)).toBe(2);
    expect((await call('GET', '/operator/mirrors/availability', undefined, { token })).statusCode).toBe(401);
    expect((await call('POST', '/api/sendAntiBonusResult', { results })).statusCode).toBe(401);
  });
});

describe('operator mirrors', () => {
  it('creates, changes, moves the SSO home, and deletes; conflicts and unknown ids answer 409 and 404', async () => {
    const made = await call(
      'POST',
      '/operator/mirrors',
      { hostname: 'Mirror-C.Example', verification_meta: { 'yandex-verification': 'abc' }, telegram_channel_url: 'https://t.me/c' },
      { operator: true },
    );
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    expect(made.json().data).toMatchObject({ hostname: 'mirror-c.example', is_sso_home: false, revshare_service_frontend_url: null });
    expect((await call('POST', '/operator/mirrors', { hostname: 'mirror-c.example' }, { operator: true })).statusCode).toBe(409);
    const home = await call('PUT', `/operator/mirrors/${id}`, { is_sso_home: true }, { operator: true });
    expect(home.json().data).toMatchObject({
      is_sso_home: true,
      verification_meta: { 'yandex-verification': 'abc' },
      telegram_channel_url: 'https://t.me/c',
    });
    const list = (await call('GET', '/operator/mirrors', undefined, { operator: true })).json<{
      data: Array<{ id: number; hostname: string; is_sso_home: boolean }>;
    }>().data;
    expect(list.filter((mirror) => mirror.is_sso_home).map((mirror) => mirror.hostname)).toEqual(['mirror-c.example']);
    const back = list.find((mirror) => mirror.hostname === 'localhost')!;
    expect((await call('PUT', `/operator/mirrors/${back.id}`, { is_sso_home: true }, { operator: true })).statusCode).toBe(200);
    expect((await call('DELETE', `/operator/mirrors/${id}`, undefined, { operator: true })).statusCode).toBe(204);
    expect((await call('DELETE', `/operator/mirrors/${id}`, undefined, { operator: true })).statusCode).toBe(404);
    expect((await call('PUT', '/operator/mirrors/999999', { is_blocked: true }, { operator: true })).statusCode).toBe(404);
    expect((await call('GET', '/operator/mirrors')).statusCode).toBe(401);
  });
});

describe('fuzzed bodies answer 4xx', () => {
  const huge = 'x'.repeat(100_000);
  const cases: Array<[method: 'POST' | 'PUT', url: string, body: unknown, auth: 'user' | 'operator' | 'none']> = [
    ['POST', '/middleware/mirror', { domain: 'a\u0000b' }, 'none'],
    ['POST', '/middleware/mirror', { domain: huge }, 'none'],
    ['POST', '/middleware/mirrorRedirect', { domain: 42 }, 'none'],
    ['POST', '/middleware/mirrorRedirect', [], 'none'],
    ['PUT', '/api/v2/tracking/events', { name: 'other', data: { session_id: 'session-id-of-the-sso-0003' } }, 'none'],
    ['PUT', '/api/v2/tracking/events', { name: 'ssoAvailabilityCreate', data: { session_id: 'short' } }, 'none'],
    ['PUT', '/api/v2/tracking/events', { name: 'ssoAvailabilityCreate', data: { session_id: huge } }, 'none'],
    [
      'PUT',
      '/api/v2/tracking/events',
      { name: 'ssoAvailabilityFinish', data: { session_id: 'session-id-of-the-sso-0003', mirror: 'a\u0000' } },
      'none',
    ],
    ['POST', '/api/sendAntiBonusResult', { results: { 'mirror-a.localhost': -1 } }, 'user'],
    ['POST', '/api/sendAntiBonusResult', { results: { 'mirror-a.localhost': 'fast' } }, 'user'],
    [
      'POST',
      '/api/sendAntiBonusResult',
      { results: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`m${i}.example`, 1])) },
      'user',
    ],
    ['POST', '/api/sendAntiBonusResult', { results: { 'a\u0000': 1 } }, 'user'],
    ['POST', '/api/sendAntiBonusResult', { results: null }, 'user'],
    ['POST', '/api/v2/sso/handoff', { target_host: 'mirror-b.localhost', nonce: 'x' }, 'user'],
    ['POST', '/api/v2/sso/handoff', { target_host: huge, nonce: NONCE }, 'user'],
    ['POST', '/api/v2/sso/exchange', { token: huge, host: 'mirror-b.localhost', nonce: NONCE }, 'none'],
    ['POST', '/api/v2/sso/exchange', { token: 'a'.repeat(20), host: 'mirror-b.localhost/evil', nonce: NONCE }, 'none'],
    ['POST', '/operator/mirrors', { hostname: 'evil.example/x' }, 'operator'],
    ['POST', '/operator/mirrors', { hostname: 'ok.example', telegram_channel_url: 'javascript:alert(1)' }, 'operator'],
    ['POST', '/operator/mirrors', { hostname: 'ok.example', verification_meta: { 'Bad Name': 'x' } }, 'operator'],
    ['PUT', '/operator/mirrors/1', {}, 'operator'],
    ['PUT', '/operator/mirrors/abc', { is_blocked: true }, 'operator'],
  ];
  it.each(cases.map((c, i) => [i, ...c] as const))('case %i: %s %s', async (_, method, url, body, auth) => {
    const token = auth === 'user' ? await registerByEmail(t.app, `fuzz-${Math.random().toString(36).slice(2)}@example.com`) : undefined;
    const res = await call(method, url, body, { token, operator: auth === 'operator' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
