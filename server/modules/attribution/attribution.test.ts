import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { createLedger, type Ledger } from '../../ledger/ledger';
import { createPaymentProviders, type PaymentProviders } from '../../payments/registry';
import { silentLog, until } from '../../payments/test-kit';
import { nextIp, registerByEmail, type InvalidReply } from '../../test/auth-helpers';
import { createTestDb, type TestDb } from '../../test/test-db';
import { signPostback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './postback-delivery';
import { TOUCH_RATE } from './routes';

const OPERATOR_KEY = 'operator-key-for-attribution-tests-0123456789';
const UTM = { utm_source: 'check', utm_medium: 'cpc', utm_campaign: 'launch', utm_term: 'casino' };

let app: FastifyInstance;
let testDb: TestDb;
let ledger: Ledger;
let payments: PaymentProviders;

beforeAll(async () => {
  testDb = await createTestDb();
  const config = testConfig({ houseAccountShards: 4, operatorApiKey: OPERATOR_KEY });
  ledger = createLedger(testDb.db, { houseShards: config.houseAccountShards });
  let built: FastifyInstance | null = null;
  payments = createPaymentProviders({
    config,
    db: testDb.db,
    log: silentLog,
    sandboxSend: async (url, { headers, body }) => {
      if (!built) return 503;
      return (await built.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })).statusCode;
    },
    sandboxDelivery: { retryLimit: 3, retryDelayS: 1 },
    queuePollingIntervalS: 0.5,
  });
  built = await buildApp({ config, db: testDb.db, ledger, payments, postbackRetry: { retryLimit: 3, retryDelayS: 1, pumpEveryS: 1 } });
  app = built;
  await payments.start();
});

afterAll(async () => {
  await payments?.close();
  await app?.close();
  await ledger?.close();
  await testDb?.close();
});

type Inject = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; token?: string; ip?: string; headers?: Record<string, string> };

function send(url: string, payload?: unknown, { method = 'POST', token, ip = nextIp(), headers = {} }: Inject = {}) {
  return app.inject({
    method,
    url,
    payload: payload as object | undefined,
    remoteAddress: ip,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}
const operator = (method: Inject['method'], url: string, payload?: unknown) =>
  send(url, payload, { method, headers: { 'x-operator-key': OPERATOR_KEY } });

let counter = 0;
type TouchView = Record<string, unknown> & { id: number; kind: string };
type UserView = { summary: Record<string, unknown>; first: TouchView; last: TouchView; touches: TouchView[] };
const attributionOf = async (userId: number) => (await operator('GET', `/operator/attribution/users/${userId}`)).json<UserView>();

const email = () => `attr-${(counter += 1)}-${Date.now()}@example.com`;
const userIdOf = async (token: string) =>
  (await send('/profile/user', undefined, { method: 'GET', token })).json<{ data: { id: number } }>().data.id;

describe('POST /middleware/utm', () => {
  it('answers an advId and the campaign promo the operator set', async () => {
    expect(
      (
        await operator('PUT', '/operator/attribution/campaign-promos', {
          utm_source: 'check',
          utm_campaign: 'launch',
          type: 'freespins',
          value: '50',
        })
      ).statusCode,
    ).toBe(200);
    const res = await send('/middleware/utm', { ...UTM, extra: 'x', n: 5 }, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ advId: string; promo: unknown }>();
    expect(body.advId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.promo).toEqual({ type: 'freespins', value: '50' });
    const [row] = await testDb.db.query<{ kind: string; utm_source: string; utm_term: string; query: unknown }>(
      `SELECT kind, utm_source, utm_term, query FROM attribution_touches WHERE adv_id = $1`,
      [body.advId],
    );
    expect(row).toMatchObject({ kind: 'utm', utm_source: 'check', utm_term: 'casino', query: { ...UTM, extra: 'x', n: '5' } });
  });

  it('without a configured campaign: promo null; a missing utm_* is a 422', async () => {
    expect((await send('/middleware/utm', { ...UTM, utm_source: 'other' })).json<{ promo: unknown }>().promo).toBeNull();
    const missing = await send('/middleware/utm', { utm_source: 'a', utm_medium: 'b', utm_campaign: 'c' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<InvalidReply>().errors.utm_term).toBeDefined();
  });

  it('fuzz: NUL bytes, huge values, wrong types, too many keys, a huge body are 4xx', async () => {
    const bad: unknown[] = [
      { ...UTM, utm_term: 'a\u0000b' },
      { ...UTM, utm_term: 'x'.repeat(5000) },
      { ...UTM, utm_term: { nested: true } },
      { ...UTM, utm_term: ['a', 'b'] },
      { ...UTM, ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, 'v'])) },
      { ...UTM, 'bad key!': 'v' },
      [1, 2, 3],
      'text',
      { ...UTM, big: 'y'.repeat(20_000) },
    ];
    for (const payload of bad) {
      const res = await send('/middleware/utm', payload, { headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const url of ['/middleware/registerPageOpenEvent', '/middleware/affiliate']) {
      for (const payload of [{ subH: 'a\u0000' }, { subH: 12 }, { query: { stag: 'x'.repeat(600) } }, { query: 'x' }, null]) {
        const res = await send(url, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    const token = await registerByEmail(app, email());
    for (const payload of [{ advId: 'not-a-uuid' }, { stag: 'z\u0000' }, { stag: { a: 1 } }, { prHash: 'p'.repeat(300) }]) {
      const res = await send('/attachSource', payload, { token });
      expect([200, 422]).toContain(res.statusCode);
    }
  });

  it('is rate-limited per client address', async () => {
    const ip = '198.51.100.77';
    const codes: number[] = [];
    for (let i = 0; i <= TOUCH_RATE.limit; i += 1) codes.push((await send('/middleware/utm', UTM, { ip })).statusCode);
    expect(codes.slice(0, TOUCH_RATE.limit).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('page open and affiliate landings', () => {
  it('stores both; {} is a 422 (not a 404) with or without a token', async () => {
    const token = await registerByEmail(app, email());
    expect(
      (await send('/middleware/registerPageOpenEvent', { subH: 'sub-1', uuid: 'u-1', click_url: 'https://x.example/?subH=sub-1' }))
        .statusCode,
    ).toBe(200);
    expect((await send('/middleware/affiliate', { query: { stag: 'aff_1', partner: 'aff' } }, { token })).statusCode).toBe(200);
    expect((await send('/middleware/affiliate', { stag: 'aff_2' })).statusCode).toBe(200);
    expect((await send('/middleware/registerPageOpenEvent', {}, { token })).statusCode).toBe(422);
    expect((await send('/middleware/affiliate', {}, { token })).statusCode).toBe(422);
    const rows = await testDb.db.query<{ kind: string; sub_h: string | null; stag: string | null; user_id: unknown }>(
      `SELECT kind, sub_h, stag, user_id FROM attribution_touches WHERE kind IN ('page_open', 'affiliate') ORDER BY id`,
    );
    expect(rows.map((row) => [row.kind, row.sub_h ?? row.stag, row.user_id === null ? null : Number(row.user_id)])).toEqual([
      ['page_open', 'sub-1', null],
      ['affiliate', 'aff_1', await userIdOf(token)],
      ['affiliate', 'aff_2', null],
    ]);
  });
});

describe('first and last touch', () => {
  it('registration is the first touch and stays; attachSource updates the last and claims the UTM landing', async () => {
    const { advId } = (await send('/middleware/utm', { ...UTM, utm_campaign: 'spring' })).json<{ advId: string }>();
    const token = await registerByEmail(app, email(), undefined, { stag: 'first_stag', partner: 'firstp' });
    const userId = await userIdOf(token);
    const first = await attributionOf(userId);
    expect(first.first).toMatchObject({ kind: 'register', stag: 'first_stag', partner: 'firstp' });
    expect(first.last.id).toBe(first.first.id);

    expect((await send('/attachSource', { stag: 'second_stag', advId, promo: null }, { token })).statusCode).toBe(200);
    const after = await attributionOf(userId);
    expect(after.first).toEqual(first.first);
    expect(after.last).toMatchObject({ kind: 'attach', stag: 'second_stag', utmCampaign: 'spring', utmSource: 'check' });
    expect(after.summary).toMatchObject({ stag: 'first_stag', partner: 'firstp', utmSource: 'check', utmCampaign: 'spring' });
    expect(after.touches.map((touch) => touch.kind)).toEqual(['utm', 'register', 'attach']);

    expect((await send('/attachSource', { stag: 'third' }, { token })).statusCode).toBe(200);
    const third = await attributionOf(userId);
    expect(third.first).toEqual(first.first);
    expect(third.last.stag).toBe('third');
    expect((await send('/attachSource', {})).statusCode).toBe(401);
  });
});

describe('the report and postbacks', () => {
  let partnerServer: Server;
  let received: Array<{ url: string; headers: IncomingMessage['headers']; body: string }> = [];
  let failNext = 0;
  let base = '';

  beforeAll(async () => {
    partnerServer = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body });
        if (failNext > 0) {
          failNext -= 1;
          response.writeHead(500).end('down');
        } else response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => partnerServer.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(partnerServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => partnerServer.close(() => resolve()));
  });

  it('refuses bad postback URLs and unknown partners names', async () => {
    for (const url_template of ['ftp://example.com/x', 'javascript:alert(1)//', 'not a url at all', 'https://user:pw@example.com/x']) {
      expect((await operator('PUT', '/operator/attribution/postbacks/acme', { url_template, secret: 's'.repeat(32) })).statusCode).toBe(
        422,
      );
    }
    expect(
      (await operator('PUT', '/operator/attribution/postbacks/bad%20name', { url_template: `${base}/x`, secret: 's'.repeat(32) }))
        .statusCode,
    ).toBe(422);
    expect((await send('/operator/attribution/postbacks', undefined, { method: 'GET' })).statusCode).toBe(401);
  });

  it('a registration with stag X and its first deposit: counted in the report and CSV; postbacks signed, retried after a 500', async () => {
    const secret = 'partner-secret-0123456789abcdef';
    const template = `${base}/pb?event={event}&stag={stag}&uid={user_id}&amount={amount}&cur={currency}`;
    expect((await operator('PUT', '/operator/attribution/postbacks/acme', { url_template: template, secret })).statusCode).toBe(200);
    failNext = 1;
    received = [];
    const token = await registerByEmail(app, email(), undefined, { stag: 'acme_X', partner: 'acme', currency: 'RUB' });
    const userId = await userIdOf(token);
    await app.attribution.pump();
    await until(async () => received.length >= 2, 20_000);
    expect(received[0].url).toBe(`/pb?event=registration&stag=acme_X&uid=${userId}&amount=&cur=`);
    expect(received[1].url).toBe(received[0].url);
    const delivered = received[1];
    const expected = signPostback(secret, String(delivered.headers[TIMESTAMP_HEADER]), `${base}${delivered.url}`, delivered.body);
    expect(delivered.headers[SIGNATURE_HEADER]).toBe(`sha256=${expected}`);
    expect(JSON.parse(delivered.body)).toMatchObject({ event: 'registration', user_id: userId, stag: 'acme_X', partner: 'acme' });

    // The sandbox deposit flow of the billing tests.
    const config = (
      await send(
        '/api/v2/billing/deposits',
        { hash: 'sandbox-card', amount: 1500.5 },
        { token, headers: { 'idempotency-key': `attr-${Date.now()}` } },
      )
    ).json<{ id: string }>();
    const [row] = await testDb.db.query<{ provider_invoice_id: string }>(`SELECT provider_invoice_id FROM payment_invoices WHERE id = $1`, [
      config.id,
    ]);
    await payments.sandbox!.payInvoice(row.provider_invoice_id);
    await until(async () => (await testDb.db.query(`SELECT 1 FROM attribution_deposits WHERE user_id = $1`, [userId])).length > 0, 20_000);
    await app.attribution.pump();
    await until(async () => received.length >= 3, 20_000);
    expect(received[2].url).toBe(`/pb?event=first_deposit&stag=acme_X&uid=${userId}&amount=1500.5&cur=RUB`);

    const state = (await operator('GET', '/operator/attribution/postbacks/acme/deliveries')).json<{
      data: Array<{ event: string; status: string; attempts: number }>;
    }>().data;
    expect(state.map((p) => [p.event, p.status, p.attempts])).toEqual([
      ['first_deposit', 'delivered', 1],
      ['registration', 'delivered', 2],
    ]);

    // Five dice bets of 10 RUB: the NGR is what the house kept of them.
    let wonMinor = 0;
    for (let i = 0; i < 5; i += 1) {
      const bet = await send(
        '/api/v2/games/dice/bets',
        { amount: 10, target: 50, direction: 'under' },
        { token, headers: { 'idempotency-key': `attr-bet-${Date.now()}-${i}` } },
      );
      expect(bet.statusCode).toBe(200);
      wonMinor += Math.round(bet.json<{ bet: { payout: number } }>().bet.payout * 100);
    }

    const report = await operator('GET', '/operator/attribution/report');
    expect(report.statusCode).toBe(200);
    const lines = report.json<{ data: Array<Record<string, unknown>> }>().data.filter((line) => line.stag === 'acme_X');
    expect(lines).toEqual([
      expect.objectContaining({ partner: 'acme', currency: null, registrations: 1, first_deposits: 0, deposits: 0 }),
      expect.objectContaining({
        partner: 'acme',
        currency: 'RUB',
        registrations: 0,
        first_deposits: 1,
        deposits: 1500.5,
        stakes: 50,
        wins: wonMinor / 100,
        ngr: (5000 - wonMinor) / 100,
      }),
    ]);

    const csv = await operator('GET', '/operator/attribution/report?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const text = csv.body;
    expect(text.split('\n')[0]).toBe(
      'day,stag,partner,utm_source,utm_campaign,currency,registrations,first_deposits,deposits,stakes,wins,ngr',
    );
    expect(text).toContain(`,acme_X,acme,,,RUB,0,1,1500.5,50,${wonMinor / 100},${(5000 - wonMinor) / 100}\n`);
    expect((await operator('GET', '/operator/attribution/report?from=2026-13-01')).statusCode).toBe(422);
    expect((await operator('GET', '/operator/attribution/report?from=2020-01-01&to=2026-01-01')).statusCode).toBe(422);
  });
});
