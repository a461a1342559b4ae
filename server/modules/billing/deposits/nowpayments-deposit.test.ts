import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startNowpaymentsEmulator, type NowpaymentsEmulator } from '../../../payments/nowpayments/emulator';
import { until } from '../../../payments/test-kit';
import {
  call,
  createBillingTestApp,
  deposit,
  expectLedgerClean,
  newPlayer,
  postWebhook,
  realBalance,
  type BillingTestApp,
  type PaymentStatus,
  type BillingData,
  type DepositConfig,
} from '../shared/test-kit';

const API_KEY = 'EMU1234-BILLING-0000000-ABCDEFG';
const IPN_SECRET = 'emulator-ipn-secret-for-billing-tests';

/** The api's public address for the emulator's IPNs: a socket on a random port handing each request to app.inject. */
async function startFrontDoor(appRef: () => FastifyInstance | null): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The socket's 'end' listener returns nothing: the forwarding runs on, and a failure answers 502.
    const forward = async () => {
      const app = appRef();
      if (!app) {
        response.statusCode = 503;
        response.end();
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
      ) as Record<string, string>;
      const res = await app.inject({ method: request.method as 'POST', url: request.url!, headers, payload: Buffer.concat(chunks) });
      response.statusCode = res.statusCode;
      response.end(res.body);
    };
    request.on('end', () => {
      forward().catch(() => {
        response.statusCode = 502;
        response.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let emulator: NowpaymentsEmulator;
let frontDoor: Awaited<ReturnType<typeof startFrontDoor>>;
let t: BillingTestApp | null = null;

beforeAll(async () => {
  emulator = await startNowpaymentsEmulator({
    port: 0,
    apiKey: API_KEY,
    ipnSecret: IPN_SECRET,
    stepDelayMs: 20,
    ipnRetry: { attempts: 5, delayMs: 50 },
  });
  frontDoor = await startFrontDoor(() => t?.app ?? null);
  t = await createBillingTestApp({
    apiPublicUrl: frontDoor.url,
    nowpayments: {
      apiUrl: emulator.url,
      apiKey: API_KEY,
      ipnSecret: IPN_SECRET,
      account: { email: emulator.email, password: emulator.password },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await frontDoor?.close();
  await emulator?.close();
});
afterEach(async () => {
  if (t) await expectLedgerClean(t);
});

async function openNowpaymentsDeposit(amount: number) {
  const app = t!.app;
  const player = await newPlayer(app);
  const res = await deposit(app, player.token, { hash: 'nowpayments-crypto', amount });
  expect(res.statusCode).toBe(201);
  const [row] = await t!.testDb.db.query<{ provider_invoice_id: string }>(
    `SELECT provider_invoice_id FROM payment_invoices WHERE id = $1`,
    [res.json<{ id: string }>().id],
  );
  return { ...player, config: res.json<DepositConfig>(), providerInvoiceId: row.provider_invoice_id };
}

describe('deposits through the NOWPayments protocol (against its emulator)', () => {
  it('the method appears once NOWPayments is configured', async () => {
    const { token } = await newPlayer(t!.app);
    const data = (await call(t!.app, { method: 'GET', url: '/api/v2/billing/data', token })).json<BillingData>();
    expect(data['crypto-payments'].map((method: { hash: string }) => method.hash)).toContain('nowpayments-crypto');
  });

  it('an invoice on the gateway in USD; its signed IPNs credit the balance once when finished', async () => {
    const opened = await openNowpaymentsDeposit(2000);
    // 2000 / 92.5 = 21.6216... USD, charged rounded up: 21.63; 0.5% of 2000 kept.
    expect(opened.config).toMatchObject({
      exchange_currency: 'USD',
      exchange_amount: 21.63,
      commission: 10,
      shop_amount: 1990,
      card: null,
    });
    expect(opened.config.payment_url).toBe(`${emulator.url}/payment/?iid=${opened.providerInvoiceId}`);
    expect(emulator.invoices.get(opened.providerInvoiceId)).toMatchObject({
      price_amount: '21.63',
      price_currency: 'usd',
      order_id: opened.config.id,
      ipn_callback_url: `${frontDoor.url}/billing/webhooks/nowpayments`,
    });

    emulator.pay(opened.providerInvoiceId);
    await emulator.settled();
    await until(async () => (await realBalance(t!.app, opened.token)) > 0);
    expect(await realBalance(t!.app, opened.token)).toBe(1990);
    const status = (
      await call(t!.app, { method: 'GET', url: `/billing/payment/status/${opened.config.id}`, token: opened.token })
    ).json<PaymentStatus>();
    expect(status).toEqual({ status: 3, status_name: 'paid', sum_was_changed: false, amount: 2000, credited_amount: 1990 });
    const outcomes = await t!.testDb.db.query<{ outcome: string }>(
      `SELECT outcome FROM payment_notifications WHERE invoice_id = $1 ORDER BY id`,
      [opened.config.id],
    );
    expect(outcomes.map((row) => row.outcome)).toEqual(['applied', 'ignored', 'credited']);

    // The gateway's IPN replayed: recorded once, credited once.
    const finished = emulator.ipns.filter((ipn) => ipn.body.includes('"finished"')).at(-1)!;
    const replay = await postWebhook(t!.app, 'nowpayments', {
      body: finished.body,
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': finished.signature },
    });
    expect(replay.json()).toEqual({ status: 'ok', outcome: 'duplicate' });
    // Tampered: another amount under the old signature.
    const tampered = finished.body.replace(/"actually_paid":[0-9.]+/, '"actually_paid":999');
    const refused = await postWebhook(t!.app, 'nowpayments', {
      body: tampered,
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': finished.signature },
    });
    expect(refused.statusCode).toBe(401);
    expect(await realBalance(t!.app, opened.token)).toBe(1990);
  });

  it('partially_paid credits what arrived, converted at the recorded rate, and says the sum changed', async () => {
    const opened = await openNowpaymentsDeposit(2000);
    emulator.pay(opened.providerInvoiceId, '10');
    await emulator.settled();
    await until(async () => (await realBalance(t!.app, opened.token)) > 0);
    // 10.00 USD * 92.5 = 925.00 RUB; 0.5% (4.625) rounds up to 4.63 kept.
    expect(await realBalance(t!.app, opened.token)).toBe(920.37);
    const status = (
      await call(t!.app, { method: 'GET', url: `/billing/payment/status/${opened.config.id}`, token: opened.token })
    ).json<PaymentStatus>();
    expect(status).toMatchObject({ status: 3, sum_was_changed: true, credited_amount: 920.37 });
  });
});
