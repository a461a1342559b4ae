import type { InvalidReply } from '../../../test/auth-helpers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createBillingTestApp,
  deposit,
  expectLedgerClean,
  newPlayer,
  operator,
  postWebhook,
  realBalance,
  signedSandboxNotification,
  type BillingTestApp,
  type DepositConfig,
  type PaymentStatus,
  type LateNotification,
  type Page,
  type WebhookReply,
  type RatesReply,
} from '../shared/test-kit';

let t: BillingTestApp;
let secret: string;

beforeAll(async () => {
  t = await createBillingTestApp();
  secret = t.config.paymentSandbox!.secret;
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await expectLedgerClean(t);
});

let eventCounter = 0;
const nextEventId = () => `evt_test_${Date.now()}_${(eventCounter += 1)}`;

type Opened = { id: string; providerInvoiceId: string; token: string; userId: number };

async function openDeposit(hash = 'sandbox-card', amount = 1000): Promise<Opened> {
  const { token, userId } = await newPlayer(t.app);
  const res = await deposit(t.app, token, { hash, amount });
  expect(res.statusCode).toBe(201);
  const [row] = await t.testDb.db.query<{ provider_invoice_id: string }>(`SELECT provider_invoice_id FROM payment_invoices WHERE id = $1`, [
    res.json<{ id: string }>().id,
  ]);
  return { id: res.json<{ id: string }>().id, providerInvoiceId: row.provider_invoice_id, token, userId };
}

/** The sandbox's invoice.paid for an invoice, signed as the sandbox signs it (amounts in minor units). */
function paidNotification(
  opened: Opened,
  paidMinor: number,
  extra: { id?: string; timestampS?: number; orderId?: string; providerInvoiceId?: string } = {},
) {
  return signedSandboxNotification(
    secret,
    {
      id: extra.id ?? nextEventId(),
      type: 'invoice.paid',
      data: {
        invoice_id: extra.providerInvoiceId ?? opened.providerInvoiceId,
        order_id: extra.orderId ?? opened.id,
        status: 'paid',
        amount_minor: 100_000,
        paid_amount_minor: paidMinor,
        currency: 'RUB',
      },
    },
    extra.timestampS,
  );
}

const notificationsOf = (invoiceId: string) =>
  t.testDb.db.query<{ outcome: string; source: string; event_id: string }>(
    `SELECT outcome, source, event_id FROM payment_notifications WHERE invoice_id = $1 ORDER BY id`,
    [invoiceId],
  );

describe('POST /billing/webhooks/{provider}', () => {
  it('refuses a tampered body, a wrong secret, a missing or stale signature and a malformed body, and changes nothing', async () => {
    const opened = await openDeposit();
    const genuine = paidNotification(opened, 100_000);
    // The amount raised after signing: the signature no longer matches the bytes.
    const tampered = { ...genuine, body: genuine.body.replace('"paid_amount_minor":100000', '"paid_amount_minor":900000') };
    expect(tampered.body).not.toBe(genuine.body);
    const refusals: [ReturnType<typeof paidNotification>, number, RegExp][] = [
      [tampered, 401, /^bad_signature: /],
      [
        signedSandboxNotification('another-secret-0123456789', JSON.parse(genuine.body) as Parameters<typeof signedSandboxNotification>[1]),
        401,
        /^bad_signature: /,
      ],
      [{ body: genuine.body, headers: { 'content-type': 'application/json' } }, 401, /^bad_signature: /],
      [{ body: genuine.body, headers: { ...genuine.headers, 'x-sandbox-signature': 't=1,v1=zz' } }, 401, /^bad_signature: /],
      [paidNotification(opened, 100_000, { timestampS: Math.floor(Date.now() / 1000) - 330 }), 401, /^stale_timestamp: /],
      [paidNotification(opened, 100_000, { timestampS: Math.floor(Date.now() / 1000) + 330 }), 401, /^stale_timestamp: /],
    ];
    for (const [notification, status, message] of refusals) {
      const res = await postWebhook(t.app, 'sandbox', notification);
      expect(res.statusCode).toBe(status);
      expect(res.json<InvalidReply>().message).toMatch(message);
    }
    const withNul = paidNotification(opened, 100_000, { id: 'evt_\u0000nul' }).body;
    for (const body of ['not json', '{"id":"evt_1","type":"invoice.paid"}', '[]', '', withNul]) {
      const nowS = Math.floor(Date.now() / 1000);
      const { signSandboxPayload } = await import('../../../payments/sandbox/signature');
      const res = await postWebhook(t.app, 'sandbox', {
        body,
        headers: { 'content-type': 'text/plain', 'x-sandbox-signature': signSandboxPayload(secret, body, nowS) },
      });
      expect(res.statusCode, body).toBe(400);
      expect(res.json<InvalidReply>().message).toMatch(/^malformed: /);
    }
    expect(await notificationsOf(opened.id)).toEqual([]);
    expect(await realBalance(t.app, opened.token)).toBe(0);
  });

  it('a body over 64 kB is a 413 before anything reads it', async () => {
    const res = await postWebhook(t.app, 'sandbox', {
      body: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('404 for a provider that is not configured, an invoice that is not ours at this provider, or another order id', async () => {
    const opened = await openDeposit();
    const other = await openDeposit();
    expect((await postWebhook(t.app, 'nowpayments', paidNotification(opened, 100_000))).statusCode).toBe(404);
    expect((await postWebhook(t.app, 'unknown', paidNotification(opened, 100_000))).statusCode).toBe(404);
    const foreign = await postWebhook(t.app, 'sandbox', paidNotification(opened, 100_000, { providerInvoiceId: 'sbx_inv_not_ours' }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Unknown invoice.' });
    const notOurs = paidNotification(opened, 100_000, { providerInvoiceId: 'sbx_inv_not_ours_either' });
    const burst = await Promise.all(Array.from({ length: 5 }, () => postWebhook(t.app, 'sandbox', notOurs)));
    expect(burst.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404]);
    // A genuine provider invoice with another invoice's order id: not trusted for either.
    expect((await postWebhook(t.app, 'sandbox', paidNotification(opened, 100_000, { orderId: other.id }))).statusCode).toBe(404);
    expect(await realBalance(t.app, opened.token)).toBe(0);
    expect(await realBalance(t.app, other.token)).toBe(0);
  });

  it('a notification applied twice credits once; another paid event for a paid invoice is recorded and ignored', async () => {
    const opened = await openDeposit();
    const notification = paidNotification(opened, 100_000);
    const first = await postWebhook(t.app, 'sandbox', notification);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok', outcome: 'credited' });
    expect((await postWebhook(t.app, 'sandbox', notification)).json()).toEqual({ status: 'ok', outcome: 'duplicate' });
    const replays = await Promise.all(Array.from({ length: 20 }, () => postWebhook(t.app, 'sandbox', notification)));
    for (const res of replays) expect(res.json()).toEqual({ status: 'ok', outcome: 'duplicate' });
    expect((await postWebhook(t.app, 'sandbox', paidNotification(opened, 500_000))).json()).toEqual({ status: 'ok', outcome: 'ignored' });
    expect(await realBalance(t.app, opened.token)).toBe(1000);
    expect((await notificationsOf(opened.id)).map((row) => row.outcome)).toEqual(['credited', 'ignored']);
  });

  it('a failed invoice stays failed; a payment after it is late', async () => {
    const opened = await openDeposit();
    const failed = signedSandboxNotification(secret, {
      id: nextEventId(),
      type: 'invoice.failed',
      data: {
        invoice_id: opened.providerInvoiceId,
        order_id: opened.id,
        status: 'failed',
        amount_minor: 100_000,
        paid_amount_minor: null,
        currency: 'RUB',
      },
    });
    expect((await postWebhook(t.app, 'sandbox', failed)).json<WebhookReply>().outcome).toBe('applied');
    expect(
      (await call(t.app, { method: 'GET', url: `/billing/payment/status/${opened.id}`, token: opened.token })).json<PaymentStatus>(),
    ).toMatchObject({ status: 5, status_name: 'failed' });
    expect((await postWebhook(t.app, 'sandbox', paidNotification(opened, 100_000))).json<WebhookReply>().outcome).toBe('late');
    expect(await realBalance(t.app, opened.token)).toBe(0);
  });
});

describe('late notifications and the operator correction', () => {
  it('a payment after expiry is recorded, not credited, listed for the operator; the correction credits once', async () => {
    const opened = await openDeposit('sandbox-card', 1000);
    await t.testDb.db.query(`UPDATE payment_invoices SET expires_at = now() - interval '1 second' WHERE id = $1`, [opened.id]);
    const late = await postWebhook(t.app, 'sandbox', paidNotification(opened, 100_000));
    expect(late.json()).toEqual({ status: 'ok', outcome: 'late' });
    expect(await realBalance(t.app, opened.token)).toBe(0);
    expect(
      (await call(t.app, { method: 'GET', url: `/billing/payment/status/${opened.id}`, token: opened.token })).json<PaymentStatus>(),
    ).toMatchObject({
      status: 4,
      credited_amount: null,
    });

    const report = await operator(t.app, 'GET', '/operator/billing/late-notifications');
    expect(report.statusCode).toBe(200);
    const item = report.json<Page<LateNotification>>().data.find((entry: { invoice: { id: string } }) => entry.invoice.id === opened.id);
    expect(item).toMatchObject({
      provider: 'sandbox',
      status: 'paid',
      paid_amount: 1000,
      paid_currency: 'RUB',
      outcome: 'late',
      invoice: { id: opened.id, user_id: opened.userId, status: 4, amount: 1000, credited_amount: null },
    });
    expect(item?.payload).toMatchObject({ type: 'invoice.paid' });

    // Only with the key, a positive sum, an invoice that exists.
    expect(
      (await operator(t.app, 'POST', `/operator/billing/invoices/${opened.id}/credit`, { amount: 1000, reason: 'late' }, 'wrong'))
        .statusCode,
    ).toBe(401);
    expect((await operator(t.app, 'GET', '/operator/billing/late-notifications', undefined, '')).statusCode).toBe(401);
    for (const amount of [0, -1, 0.001, '1000']) {
      const res = await operator(t.app, 'POST', `/operator/billing/invoices/${opened.id}/credit`, { amount, reason: 'late' });
      expect(res.statusCode).toBe(422);
      expect(res.json<InvalidReply>().errors.amount[0]).toMatch(/^invalid_amount: /);
    }
    expect((await operator(t.app, 'POST', `/operator/billing/invoices/${opened.id}/credit`, { amount: 1000 })).statusCode).toBe(422);
    const fortune = await operator(t.app, 'POST', `/operator/billing/invoices/${opened.id}/credit`, { amount: 100_000.01, reason: 'typo' });
    expect(fortune.json<InvalidReply>().errors.amount[0]).toMatch(/^amount_out_of_range: /);
    expect(
      (await operator(t.app, 'POST', '/operator/billing/invoices/nope-nope-nope-nope/credit', { amount: 1, reason: 'x' })).statusCode,
    ).toBe(404);

    // Racing corrections: one credits, the others are refused.
    const credits = await Promise.all(
      Array.from({ length: 5 }, () =>
        operator(t.app, 'POST', `/operator/billing/invoices/${opened.id}/credit`, { amount: 1000, reason: 'paid late, ticket 42' }),
      ),
    );
    expect(credits.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const credited = credits.find((res) => res.statusCode === 200)!.json<{ data: unknown }>().data;
    expect(credited).toMatchObject({ id: opened.id, status: 3, credited_amount: 1000, shop_amount: 1000, sum_was_changed: false });
    expect(credits.find((res) => res.statusCode === 409)!.json<InvalidReply>().message).toMatch(/^already_credited: /);
    expect(await realBalance(t.app, opened.token)).toBe(1000);
    const transfers = await t.testDb.db.query<{ kind: string; idempotency_key: string }>(
      `SELECT kind, idempotency_key FROM ledger_transfers WHERE cause_ref = $1`,
      [`invoice:${opened.id}`],
    );
    expect(transfers).toEqual([{ kind: 'correction', idempotency_key: `deposit:${opened.id}` }]);

    // The report moves it to corrected; a repeat of the provider's notification still credits nothing.
    const stillLate = (await operator(t.app, 'GET', '/operator/billing/late-notifications')).json<Page<LateNotification>>().data;
    expect(stillLate.some((entry: { invoice: { id: string } }) => entry.invoice.id === opened.id)).toBe(false);
    const corrected = (await operator(t.app, 'GET', '/operator/billing/late-notifications?outcome=corrected')).json<
      Page<LateNotification>
    >().data;
    expect(corrected.find((entry: { invoice: { id: string } }) => entry.invoice.id === opened.id)).toMatchObject({ outcome: 'corrected' });
    expect((await postWebhook(t.app, 'sandbox', paidNotification(opened, 100_000))).json<WebhookReply>().outcome).toBe('ignored');
    expect(await realBalance(t.app, opened.token)).toBe(1000);
  });

  it('an open invoice cannot be corrected: its provider may still pay it', async () => {
    const opened = await openDeposit();
    const res = await operator(t.app, 'POST', `/operator/billing/invoices/${opened.id}/credit`, { amount: 1000, reason: 'too early' });
    expect(res.statusCode).toBe(409);
    expect(res.json<InvalidReply>().message).toMatch(/^invoice_open: /);
    expect((await operator(t.app, 'GET', '/operator/billing/late-notifications?per_page=0')).statusCode).toBe(422);
  });
});

describe('exchange rates', () => {
  it('GET and PUT /operator/billing/rates: each pair replaces itself and its inverse; new invoices use the new rate, open ones keep theirs', async () => {
    expect((await operator(t.app, 'GET', '/operator/billing/rates', undefined, 'wrong')).statusCode).toBe(401);
    const before = (await operator(t.app, 'GET', '/operator/billing/rates')).json<RatesReply>();
    expect(before.rates.USD.RUB).toBe('92.50');
    const opened = await openDeposit('sandbox-usdt', 1000);

    for (const rates of [
      {},
      { USD: { RUB: 'abc' } },
      { USD: { RUB: '0' } },
      { USD: { USD: '1' } },
      { XXX: { RUB: '1' } },
      { USD: { RUB: 92.5 } },
      { USD: { RUB: '1' }, RUB: { USD: '1' } },
    ]) {
      const res = await operator(t.app, 'PUT', '/operator/billing/rates', { rates });
      expect(res.statusCode, JSON.stringify(rates)).toBe(422);
    }
    const put = await operator(t.app, 'PUT', '/operator/billing/rates', { rates: { RUB: { USD: '0.01' } } });
    expect(put.statusCode).toBe(200);
    expect(put.json<RatesReply>().rates.RUB).toEqual({ USD: '0.01' });
    expect(put.json<RatesReply>().rates.USD.RUB).toBeUndefined();
    expect(put.json<RatesReply>().rates.USD.KZT).toBe('478.20');

    const { token } = await newPlayer(t.app);
    const config = (await deposit(t.app, token, { hash: 'sandbox-usdt', amount: 1000 })).json<DepositConfig>();
    expect(config).toMatchObject({ exchange_rate: 100, exchange_amount: 10 });
    const still = (await call(t.app, { method: 'GET', url: '/api/v2/billing/deposits/open', token: opened.token })).json<{
      data: DepositConfig[];
    }>().data[0];
    expect(still).toMatchObject({ exchange_rate: 92.5, exchange_amount: 10.82 });
    await operator(t.app, 'PUT', '/operator/billing/rates', { rates: { USD: { RUB: '92.50' } } });
  });
});

describe('status queries', () => {
  let quiet: BillingTestApp;
  beforeAll(async () => {
    quiet = await createBillingTestApp({}, { deliver: false });
  });
  afterAll(async () => {
    await quiet?.close();
  });

  it('ask the provider at most once per 10 s per invoice and credit from its answer', async () => {
    const { token } = await newPlayer(quiet.app);
    const id = (await deposit(quiet.app, token, { hash: 'sandbox-card', amount: 700 })).json<DepositConfig>().id;
    const status = async () =>
      (await call(quiet.app, { method: 'GET', url: `/billing/payment/status/${id}`, token })).json<PaymentStatus>();
    expect(await status()).toMatchObject({ status: 1 });
    const [row] = await quiet.testDb.db.query<{ provider_invoice_id: string }>(
      `SELECT provider_invoice_id FROM payment_invoices WHERE id = $1`,
      [id],
    );
    await quiet.sandbox.payInvoice(row.provider_invoice_id);
    // Paid at the provider, but the last question was under 10 s ago and the notification never arrives.
    expect(await status()).toMatchObject({ status: 1, credited_amount: null });
    await quiet.testDb.db.query(`UPDATE payment_invoices SET last_status_query_at = now() - interval '11 seconds' WHERE id = $1`, [id]);
    const polls = await Promise.all(Array.from({ length: 10 }, status));
    expect(polls.filter((poll) => poll.status === 3).length).toBeGreaterThanOrEqual(1);
    expect(await status()).toEqual({ status: 3, status_name: 'paid', sum_was_changed: false, amount: 700, credited_amount: 700 });
    expect(await realBalance(quiet.app, token)).toBe(700);
    const rows = await quiet.testDb.db.query<{ source: string; outcome: string }>(
      `SELECT source, outcome FROM payment_notifications WHERE invoice_id = $1 ORDER BY id`,
      [id],
    );
    expect(rows).toEqual([
      { source: 'status_query', outcome: 'ignored' },
      { source: 'status_query', outcome: 'credited' },
    ]);
    await expectLedgerClean(quiet);
  });

  it('a provider that fails to open the invoice is a 502 that charges nothing and frees the slot', async () => {
    const { token } = await newPlayer(quiet.app);
    await quiet.payments.close();
    try {
      const failed = await deposit(quiet.app, token, { hash: 'sandbox-card', amount: 700 });
      expect(failed.statusCode).toBe(502);
      expect(failed.json<InvalidReply>().message).toMatch(/^provider_error: /);
    } finally {
      await quiet.payments.start();
    }
    const rows = await quiet.testDb.db.query<{ status: number }>(
      `SELECT status FROM payment_invoices WHERE user_id = (SELECT id FROM users ORDER BY id DESC LIMIT 1)`,
    );
    expect(rows.map((row) => Number(row.status))).toEqual([5]);
    expect((await deposit(quiet.app, token, { hash: 'sandbox-card', amount: 700 })).statusCode).toBe(201);
  });
});
