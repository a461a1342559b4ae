import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startReceiver, until, type Receiver } from '../test-kit';
import {
  isPayoutEvent,
  NotificationRejectedError,
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderInvoiceInput,
  type ProviderPaymentEvent,
} from '../types';
import { parseDecimal, partialPaidMinor, toMinorFloor } from './decimal';
import { startNowpaymentsEmulator, type NowpaymentsEmulator } from './emulator';
import { createNowpaymentsProvider } from './provider';

const API_KEY = 'EMU1234-TESTKEY-0000000-ABCDEFG';
const IPN_SECRET = 'emulator-ipn-secret-for-tests';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

type Kit = { emulator: NowpaymentsEmulator; provider: PaymentProvider; receiver: Receiver };

async function setup(options: { answers?: number[]; account?: boolean } = {}): Promise<Kit> {
  const emulator = await startNowpaymentsEmulator({
    port: 0,
    apiKey: API_KEY,
    ipnSecret: IPN_SECRET,
    stepDelayMs: 20,
    ipnRetry: { attempts: 5, delayMs: 50 },
  });
  cleanups.push(() => emulator.close());
  const receiver = await startReceiver(options.answers);
  cleanups.push(() => receiver.close());
  const provider = createNowpaymentsProvider({
    apiUrl: emulator.url,
    apiKey: API_KEY,
    ipnSecret: IPN_SECRET,
    account: options.account === false ? null : { email: emulator.email, password: emulator.password },
    timeoutMs: 2_000,
  });
  return { emulator, provider, receiver };
}

let order = 0;
const invoiceInput = (receiver: Receiver, overrides: Partial<ProviderInvoiceInput> = {}): ProviderInvoiceInput => ({
  invoiceId: `inv-np-${(order += 1)}`,
  amountMinor: 1000,
  currency: 'USD',
  shape: 'crypto',
  coin: 'usdttrc20',
  lifeTimeS: 1200,
  callbackUrl: receiver.url,
  successUrl: 'http://web.test/?deposit=done',
  cancelUrl: 'http://web.test/?deposit',
  ...overrides,
});

const received = (kit: Kit) =>
  kit.receiver.received.map(({ headers, body }) => kit.provider.parseNotification({ rawBody: body, headers })) as ProviderPaymentEvent[];

const rejection = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof NotificationRejectedError) return error.reason;
    throw error;
  }
  return 'accepted';
};

describe('NOWPayments adapter against the emulator', () => {
  it('creates an invoice with the documented fields and returns its invoice_url', async () => {
    const kit = await setup();
    const invoice = await kit.provider.createInvoice(
      invoiceInput(kit.receiver, { amountMinor: 150_050, currency: 'RUB', coin: undefined, shape: 'checkout' }),
    );
    const stored = kit.emulator.invoices.get(invoice.providerInvoiceId)!;
    expect(invoice.paymentUrl).toBe(`${kit.emulator.url}/payment/?iid=${invoice.providerInvoiceId}`);
    expect(invoice.card).toBeNull();
    expect(stored).toMatchObject({
      price_amount: '1500.5',
      price_currency: 'rub',
      pay_currency: null,
      ipn_callback_url: kit.receiver.url,
      order_id: expect.stringMatching(/^inv-np-/),
    });
    expect(stored.success_url).toBe('http://web.test/?deposit=done');
  });

  it('maps a wrong api key to a refusal, an unreachable or silent gateway to unavailable (with a timeout)', async () => {
    const kit = await setup();
    const wrongKey = createNowpaymentsProvider({ apiUrl: kit.emulator.url, apiKey: 'wrong', ipnSecret: IPN_SECRET });
    await expect(wrongKey.createInvoice(invoiceInput(kit.receiver))).rejects.toMatchObject({ name: 'ProviderRefusedError', status: 403 });

    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => (silent.closeAllConnections(), silent.close(() => resolve()))));
    const slow = createNowpaymentsProvider({
      apiUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      apiKey: API_KEY,
      ipnSecret: IPN_SECRET,
      timeoutMs: 300,
    });
    const started = Date.now();
    await expect(slow.createInvoice(invoiceInput(kit.receiver))).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(Date.now() - started).toBeLessThan(2_000);

    const closedPort = createNowpaymentsProvider({
      apiUrl: 'http://127.0.0.1:9',
      apiKey: API_KEY,
      ipnSecret: IPN_SECRET,
      timeoutMs: 1_000,
    });
    await expect(closedPort.createInvoice(invoiceInput(kit.receiver))).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('a full payment sends waiting, confirming, finished: each parsed, distinct event ids, paid at the price', async () => {
    const kit = await setup({ answers: [500] });
    const invoice = await kit.provider.createInvoice(invoiceInput(kit.receiver));
    kit.emulator.pay(invoice.providerInvoiceId);
    await kit.emulator.settled();
    const events = received(kit);
    // The first IPN was answered 500 and retried: the retry repeats its event id.
    expect(events.map((event) => event.status)).toEqual(['pending', 'pending', 'pending', 'paid']);
    expect(events[0].eventId).toBe(events[1].eventId);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(3);
    expect(events[3]).toMatchObject({
      providerInvoiceId: invoice.providerInvoiceId,
      invoiceId: expect.stringMatching(/^inv-np-/),
      paidAmountMinor: 1000,
      paidCurrency: 'USD',
    });
    expect(isPayoutEvent(events[3])).toBe(false);

    const status = await kit.provider.queryStatus(invoice.providerInvoiceId);
    expect(status).toMatchObject({
      providerInvoiceId: invoice.providerInvoiceId,
      status: 'paid',
      paidAmountMinor: 1000,
      paidCurrency: 'USD',
    });
  });

  it('a partial payment credits what arrived, converted exactly and rounded down', async () => {
    const kit = await setup();
    const usdt = await kit.provider.createInvoice(invoiceInput(kit.receiver));
    kit.emulator.pay(usdt.providerInvoiceId, '4.5');
    const btc = await kit.provider.createInvoice(invoiceInput(kit.receiver, { amountMinor: 10_000, coin: 'btc' }));
    kit.emulator.pay(btc.providerInvoiceId, 33);
    await kit.emulator.settled();
    const partial = received(kit).filter((event) => event.status === 'partially_paid');
    const byInvoice = Object.fromEntries(partial.map((event) => [event.providerInvoiceId, event]));
    expect(byInvoice[usdt.providerInvoiceId]).toMatchObject({ paidAmountMinor: 450, paidCurrency: 'USD' });
    // 100 USD = 0.00166666 BTC; 33 % of it, 0.00054999 BTC, is worth 32.9995... USD: 3299 cents, never rounded up.
    const payment = kit.emulator.invoices.get(btc.providerInvoiceId)!.payments[0];
    expect([payment.pay_amount, payment.actually_paid]).toEqual([0.00166666, 0.00054999]);
    expect(byInvoice[btc.providerInvoiceId]).toMatchObject({ paidAmountMinor: 3299 });
    expect((await kit.provider.queryStatus(btc.providerInvoiceId)).status).toBe('partially_paid');
  });

  it('status query of an invoice nobody paid yet is pending; without the account login it is unavailable', async () => {
    const kit = await setup();
    const invoice = await kit.provider.createInvoice(invoiceInput(kit.receiver));
    expect(await kit.provider.queryStatus(invoice.providerInvoiceId)).toMatchObject({ status: 'pending', paidAmountMinor: null });
    const noLogin = await setup({ account: false });
    await expect(noLogin.provider.queryStatus(invoice.providerInvoiceId)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(kit.provider.queryStatus('../v1/auth')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('refuses tampered, re-signed with another secret, unsigned and garbled IPNs', async () => {
    const kit = await setup();
    const invoice = await kit.provider.createInvoice(invoiceInput(kit.receiver));
    kit.emulator.pay(invoice.providerInvoiceId);
    await kit.emulator.settled();
    const finished = kit.receiver.received.at(-1)!;
    const parse = (body: string | Buffer, signature: unknown) =>
      kit.provider.parseNotification({ rawBody: Buffer.from(body), headers: { 'x-nowpayments-sig': signature as string } });
    const signature = finished.headers['x-nowpayments-sig'];
    expect(rejection(() => parse(finished.body, signature))).toBe('accepted');
    const tampered = finished.body.toString().replace('"actually_paid":10', '"actually_paid":1000');
    expect(tampered).not.toBe(finished.body.toString());
    expect(rejection(() => parse(tampered, signature))).toBe('bad_signature');
    const body = JSON.parse(finished.body.toString()) as Record<string, unknown>;
    const otherSecret = createHmac('sha512', 'another-secret')
      .update(JSON.stringify(body, Object.keys(body).sort()))
      .digest('hex');
    expect(rejection(() => parse(finished.body, otherSecret))).toBe('bad_signature');
    expect(rejection(() => parse(finished.body, undefined))).toBe('bad_signature');
    expect(rejection(() => parse(finished.body, 'abc'))).toBe('bad_signature');
    expect(rejection(() => parse('not json', signature))).toBe('malformed');
    const signedGarbage = { payment_id: 1, payment_status: 'finished', price_amount: 'lots', price_currency: 'usd' };
    const garbageSignature = createHmac('sha512', IPN_SECRET)
      .update(JSON.stringify(signedGarbage, Object.keys(signedGarbage).sort()))
      .digest('hex');
    expect(rejection(() => parse(JSON.stringify(signedGarbage), garbageSignature))).toBe('malformed');
    const unknownCurrency = { payment_id: 1, payment_status: 'finished', price_amount: 10, price_currency: 'xyz' };
    const unknownSignature = createHmac('sha512', IPN_SECRET)
      .update(JSON.stringify(unknownCurrency, Object.keys(unknownCurrency).sort()))
      .digest('hex');
    expect(rejection(() => parse(JSON.stringify(unknownCurrency), unknownSignature))).toBe('malformed');
  });

  it('verifies independently of key order, at every depth, and matches the documented signing snippet', async () => {
    const kit = await setup();
    const invoice = await kit.provider.createInvoice(invoiceInput(kit.receiver));
    kit.emulator.pay(invoice.providerInvoiceId);
    await kit.emulator.settled();
    const { body, headers } = kit.receiver.received.at(-1)!;
    const parsed = JSON.parse(body.toString()) as Record<string, unknown>;
    // The docs' Node example, JSON.stringify(params, Object.keys(params).sort()), for a flat body.
    expect(headers['x-nowpayments-sig']).toBe(
      createHmac('sha512', IPN_SECRET)
        .update(JSON.stringify(parsed, Object.keys(parsed).sort()))
        .digest('hex'),
    );
    const reversed = Object.fromEntries(Object.entries(parsed).reverse());
    const event = kit.provider.parseNotification({ rawBody: Buffer.from(JSON.stringify(reversed)), headers });
    expect(event).toMatchObject({ status: 'paid' });

    const nested = {
      payment_id: 5,
      payment_status: 'waiting',
      price_amount: 1,
      price_currency: 'usd',
      fee: { withdrawalFee: 0, currency: 'usdttrc20', depositFee: 0 },
    };
    const sorted = {
      fee: { currency: 'usdttrc20', depositFee: 0, withdrawalFee: 0 },
      payment_id: 5,
      payment_status: 'waiting',
      price_amount: 1,
      price_currency: 'usd',
    };
    const nestedSignature = createHmac('sha512', IPN_SECRET).update(JSON.stringify(sorted)).digest('hex');
    expect(
      rejection(() =>
        kit.provider.parseNotification({ rawBody: Buffer.from(JSON.stringify(nested)), headers: { 'x-nowpayments-sig': nestedSignature } }),
      ),
    ).toBe('accepted');
  });

  it('sends a payout in fiat terms with our id, and parses its IPNs (finished, and failed)', async () => {
    const kit = await setup();
    const input = {
      amountMinor: 2500,
      currency: 'USD' as const,
      shape: 'crypto' as const,
      coin: 'usdttrc20',
      callbackUrl: kit.receiver.url,
    };
    const sent = await kit.provider.createPayout({ ...input, payoutId: 'po-np-1', destination: 'TQ1234567890abcdef' });
    expect(sent.status).toBe('processing');
    expect(kit.emulator.withdrawals.get(sent.providerPayoutId)).toMatchObject({
      fiat_amount: 25,
      fiat_currency: 'usd',
      currency: 'usdttrc20',
      unique_external_id: 'po-np-1',
      address: 'TQ1234567890abcdef',
    });
    const resent = await kit.provider.createPayout({ ...input, payoutId: 'po-np-1', destination: 'TQ1234567890abcdef' });
    expect(resent.providerPayoutId).toBe(sent.providerPayoutId);
    expect(kit.emulator.withdrawals.size).toBe(1);
    const failing = await kit.provider.createPayout({ ...input, payoutId: 'po-np-2', destination: 'TQfail00000000000' });
    await kit.emulator.settled();
    await until(() => kit.receiver.received.length === 4);
    const events = kit.receiver.received
      .map(({ headers, body }) => kit.provider.parseNotification({ rawBody: body, headers }))
      .filter(isPayoutEvent);
    const last = (id: string) => events.filter((event) => event.providerPayoutId === id).map((event) => [event.status, event.payoutId]);
    expect(last(sent.providerPayoutId)).toEqual([
      ['processing', 'po-np-1'],
      ['paid', 'po-np-1'],
    ]);
    expect(last(failing.providerPayoutId)).toEqual([
      ['processing', 'po-np-2'],
      ['failed', 'po-np-2'],
    ]);
    expect(new Set(events.map((event) => event.eventId)).size).toBe(4);

    await expect(
      kit.provider.createPayout({ ...input, shape: 'card', payoutId: 'po-np-3', destination: '4111111111111111' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    const noLogin = await setup({ account: false });
    await expect(
      noLogin.provider.createPayout({ ...input, payoutId: 'po-np-4', destination: 'TQ1234567890abcdef' }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('NOWPayments emulator', () => {
  it('validates requests like the gateway: api key, body fields, login for payouts', async () => {
    const kit = await setup();
    const post = (path: string, body: unknown, headers: Record<string, string> = { 'x-api-key': API_KEY }) =>
      fetch(`${kit.emulator.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const good = { price_amount: 10, price_currency: 'usd', order_id: 'o1', ipn_callback_url: kit.receiver.url };
    expect((await post('/v1/invoice', good)).status).toBe(200);
    expect((await post('/v1/invoice', good, {})).status).toBe(403);
    for (const bad of [
      { ...good, price_amount: -1 },
      { ...good, price_amount: 'ten' },
      { ...good, price_currency: 'USD' },
      { ...good, ipn_callback_url: 'javascript:alert(1)' },
      { price_currency: 'usd' },
    ]) {
      const reply = await post('/v1/invoice', bad);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(await reply.json()).toMatchObject({ statusCode: 400, code: 'INVALID_REQUEST_PARAMS' });
    }
    expect((await post('/v1/invoice', '{not json')).status).toBe(400);
    expect((await post('/v1/invoice', 'x'.repeat(70_000))).status).toBe(413);
    expect((await post('/v1/payout', { withdrawals: [{ address: 'Tabc1234', currency: 'usdttrc20', amount: 1 }] })).status).toBe(401);
    expect((await post('/v1/auth', { email: kit.emulator.email, password: 'wrong' })).status).toBe(401);
    const refused = createNowpaymentsProvider({ apiUrl: kit.emulator.url, apiKey: API_KEY, ipnSecret: IPN_SECRET });
    await expect(refused.createInvoice(invoiceInput(kit.receiver, { amountMinor: 0 }))).rejects.toBeInstanceOf(ProviderRefusedError);
  });

  it('serves an escaped invoice page whose forms pay in full or in part', async () => {
    const kit = await setup();
    const invoice = await kit.provider.createInvoice(
      invoiceInput(kit.receiver, { invoiceId: '<script>alert(1)</script>', successUrl: 'http://web.test/"><b>x</b>' }),
    );
    const page = await fetch(invoice.paymentUrl!);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(html).toContain('EMULATOR');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    const paid = await fetch(`${kit.emulator.url}/payment/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `iid=${invoice.providerInvoiceId}&amount=2.5`,
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await kit.emulator.settled();
    expect(received(kit).at(-1)).toMatchObject({ status: 'partially_paid', paidAmountMinor: 250 });
  });
});

describe('exact amounts', () => {
  it('never loses a cent to float drift', () => {
    expect(1.15 * 100).toBeLessThan(115);
    expect(toMinorFloor(parseDecimal(1.15)!, 'USD')).toBe(115);
    expect(partialPaidMinor(parseDecimal(1.15)!, parseDecimal(1)!, parseDecimal(1)!, 'USD')).toBe(115);
    expect(partialPaidMinor(parseDecimal('100')!, parseDecimal(1e-7)!, parseDecimal(3e-7)!, 'USD')).toBe(3333);
    // Overpaid partial payments never exceed the price.
    expect(partialPaidMinor(parseDecimal(10)!, parseDecimal(2)!, parseDecimal(1)!, 'USD')).toBe(1000);
    expect(parseDecimal('1e400')).toBeNull();
    expect(parseDecimal(-1)).toBeNull();
    expect(parseDecimal(Number.NaN)).toBeNull();
  });
});
