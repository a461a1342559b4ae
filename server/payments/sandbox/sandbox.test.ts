import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createTestDb, type TestDb } from '../../test/test-db';
import { createPaymentProviders, type PaymentProviders } from '../registry';
import { isPayoutEvent, ProviderRefusedError, type PaymentProvider, type ProviderInvoiceInput } from '../types';
import { CHECKOUT_CSP } from './checkout-page';
import type { SandboxGateway } from './gateway';
import { bareApp, silentLog, startReceiver, until, type Receiver } from '../test-kit';

const SECRET = 'sandbox-secret-for-tests-0123456789';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

type Kit = {
  testDb: TestDb;
  providers: PaymentProviders;
  provider: PaymentProvider;
  gateway: SandboxGateway;
  app: FastifyInstance;
  receiver: Receiver;
};

async function setup(options: { answers?: number[]; then?: number; retryLimit?: number; testDb?: TestDb } = {}): Promise<Kit> {
  const testDb = options.testDb ?? (await createTestDb());
  if (!options.testDb) cleanups.push(() => testDb.close());
  const receiver = await startReceiver(options.answers, options.then);
  cleanups.push(() => receiver.close());
  const providers = createPaymentProviders({
    config: testConfig({ paymentSandbox: { secret: SECRET }, nowpayments: null, apiPublicUrl: 'http://api.test' }),
    db: testDb.db,
    log: silentLog,
    sandboxDelivery: { retryLimit: options.retryLimit ?? 5, retryDelayS: 1 },
    sandboxPayoutDelayS: 1,
    queuePollingIntervalS: 0.5,
  });
  await providers.start();
  cleanups.push(() => providers.close());
  const app = await bareApp(async (instance) => void (await instance.register(providers.routes)));
  cleanups.push(() => app.close());
  return { testDb, providers, provider: providers.get('sandbox')!, gateway: providers.sandbox!, app, receiver };
}

let order = 0;
const invoiceInput = (receiver: Receiver, overrides: Partial<ProviderInvoiceInput> = {}): ProviderInvoiceInput => ({
  invoiceId: `inv-${Date.now()}-${(order += 1)}`,
  amountMinor: 150_000,
  currency: 'RUB',
  shape: 'card',
  lifeTimeS: 600,
  callbackUrl: receiver.url,
  successUrl: 'http://web.test/?deposit=done',
  cancelUrl: 'http://web.test/?deposit',
  ...overrides,
});

const parseReceived = (kit: Kit, index: number) => {
  const { headers, body } = kit.receiver.received[index];
  return kit.provider.parseNotification({ rawBody: body, headers });
};

describe('sandbox provider: invoices', () => {
  it('creates card, phone, crypto and checkout invoices with plausible details and a checkout page', async () => {
    const kit = await setup();
    const card = await kit.provider.createInvoice(invoiceInput(kit.receiver));
    expect(card.providerInvoiceId).toMatch(/^sbx_inv_[0-9a-f]{32}$/);
    expect(card.paymentUrl).toBe(`http://api.test/sandbox-pay/checkout/${card.providerInvoiceId}`);
    expect(card.card?.cardNumber).toMatch(/^22007000\d{8}$/);
    expect(card.card?.phoneNumber).toMatch(/^\+7900\d{7}$/);
    expect(card.crypto).toBeNull();
    const phone = await kit.provider.createInvoice(invoiceInput(kit.receiver, { shape: 'phone' }));
    expect(phone.card?.phoneNumber).toMatch(/^\+7900/);
    const crypto = await kit.provider.createInvoice(
      invoiceInput(kit.receiver, { shape: 'crypto', currency: 'USD', amountMinor: 1050, coin: 'usdttrc20' }),
    );
    expect(crypto.crypto).toEqual({ coin: 'usdttrc20', address: expect.stringMatching(/^T/), amount: '10.50' });
    expect(crypto.card).toBeNull();
    const checkout = await kit.provider.createInvoice(invoiceInput(kit.receiver, { shape: 'checkout' }));
    expect(checkout.card).toBeNull();
    expect(checkout.crypto).toBeNull();
  });

  it('a retried create for the same order returns the same invoice; a different one for it is refused', async () => {
    const kit = await setup();
    const input = invoiceInput(kit.receiver);
    const first = await kit.provider.createInvoice(input);
    const again = await kit.provider.createInvoice(input);
    expect(again.providerInvoiceId).toBe(first.providerInvoiceId);
    expect(again.card).toEqual(first.card);
    await expect(kit.provider.createInvoice({ ...input, amountMinor: 1 })).rejects.toBeInstanceOf(ProviderRefusedError);
  });

  it('paying a different sum on the checkout page notifies the shop, retried until it answers 2xx', async () => {
    const kit = await setup({ answers: [500, 503] });
    const invoice = await kit.provider.createInvoice(invoiceInput(kit.receiver));
    const path = `/sandbox-pay/checkout/${invoice.providerInvoiceId}`;
    const paid = await kit.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      payload: 'amount=1234.5',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(path);

    await until(() => kit.receiver.received.length === 3);
    const events = [0, 1, 2].map((index) => parseReceived(kit, index));
    expect(new Set(events.map((event) => event.eventId)).size).toBe(1);
    expect(events[2]).toMatchObject({
      providerInvoiceId: invoice.providerInvoiceId,
      status: 'paid',
      paidAmountMinor: 123_450,
      paidCurrency: 'RUB',
    });
    await until(async () => (await kit.gateway.notificationsOf(invoice.providerInvoiceId))[0]?.deliveredAt !== null);
    const [notification] = await kit.gateway.notificationsOf(invoice.providerInvoiceId);
    expect(notification).toMatchObject({ attempts: 3, lastStatus: 200 });

    const status = await kit.provider.queryStatus(invoice.providerInvoiceId);
    expect(status).toMatchObject({ status: 'paid', paidAmountMinor: 123_450, invoiceId: expect.stringMatching(/^inv-/) });
    const page = await kit.app.inject({ url: path });
    expect(page.body).toContain('Paid: <strong>1234.50 RUB</strong>');
    expect(page.body).toContain('invoice.paid: delivered');

    const twice = await kit.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(twice.headers.location).toBe(`${path}?error=not_pending`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(kit.receiver.received).toHaveLength(3);
  });

  it('pays the exact sum and fails invoices; refuses bad amounts and unknown ids', async () => {
    const kit = await setup();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const exact = await kit.provider.createInvoice(invoiceInput(kit.receiver));
    const exactPath = `/sandbox-pay/checkout/${exact.providerInvoiceId}`;
    for (const amount of ['0', '-1', 'abc', '1.234', '1e3', '15000000000000000', '99999999999999999999']) {
      const refused = await kit.app.inject({
        method: 'POST',
        url: `${exactPath}/pay`,
        payload: `amount=${encodeURIComponent(amount)}`,
        headers: form,
      });
      expect(refused.headers.location, amount).toBe(`${exactPath}?error=invalid_amount`);
    }
    const racing = await Promise.allSettled(Array.from({ length: 8 }, () => kit.gateway.payInvoice(exact.providerInvoiceId)));
    expect(racing.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect((await kit.provider.queryStatus(exact.providerInvoiceId)).paidAmountMinor).toBe(150_000);
    expect(await kit.gateway.notificationsOf(exact.providerInvoiceId)).toHaveLength(1);

    const failing = await kit.provider.createInvoice(invoiceInput(kit.receiver));
    const failPath = `/sandbox-pay/checkout/${failing.providerInvoiceId}`;
    expect((await kit.app.inject({ method: 'POST', url: `${failPath}/fail`, payload: '', headers: form })).statusCode).toBe(303);
    expect(await kit.provider.queryStatus(failing.providerInvoiceId)).toMatchObject({ status: 'failed', paidAmountMinor: null });
    await until(() => kit.receiver.received.length === 2);
    const statuses = [0, 1].map((index) => parseReceived(kit, index)).map((event) => (isPayoutEvent(event) ? null : event.status));
    expect(statuses.sort()).toEqual(['failed', 'paid']);

    expect((await kit.app.inject({ url: '/sandbox-pay/checkout/sbx_inv_' + '0'.repeat(32) })).statusCode).toBe(404);
    expect((await kit.app.inject({ url: '/sandbox-pay/checkout/../../etc' })).statusCode).toBe(404);
    expect(
      (await kit.app.inject({ method: 'POST', url: `/sandbox-pay/checkout/sbx_inv_${'1'.repeat(32)}/pay`, payload: '', headers: form }))
        .statusCode,
    ).toBe(404);
    await expect(kit.provider.queryStatus('sbx_inv_nope')).rejects.toBeInstanceOf(ProviderRefusedError);
  });

  it('expires an unpaid invoice at its life time, notifies, and refuses paying it afterwards', async () => {
    const kit = await setup();
    const invoice = await kit.provider.createInvoice(invoiceInput(kit.receiver, { lifeTimeS: 1 }));
    await until(() => kit.receiver.received.length === 1);
    expect(parseReceived(kit, 0)).toMatchObject({ status: 'expired', paidAmountMinor: null });
    const path = `/sandbox-pay/checkout/${invoice.providerInvoiceId}`;
    const late = await kit.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(late.headers.location).toBe(`${path}?error=expired`);
    expect((await kit.provider.queryStatus(invoice.providerInvoiceId)).status).toBe('expired');
  });
});

describe('sandbox checkout page', () => {
  it('escapes every value, has its own strict CSP whose style hash matches, and says it is a sandbox', async () => {
    const kit = await setup();
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const invoice = await kit.provider.createInvoice(
      invoiceInput(kit.receiver, { invoiceId: `inv-${hostile}`, successUrl: 'javascript:alert(3)', cancelUrl: 'javascript:alert(4)' }),
    );
    const path = `/sandbox-pay/checkout/${invoice.providerInvoiceId}`;
    const page = await kit.app.inject({ url: `${path}?error=%3Cscript%3E` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(CHECKOUT_CSP);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('SANDBOX');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('inv-&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1];
    expect(CHECKOUT_CSP).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(CHECKOUT_CSP).toContain("form-action 'self'");
    expect(CHECKOUT_CSP).not.toMatch(/unsafe/);

    await kit.app.inject({
      method: 'POST',
      url: `${path}/fail`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const after = await kit.app.inject({ url: path });
    expect(after.body).not.toContain('javascript:');
    expect(after.body).not.toContain('<form');
  });
});

describe('sandbox merchant API', () => {
  it('answers invoice status only with the secret as bearer', async () => {
    const kit = await setup();
    const invoice = await kit.provider.createInvoice(invoiceInput(kit.receiver));
    const url = `/sandbox-pay/api/invoices/${invoice.providerInvoiceId}`;
    expect((await kit.app.inject({ url })).statusCode).toBe(401);
    expect((await kit.app.inject({ url, headers: { authorization: 'Bearer wrong-secret-0123456789' } })).statusCode).toBe(401);
    const ok = await kit.app.inject({ url, headers: { authorization: `Bearer ${SECRET}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: invoice.providerInvoiceId,
      status: 'pending',
      amount_minor: 150_000,
      currency: 'RUB',
      card: { card_number: invoice.card!.cardNumber },
    });
    const missing = await kit.app.inject({ url: '/sandbox-pay/api/invoices/sbx_inv_x', headers: { authorization: `Bearer ${SECRET}` } });
    expect(missing.statusCode).toBe(404);
  });

  it('creates invoices and payouts over HTTP with validation', async () => {
    const kit = await setup();
    const auth = { authorization: `Bearer ${SECRET}` };
    const body = {
      order_id: 'http-1',
      amount_minor: 500,
      currency: 'USD',
      shape: 'checkout',
      callback_url: kit.receiver.url,
      success_url: 'http://web.test/',
      cancel_url: 'http://web.test/',
    };
    const created = await kit.app.inject({ method: 'POST', url: '/sandbox-pay/api/invoices', payload: body, headers: auth });
    expect(created.statusCode).toBe(201);
    expect(
      (await kit.app.inject({ method: 'POST', url: '/sandbox-pay/api/invoices', payload: { ...body, amount_minor: 600 }, headers: auth }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await kit.app.inject({
          method: 'POST',
          url: '/sandbox-pay/api/invoices',
          payload: { ...body, callback_url: 'file:///etc/passwd' },
          headers: auth,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await kit.app.inject({ method: 'POST', url: '/sandbox-pay/api/invoices', payload: { ...body, amount_minor: -1 }, headers: auth }))
        .statusCode,
    ).toBe(422);
    expect((await kit.app.inject({ method: 'POST', url: '/sandbox-pay/api/invoices', payload: body })).statusCode).toBe(401);

    const payout = await kit.app.inject({
      method: 'POST',
      url: '/sandbox-pay/api/payouts',
      payload: {
        order_id: 'po-http',
        amount_minor: 700,
        currency: 'USD',
        shape: 'crypto',
        destination: 'TXYZabc123',
        callback_url: kit.receiver.url,
      },
      headers: auth,
    });
    expect(payout.statusCode).toBe(201);
    expect(payout.json()).toMatchObject({ status: 'processing', amount_minor: 700 });
    await until(
      async () =>
        (await kit.app.inject({ url: `/sandbox-pay/api/payouts/${payout.json<{ id: string }>().id}`, headers: auth })).json<{
          status: string;
        }>().status === 'paid',
    );
  });
});

describe('sandbox payouts', () => {
  it('a payout completes after a delay and notifies; a failing destination fails; the same payout id is sent once', async () => {
    const kit = await setup();
    const base = { amountMinor: 2500, currency: 'USD' as const, callbackUrl: kit.receiver.url };
    const sent = await kit.provider.createPayout({
      ...base,
      payoutId: 'po-1',
      shape: 'crypto',
      destination: 'TAbc0123456789',
      coin: 'usdttrc20',
    });
    expect(sent.status).toBe('processing');
    expect(
      (await kit.provider.createPayout({ ...base, payoutId: 'po-1', shape: 'crypto', destination: 'TAbc0123456789' })).providerPayoutId,
    ).toBe(sent.providerPayoutId);
    await expect(kit.provider.createPayout({ ...base, payoutId: 'po-1', shape: 'crypto', destination: 'Tother' })).rejects.toBeInstanceOf(
      ProviderRefusedError,
    );
    const failing = await kit.provider.createPayout({ ...base, payoutId: 'po-2', shape: 'card', destination: '4000001234560000' });
    await until(() => kit.receiver.received.length === 2);
    const events = [0, 1].map((index) => parseReceived(kit, index)).filter(isPayoutEvent);
    expect(events).toHaveLength(2);
    const byId = Object.fromEntries(events.map((event) => [event.providerPayoutId, event]));
    expect(byId[sent.providerPayoutId]).toMatchObject({ payoutId: 'po-1', status: 'paid' });
    expect(byId[failing.providerPayoutId]).toMatchObject({ payoutId: 'po-2', status: 'failed' });
  });
});

describe('sandbox notification delivery durability', () => {
  it('gives up after its attempts, marks the notification dead', async () => {
    const kit = await setup({ then: 500, retryLimit: 1 });
    const invoice = await kit.provider.createInvoice(invoiceInput(kit.receiver));
    await kit.gateway.payInvoice(invoice.providerInvoiceId);
    await until(async () => (await kit.gateway.notificationsOf(invoice.providerInvoiceId))[0]?.deadAt !== null);
    const [notification] = await kit.gateway.notificationsOf(invoice.providerInvoiceId);
    expect(notification).toMatchObject({ attempts: 2, lastStatus: 500, deliveredAt: null });
  });

  it('a notification not yet acknowledged when the process stops is delivered after a restart on the same database', async () => {
    const testDb = await createTestDb();
    cleanups.push(() => testDb.close());
    const before = await setup({ testDb, then: 503 });
    const invoice = await before.provider.createInvoice(invoiceInput(before.receiver));
    await before.gateway.payInvoice(invoice.providerInvoiceId, 100);
    await until(() => before.receiver.received.length >= 1);
    await before.providers.close();
    const attemptsBefore = before.receiver.received.length;

    // The merchant's outage ends while the provider is down; the stored notification still names its URL.
    before.receiver.then = 200;
    const after = await setup({ testDb });
    await until(async () => (await after.gateway.notificationsOf(invoice.providerInvoiceId))[0]?.deliveredAt !== null, 30_000);
    expect(before.receiver.received.length).toBeGreaterThan(attemptsBefore);
    const last = before.receiver.received.at(-1)!;
    expect(after.provider.parseNotification({ rawBody: last.body, headers: last.headers })).toMatchObject({
      status: 'paid',
      paidAmountMinor: 100,
    });
  });
});
