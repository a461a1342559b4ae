import type { InvalidReply } from '../../../test/auth-helpers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../../payments/test-kit';
import {
  call,
  createBillingTestApp,
  deposit,
  expectLedgerClean,
  newIdempotencyKey,
  newPlayer,
  realBalance,
  type BillingTestApp,
  type DepositConfig,
  type PaymentStatus,
  type BillingData,
  type HistoryItem,
  type Page,
} from '../shared/test-kit';

let t: BillingTestApp;

beforeAll(async () => {
  t = await createBillingTestApp({ restrictedCountries: ['US'] });
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await expectLedgerClean(t);
});

const get = (url: string, token?: string, headers?: Record<string, string>) => call(t.app, { method: 'GET', url, token, headers });
const statusOf = async (id: string, token: string) => (await get(`/billing/payment/status/${id}`, token)).json<PaymentStatus>();

describe('GET /api/v2/billing/data', () => {
  it("lists the methods of the player's currency and region in major units; crypto-payments is the crypto subset", async () => {
    const { token } = await newPlayer(t.app, 'RUB');
    const res = await get('/api/v2/billing/data', token, { region: 'RU' });
    expect(res.statusCode).toBe(200);
    const body = res.json<BillingData>();
    const hashes = body.payments.methods.map((method: { hash: string }) => method.hash);
    expect(hashes).toEqual(['sandbox-card', 'sandbox-sbp', 'sandbox-usdt', 'sandbox-checkout']);
    // A new player's first deposit gets the welcome pack's first step (config/bonuses.json).
    expect(body.payments.bonus).toEqual({ name: 'Welcome bonus: 100% on the first deposit' });
    expect(body.payments.methods[0]).toEqual({
      hash: 'sandbox-card',
      provider: 'sandbox',
      name: { en: 'Bank card transfer', ru: 'Перевод на карту', kz: 'Картаға аудару' },
      icon: 'card',
      shape: 'card',
      min_amount: 100,
      max_amount: 300000,
      default_amount: 1000,
      exchange_currency: 'RUB',
      currency: 'RUB',
      commission_percent: 0,
    });
    // No limits in the file for RUB: spec section 5's defaults.
    expect(body.payments.methods[3]).toMatchObject({ hash: 'sandbox-checkout', min_amount: 100, max_amount: 300000, default_amount: 100 });
    expect(body['crypto-payments']).toEqual([
      expect.objectContaining({ hash: 'sandbox-usdt', exchange_currency: 'USD', coin: 'usdttrc20', commission_percent: 1 }),
    ]);
    expect(body.payouts.methods.map((method: { hash: string }) => method.hash)).toEqual(['sandbox-card-payout', 'sandbox-usdt-payout']);
    // Spec section 9: the minimum payout in RUB is 100.
    expect(body.payouts.methods[0]).toMatchObject({ shape: 'card', min_amount: 100, currency: 'RUB' });
    expect(body['crypto-payouts'].map((method: { hash: string }) => method.hash)).toEqual(['sandbox-usdt-payout']);
  });

  it('follows the region and currency: no SBP in KZ, KZT limits for a KZT player; NOWPayments absent while unconfigured', async () => {
    const rub = await newPlayer(t.app, 'RUB');
    const kz = (await get('/api/v2/billing/data', rub.token, { region: 'KZ' })).json<BillingData>();
    expect(kz.payments.methods.map((method: { hash: string }) => method.hash)).not.toContain('sandbox-sbp');
    const kzt = await newPlayer(t.app, 'KZT');
    const body = (await get('/api/v2/billing/data', kzt.token, { region: 'KZ' })).json<BillingData>();
    expect(body.payments.methods.find((method: { hash: string }) => method.hash === 'sandbox-card')).toMatchObject({
      min_amount: 500,
      max_amount: 1500000,
      default_amount: 5000,
      currency: 'KZT',
    });
    expect(body.payouts.methods[0]).toMatchObject({ min_amount: 500, currency: 'KZT' });
    expect(JSON.stringify(body)).not.toContain('nowpayments');
  });

  it('401 without a session', async () => {
    expect((await get('/api/v2/billing/data')).statusCode).toBe(401);
    expect((await get('/api/v2/billing/data', 'not-a-live-token-at-all')).json<BillingData>()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('POST /api/v2/billing/deposits', () => {
  it('opens a card transfer: 201 with the card and phone to pay to, the countdown, and a checkout page', async () => {
    const { token } = await newPlayer(t.app);
    const res = await deposit(t.app, token, { hash: 'sandbox-card', amount: 1500.5 });
    expect(res.statusCode).toBe(201);
    const config = res.json<DepositConfig>();
    expect(config).toMatchObject({
      hash: 'sandbox-card',
      status: 1,
      status_name: 'created',
      life_time: 1200,
      amount: 1500.5,
      shop_amount: 1500.5,
      commission: 0,
      currency: 'RUB',
      exchange_currency: 'RUB',
      exchange_rate: 1,
      exchange_amount: 1500.5,
      crypto: null,
      sum_was_changed: false,
    });
    expect(config.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(config.remaining_time).toBeGreaterThan(1190);
    expect(config.remaining_time).toBeLessThanOrEqual(1200);
    expect(config.card?.card_number).toMatch(/^\d{16}$/);
    expect(config.card?.phone_number).toMatch(/^\+\d{11,}$/);
    expect(config.payment_url).toMatch(/\/sandbox-pay\/checkout\//);
  });

  it('a crypto method charges in its exchange currency at the recorded rate, rounded up, and keeps its commission', async () => {
    const { token } = await newPlayer(t.app);
    const config = (await deposit(t.app, token, { hash: 'sandbox-usdt', amount: 1000 })).json<DepositConfig>();
    expect(config).toMatchObject({
      amount: 1000,
      commission: 10,
      shop_amount: 990,
      exchange_currency: 'USD',
      exchange_rate: 92.5,
      // 1000 / 92.5 = 10.8108...: the player is asked for 10.82.
      exchange_amount: 10.82,
      card: null,
      crypto: { coin: 'usdttrc20', amount: '10.82', address: expect.any(String) },
    });
  });

  it('one open deposit per method: asking again (another key, another amount) returns it with 200', async () => {
    const { token } = await newPlayer(t.app);
    const first = await deposit(t.app, token, { hash: 'sandbox-sbp', amount: 500 });
    const again = await deposit(t.app, token, { hash: 'sandbox-sbp', amount: 700 });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    expect(again.json<DepositConfig>().amount).toBe(500);
    const other = await deposit(t.app, token, { hash: 'sandbox-card', amount: 500 });
    expect(other.statusCode).toBe(201);
    expect(other.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
    // Racing requests of one player for one method make one invoice.
    const racer = await newPlayer(t.app);
    const raced = await Promise.all(Array.from({ length: 8 }, () => deposit(t.app, racer.token, { hash: 'sandbox-card', amount: 300 })));
    const ok = raced.filter((res) => res.statusCode === 200 || res.statusCode === 201);
    expect(new Set(ok.map((res) => res.json<{ id: string }>().id)).size).toBe(1);
    expect(raced.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of raced) expect([200, 201, 409]).toContain(res.statusCode);
    const rows = await t.testDb.db.query(
      `SELECT 1 FROM payment_invoices WHERE user_id = (SELECT user_id FROM payment_invoices WHERE id = $1)`,
      [ok[0].json<{ id: string }>().id],
    );
    expect(rows).toHaveLength(1);
  });

  it('an expired deposit frees the slot: the next request opens a new one', async () => {
    const { token } = await newPlayer(t.app);
    const first = (await deposit(t.app, token, { hash: 'sandbox-card', amount: 500 })).json<DepositConfig>();
    await t.testDb.db.query(`UPDATE payment_invoices SET expires_at = now() - interval '1 second' WHERE id = $1`, [first.id]);
    const next = await deposit(t.app, token, { hash: 'sandbox-card', amount: 500 });
    expect(next.statusCode).toBe(201);
    expect(next.json<{ id: string }>().id).not.toBe(first.id);
    expect(await statusOf(first.id, token)).toMatchObject({ status: 4, status_name: 'expired' });
  });

  it('a replay with the same Idempotency-Key gets the first reply; the key with another body is a 422', async () => {
    const { token } = await newPlayer(t.app);
    const key = newIdempotencyKey();
    const first = await deposit(t.app, token, { hash: 'sandbox-checkout', amount: 250 }, key);
    const replay = await deposit(t.app, token, { hash: 'sandbox-checkout', amount: 250 }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const changed = await deposit(t.app, token, { hash: 'sandbox-checkout', amount: 260 }, key);
    expect(changed.statusCode).toBe(422);
    expect(Object.keys(changed.json<InvalidReply>().errors)).toEqual(['Idempotency-Key']);
  });

  it('422 in the spec shape: amount out of range, invalid amount, unknown method, missing key', async () => {
    const { token } = await newPlayer(t.app);
    const codeOf = async (body: object) => {
      const res = await deposit(t.app, token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json<InvalidReply>().message).toEqual(expect.any(String));
      return res.json<InvalidReply>().errors;
    };
    expect((await codeOf({ hash: 'sandbox-card', amount: 99.99 })).amount[0]).toMatch(/^amount_out_of_range: /);
    expect((await codeOf({ hash: 'sandbox-card', amount: 300000.01 })).amount[0]).toMatch(/^amount_out_of_range: /);
    expect((await codeOf({ hash: 'sandbox-sbp', amount: 100001 })).amount[0]).toMatch(/^amount_out_of_range: /);
    for (const amount of [0, -5, 100.001, 1e300])
      expect((await codeOf({ hash: 'sandbox-card', amount })).amount[0]).toMatch(/^invalid_amount: /);
    for (const amount of ['100', null, true, { v: 1 }])
      expect((await codeOf({ hash: 'sandbox-card', amount })).amount[0]).toMatch(/^invalid_amount: /);
    for (const hash of ['nope', 'sandbox-card-payout', 'nowpayments-crypto']) {
      expect((await codeOf({ hash, amount: 500 })).hash[0]).toMatch(/^unknown_method: /);
    }
    expect((await codeOf({ amount: 500 })).hash[0]).toMatch(/^unknown_method: /);
    expect(Object.keys(await codeOf({ hash: 'sandbox\u0000card', amount: 500 }))).toEqual(['hash']);
    const noKey = await call(t.app, {
      method: 'POST',
      url: '/api/v2/billing/deposits',
      token,
      payload: { hash: 'sandbox-card', amount: 500 },
    });
    expect(noKey.statusCode).toBe(422);
    expect(Object.keys(noKey.json<InvalidReply>().errors)).toEqual(['Idempotency-Key']);
    // A KZT player's card limits are KZT's; SBP is not offered to them at all.
    const kzt = await newPlayer(t.app, 'KZT');
    expect((await deposit(t.app, kzt.token, { hash: 'sandbox-card', amount: 499 })).json<InvalidReply>().errors.amount[0]).toMatch(
      /^amount_out_of_range/,
    );
    expect((await deposit(t.app, kzt.token, { hash: 'sandbox-sbp', amount: 500 })).json<InvalidReply>().errors.hash[0]).toMatch(
      /^unknown_method/,
    );
    const rows = await t.testDb.db.query(`SELECT 1 FROM payment_invoices WHERE user_id IN (SELECT id FROM users WHERE currency = 'KZT')`);
    expect(rows).toHaveLength(0);
  });

  it('401 without a session, 451 from a restricted country', async () => {
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/api/v2/billing/deposits',
      payload: { hash: 'sandbox-card', amount: 500 },
    });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await newPlayer(t.app);
    const restricted = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billing/deposits',
      payload: { hash: 'sandbox-card', amount: 500 },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': newIdempotencyKey(), 'x-forwarded-for': '8.8.8.8' },
    });
    expect(restricted.statusCode).toBe(451);
    expect(restricted.json()).toEqual({ message: expect.any(String), code: 'region_restricted' });
  });
});

describe('GET /api/v2/billing/deposits/open', () => {
  it('lists open, unexpired deposits with their remaining time, so a reload resumes the countdown', async () => {
    const { token } = await newPlayer(t.app);
    expect((await get('/api/v2/billing/deposits/open', token)).json()).toEqual({ data: [] });
    const card = (await deposit(t.app, token, { hash: 'sandbox-card', amount: 500 })).json<DepositConfig>();
    const crypto = (await deposit(t.app, token, { hash: 'sandbox-usdt', amount: 600 })).json<DepositConfig>();
    // 1170 of its 1200 s have passed.
    await t.testDb.db.query(
      `UPDATE payment_invoices SET created_at = created_at - interval '1170 seconds', expires_at = expires_at - interval '1170 seconds' WHERE id = $1`,
      [card.id],
    );
    const open = (await get('/api/v2/billing/deposits/open', token)).json<{ data: DepositConfig[] }>().data;
    expect(open.map((item: { id: string }) => item.id).sort()).toEqual([card.id, crypto.id].sort());
    const resumed = open.find((item: { id: string }) => item.id === card.id);
    expect(resumed?.remaining_time).toBeLessThanOrEqual(30);
    expect(resumed?.remaining_time).toBeGreaterThan(25);
    expect(resumed?.life_time).toBe(1200);
    await t.testDb.db.query(`UPDATE payment_invoices SET expires_at = now() - interval '1 second' WHERE id = $1`, [card.id]);
    expect(
      (await get('/api/v2/billing/deposits/open', token)).json<{ data: DepositConfig[] }>().data.map((item: { id: string }) => item.id),
    ).toEqual([crypto.id]);
    // Nobody else's.
    const other = await newPlayer(t.app);
    expect((await get('/api/v2/billing/deposits/open', other.token)).json()).toEqual({ data: [] });
    expect((await get('/api/v2/billing/deposits/open')).statusCode).toBe(401);
  });
});

describe('paying through the sandbox', () => {
  it('its signed notification credits the balance once; the status reads 3', async () => {
    const { token } = await newPlayer(t.app);
    const config = (await deposit(t.app, token, { hash: 'sandbox-card', amount: 1234.56 })).json<DepositConfig>();
    expect(await statusOf(config.id, token)).toMatchObject({ status: 1, credited_amount: null });
    const [row] = await t.testDb.db.query<{ provider_invoice_id: string }>(
      `SELECT provider_invoice_id FROM payment_invoices WHERE id = $1`,
      [config.id],
    );
    await t.sandbox.payInvoice(row.provider_invoice_id);
    await until(async () => (await realBalance(t.app, token)) > 0);
    expect(await realBalance(t.app, token)).toBe(1234.56);
    expect(await statusOf(config.id, token)).toEqual({
      status: 3,
      status_name: 'paid',
      sum_was_changed: false,
      amount: 1234.56,
      credited_amount: 1234.56,
    });
    const transfers = await t.testDb.db.query<{ kind: string; amount_minor: unknown; idempotency_key: string }>(
      `SELECT kind, amount_minor, idempotency_key FROM ledger_transfers WHERE cause_ref = $1`,
      [`invoice:${config.id}`],
    );
    expect(transfers.map((row) => ({ ...row, amount_minor: Number(row.amount_minor) }))).toEqual([
      { kind: 'deposit', amount_minor: 123_456, idempotency_key: `deposit:${config.id}` },
    ]);
    // No longer open.
    expect((await get('/api/v2/billing/deposits/open', token)).json<{ data: unknown }>().data).toEqual([]);
    // The player is told once, in the same transaction as the credit.
    const told = (await get('/api/v1/notifications', token)).json<{ data: { type: string; text: string }[]; meta: { unread: number } }>();
    // With the welcome pack's first bonus (docs/bonuses.md), granted in the same transaction.
    expect(told.data).toEqual([
      expect.objectContaining({
        type: 'bonus_granted',
        text: 'Bonus credited: ₽1,234.56 is on your bonus balance. Wager it to make it real money.',
      }),
      expect.objectContaining({ type: 'deposit_credited', text: 'Deposit credited: ₽1,234.56 is on your balance.' }),
    ]);
    expect(told.meta.unread).toBe(2);
  });

  it('another sum paid in the exchange currency credits what arrived, converted down, less the commission, and says so', async () => {
    const { token } = await newPlayer(t.app);
    const config = (await deposit(t.app, token, { hash: 'sandbox-usdt', amount: 1000 })).json<DepositConfig>();
    const [row] = await t.testDb.db.query<{ provider_invoice_id: string }>(
      `SELECT provider_invoice_id FROM payment_invoices WHERE id = $1`,
      [config.id],
    );
    // 5.00 USD arrive instead of 10.82: 462.50 RUB, 1% (4.63) kept, 457.87 credited.
    await t.sandbox.payInvoice(row.provider_invoice_id, 500);
    await until(async () => (await realBalance(t.app, token)) > 0);
    expect(await realBalance(t.app, token)).toBe(457.87);
    expect(await statusOf(config.id, token)).toEqual({
      status: 3,
      status_name: 'paid',
      sum_was_changed: true,
      amount: 1000,
      credited_amount: 457.87,
    });
    const history = (await get('/api/v2/billing/history?type=deposits', token)).json<Page<HistoryItem>>().data[0];
    expect(history).toMatchObject({ id: config.id, amount: 1000, credited_amount: 457.87, status: 3 });
    expect(history.method).toEqual({
      hash: 'sandbox-usdt',
      name: { en: 'USDT (TRC-20)', ru: 'USDT (TRC-20)', kz: 'USDT (TRC-20)' },
      icon: 'usdt',
      provider: 'sandbox',
      coin: 'usdttrc20',
    });
  });
});

describe('GET /billing/payment/status/{invoiceId}', () => {
  it("404 for an unknown invoice or another player's, 401 without a session", async () => {
    const owner = await newPlayer(t.app);
    const config = (await deposit(t.app, owner.token, { hash: 'sandbox-card', amount: 500 })).json<DepositConfig>();
    const stranger = await newPlayer(t.app);
    for (const id of [config.id, 'unknown-invoice-id-000000', 'x'.repeat(90)]) {
      const res = await get(`/billing/payment/status/${id}`, stranger.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Invoice not found.' });
    }
    expect((await get(`/billing/payment/status/${config.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/v2/billing/history', () => {
  it('deposits and payouts newest first, filtered and paginated', async () => {
    const { token } = await newPlayer(t.app);
    const first = (await deposit(t.app, token, { hash: 'sandbox-card', amount: 2000 })).json<DepositConfig>();
    const [row] = await t.testDb.db.query<{ provider_invoice_id: string }>(
      `SELECT provider_invoice_id FROM payment_invoices WHERE id = $1`,
      [first.id],
    );
    await t.sandbox.payInvoice(row.provider_invoice_id);
    await until(async () => (await realBalance(t.app, token)) === 2000);
    const second = (await deposit(t.app, token, { hash: 'sandbox-checkout', amount: 300 })).json<DepositConfig>();
    const payout = await call(t.app, {
      method: 'POST',
      url: '/api/v2/billing/payouts',
      token,
      payload: { hash: 'sandbox-card-payout', amount: 150, wallet: '4242 4242 4242 4242' },
      headers: { 'idempotency-key': newIdempotencyKey() },
    });
    expect(payout.statusCode).toBe(201);

    const all = (await get('/api/v2/billing/history', token)).json<Page<HistoryItem>>();
    expect(all.meta).toEqual({ page: 1, per_page: 20, total: 3 });
    expect(all.data.map((item: { type: string; id: string }) => [item.type, item.id])).toEqual([
      ['payout', payout.json<{ id: string }>().id],
      ['deposit', second.id],
      ['deposit', first.id],
    ]);
    expect(all.data[0]).toMatchObject({
      method: { hash: 'sandbox-card-payout', icon: 'card', provider: 'sandbox', coin: null },
      amount: 150,
      credited_amount: null,
      status: 'pending',
      status_name: 'pending',
    });
    expect(all.data[2]).toMatchObject({
      method: { hash: 'sandbox-card', name: { en: 'Bank card transfer' }, provider: 'sandbox', coin: null },
      amount: 2000,
      credited_amount: 2000,
      currency: 'RUB',
      status: 3,
      status_name: 'paid',
    });
    expect((await get('/api/v2/billing/history?type=payouts', token)).json<Page<HistoryItem>>().meta.total).toBe(1);
    const page = (await get('/api/v2/billing/history?type=deposits&page=2&per_page=1', token)).json<Page<HistoryItem>>();
    expect(page).toMatchObject({ meta: { page: 2, per_page: 1, total: 2 }, data: [{ id: first.id }] });
    expect((await get('/api/v2/billing/history?page=9', token)).json<Page<HistoryItem>>()).toEqual({
      data: [],
      meta: { page: 9, per_page: 20, total: 3 },
    });
    // A method since removed from the file: named by its hash, with the provider the payment went through and no coin.
    await t.testDb.db.query(`UPDATE payment_invoices SET method_hash = 'retired-method' WHERE id = $1`, [first.id]);
    expect((await get('/api/v2/billing/history?type=deposits&page=2&per_page=1', token)).json<Page<HistoryItem>>().data[0].method).toEqual({
      hash: 'retired-method',
      name: { en: 'retired-method', ru: 'retired-method', kz: 'retired-method' },
      icon: null,
      provider: 'sandbox',
      coin: null,
    });
    for (const query of ['type=bonuses', 'page=0', 'per_page=101', 'page=x']) {
      expect((await get(`/api/v2/billing/history?${query}`, token)).statusCode).toBe(422);
    }
    expect((await get('/api/v2/billing/history')).statusCode).toBe(401);
    const other = await newPlayer(t.app);
    expect((await get('/api/v2/billing/history', other.token)).json<Page<HistoryItem>>().meta.total).toBe(0);
  });
});

describe('the OpenAPI document', () => {
  it('describes every billing route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/api/v2/billing/data',
      '/api/v2/billing/deposits',
      '/api/v2/billing/deposits/open',
      '/billing/payment/status/{invoiceId}',
      '/api/v2/billing/history',
      '/billing/webhooks/{provider}',
      '/operator/billing/rates',
      '/operator/billing/late-notifications',
      '/operator/billing/invoices/{id}/credit',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
