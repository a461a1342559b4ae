import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  USD_PER_UNIT,
  now,
  numericId,
  round8,
  same,
  HttpFailure,
  invalid,
  positiveNumber,
  optionalUrl,
  readBody,
  readJson,
  send,
  PAGE_CSP,
  renderInvoicePage,
} from './emulator-http';
import { createIpnSender, sleep } from './emulator-ipn';
import { invoiceFrom, withdrawalFrom } from './emulator-requests';
import type {
  EmulatorPayment,
  EmulatorInvoice,
  EmulatorWithdrawal,
  NowpaymentsEmulatorOptions,
  NowpaymentsEmulator,
} from './emulator-types';

export type { NowpaymentsEmulatorOptions, NowpaymentsEmulator } from './emulator-types';

/*
 * An emulator of the NOWPayments API for tests and the local demo (never the network): the documented requests
 * (x-api-key on every call, a JWT from /v1/auth for payouts and payment lists), bodies validated like the gateway
 * does (emulator-requests.ts), invoices in memory with an invoice_url page where a tester pays in full or in part,
 * and IPNs signed with HMAC-SHA512 over the key-sorted body, retried until the shop answers 2xx (emulator-ipn.ts).
 */

export async function startNowpaymentsEmulator(options: NowpaymentsEmulatorOptions): Promise<NowpaymentsEmulator> {
  const email = options.email ?? 'emulator@example.test';
  const password = options.password ?? 'emulator-password';
  const stepDelayMs = options.stepDelayMs ?? 200;
  const retry = options.ipnRetry ?? { attempts: 6, delayMs: 500 };
  const log = options.log ?? (() => undefined);
  const invoices = new Map<string, EmulatorInvoice>();
  const payments = new Map<string, EmulatorPayment>();
  const withdrawals = new Map<string, EmulatorWithdrawal>();
  const tokens = new Map<string, number>();
  const { ipns, deliver, sequence, ...ipn } = createIpnSender({ ipnSecret: options.ipnSecret, retry, log });
  let url = '';

  function pay(invoiceId: string, amount?: string | number): EmulatorPayment {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new HttpFailure(404, 'INVOICE_NOT_FOUND', `Invoice ${invoiceId} not found`);
    const price = Number(invoice.price_amount);
    const paidPrice = amount === undefined ? price : positiveNumber(amount, 'amount');
    const coin = invoice.pay_currency ?? 'usdttrc20';
    const payAmount = round8((price * USD_PER_UNIT[invoice.price_currency]) / USD_PER_UNIT[coin]);
    const full = paidPrice >= price;
    const actuallyPaid = full ? payAmount : round8((payAmount * paidPrice) / price);
    const payment: EmulatorPayment = {
      payment_id: numericId(),
      invoice_id: invoice.id,
      payment_status: 'waiting',
      pay_address: `T${randomBytes(16).toString('hex')}`,
      price_amount: price,
      price_currency: invoice.price_currency,
      pay_amount: payAmount,
      actually_paid: 0,
      pay_currency: coin,
      order_id: invoice.order_id,
      order_description: invoice.order_description,
      purchase_id: numericId(),
      outcome_amount: payAmount,
      outcome_currency: coin,
      created_at: now(),
      updated_at: now(),
    };
    invoice.payments.push(payment);
    payments.set(payment.payment_id, payment);
    const step = (status: EmulatorPayment['payment_status'], paid: number) => async () => {
      await sleep(stepDelayMs);
      payment.payment_status = status;
      payment.actually_paid = paid;
      payment.updated_at = now();
      if (invoice.ipn_callback_url) await deliver(invoice.ipn_callback_url, { ...payment });
    };
    const notifyWaiting = async () => {
      if (invoice.ipn_callback_url) await deliver(invoice.ipn_callback_url, { ...payment });
    };
    sequence(
      full
        ? [notifyWaiting, step('confirming', actuallyPaid), step('finished', actuallyPaid)]
        : [notifyWaiting, step('confirming', actuallyPaid), step('partially_paid', actuallyPaid)],
    );
    return payment;
  }

  function requireApiKey(request: IncomingMessage): void {
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || !same(key, options.apiKey)) throw new HttpFailure(403, 'INVALID_API_KEY', 'Invalid api key');
  }

  function requireLogin(request: IncomingMessage): void {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = token ? tokens.get(token) : undefined;
    if (!expiresAt || expiresAt < Date.now())
      throw new HttpFailure(401, 'AUTH_REQUIRED', 'Authorization header is empty (Bearer JWTtoken is required)');
  }

  function createInvoice(body: Record<string, unknown>): EmulatorInvoice {
    const invoice = invoiceFrom(body, (id) => `${url}/payment/?iid=${id}`);
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  function createPayout(body: Record<string, unknown>): { id: string; withdrawals: EmulatorWithdrawal[] } {
    if (!Array.isArray(body.withdrawals) || body.withdrawals.length === 0 || body.withdrawals.length > 100) {
      throw invalid('"withdrawals" must be a non-empty array');
    }
    const batchCallback = optionalUrl(body.ipn_callback_url, 'ipn_callback_url');
    const batchId = numericId();
    const created = body.withdrawals.map((item: unknown, index: number) =>
      withdrawalFrom(item, index, { id: batchId, callbackUrl: batchCallback }, (externalId) =>
        [...withdrawals.values()].find((known) => known.unique_external_id === externalId),
      ),
    );
    // A repeated unique_external_id is the same withdrawal: nothing is sent twice.
    for (const withdrawal of created) {
      if (withdrawal.repeated) continue;
      withdrawals.set(withdrawal.id, withdrawal);
      const step = (status: EmulatorWithdrawal['status']) => async () => {
        await sleep(stepDelayMs);
        withdrawal.status = status;
        withdrawal.updated_at = now();
        if (status === 'FINISHED') withdrawal.hash = randomBytes(32).toString('hex');
        if (status === 'FAILED') withdrawal.error = 'Emulated failure: the address asks for it';
        if (withdrawal.ipn_callback_url) await deliver(withdrawal.ipn_callback_url, { ...withdrawal });
      };
      sequence([step('SENDING'), step(/fail/i.test(withdrawal.address) ? 'FAILED' : 'FINISHED')]);
    }
    return { id: batchId, withdrawals: created.map(({ repeated: _repeated, ...withdrawal }) => withdrawal) };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = new URL(request.url ?? '/', 'http://emulator.local');
    const route = `${request.method} ${target.pathname.replace(/\/+$/, '') || '/'}`;
    if (route === 'GET /v1/status') return send(response, 200, { message: 'OK' });
    if (route === 'POST /v1/auth') {
      const body = readJson(await readBody(request));
      if (
        typeof body.email !== 'string' ||
        typeof body.password !== 'string' ||
        !same(body.email, email) ||
        !same(body.password, password)
      ) {
        throw new HttpFailure(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
      }
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + 5 * 60_000);
      return send(response, 200, { token });
    }
    if (route === 'POST /v1/invoice') {
      requireApiKey(request);
      const { payments: _payments, ...invoice } = createInvoice(readJson(await readBody(request)));
      return send(response, 200, invoice);
    }
    const paymentById = /^GET \/v1\/payment\/(\d+)$/.exec(route);
    if (paymentById) {
      requireApiKey(request);
      const payment = payments.get(paymentById[1]);
      if (!payment) throw new HttpFailure(404, 'PAYMENT_NOT_FOUND', 'Payment not found');
      return send(response, 200, payment);
    }
    if (route === 'GET /v1/payment') {
      requireApiKey(request);
      requireLogin(request);
      const invoiceId = target.searchParams.get('invoiceId');
      const limit = Math.min(Math.max(Number(target.searchParams.get('limit') ?? 10) || 10, 1), 500);
      const all = [...payments.values()].filter((payment) => !invoiceId || payment.invoice_id === invoiceId);
      return send(response, 200, {
        data: all.slice(0, limit),
        limit,
        page: 0,
        pagesCount: Math.ceil(all.length / limit),
        total: all.length,
      });
    }
    if (route === 'POST /v1/payout') {
      requireApiKey(request);
      requireLogin(request);
      return send(response, 200, createPayout(readJson(await readBody(request))));
    }
    if (route === 'GET /payment') {
      const invoice = invoices.get(target.searchParams.get('iid') ?? '');
      if (!invoice) throw new HttpFailure(404, 'INVOICE_NOT_FOUND', 'Invoice not found');
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': PAGE_CSP,
        'cache-control': 'no-store',
      });
      return void response.end(renderInvoicePage(invoice));
    }
    if (route === 'POST /payment/pay') {
      const form = new URLSearchParams(await readBody(request));
      const iid = form.get('iid') ?? '';
      const amount = form.get('amount')?.trim();
      pay(iid, amount ? amount.replace(',', '.') : undefined);
      response.writeHead(303, { location: `/payment/?iid=${encodeURIComponent(iid)}` });
      return void response.end();
    }
    throw new HttpFailure(404, 'NOT_FOUND', 'Not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.end();
      if (error instanceof HttpFailure)
        return send(response, error.status, { status: false, statusCode: error.status, code: error.code, message: error.message });
      log(`emulator error: ${error instanceof Error ? error.message : String(error)}`);
      send(response, 500, { status: false, statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  url = `http://${host}:${address.port}`;

  return {
    url,
    email,
    password,
    invoices,
    withdrawals,
    ipns,
    pay,
    settled: ipn.settled,
    async close() {
      ipn.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ipn.running();
    },
  };
}
