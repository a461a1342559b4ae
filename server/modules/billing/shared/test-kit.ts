import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { depositConfigSchema, paymentStatusSchema } from '../deposits/schemas';
import type { historyItemSchema } from '../history/schemas';
import type { lateNotificationSchema, operatorPayoutSchema } from '../operator/schemas';
import type { payoutSchema } from '../payouts/schemas';
import type { billingDataSchema } from '../providers/schemas';
import type { ratesReplySchema } from '../rates/schemas';
import type { pageMetaSchema } from './schemas';
import { buildApp } from '../../../app';
import { testConfig, type Config } from '../../../config';
import { checkLedger } from '../../../ledger/check-ledger';
import { createLedger, type Ledger } from '../../../ledger/ledger';
import { createPaymentProviders, type PaymentProviders } from '../../../payments/registry';
import type { SandboxGateway } from '../../../payments/sandbox/gateway';
import { signSandboxPayload } from '../../../payments/sandbox/signature';
import { silentLog } from '../../../payments/test-kit';
import { nextIp, registerByEmail, type Call, type ProfileReply } from '../../../test/auth-helpers';
import { createTestDb, type TestDb } from '../../../test/test-db';

// The billing replies, as the suites read them (JSON: dates are strings, which the suites do not read as dates).
export type DepositConfig = z.infer<typeof depositConfigSchema>;
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export type BillingData = z.infer<typeof billingDataSchema>;
export type Payout = z.infer<typeof payoutSchema>;
export type OperatorPayout = z.infer<typeof operatorPayoutSchema>;
export type HistoryItem = z.infer<typeof historyItemSchema>;
export type LateNotification = z.infer<typeof lateNotificationSchema>;
export type RatesReply = z.infer<typeof ratesReplySchema>;
export type Page<T> = { data: T[]; meta: z.infer<typeof pageMetaSchema> };
export type WebhookReply = { status: 'ok'; outcome: string };

/*
 * Tests of the cashier run the whole api with the real sandbox provider and its job queue; the sandbox's
 * notifications are delivered into this app through app.inject instead of over a socket.
 */

export const OPERATOR_KEY = 'operator-key-for-billing-tests-0123456789';

export type BillingTestApp = {
  app: FastifyInstance;
  testDb: TestDb;
  ledger: Ledger;
  config: Config;
  payments: PaymentProviders;
  sandbox: SandboxGateway;
  close(): Promise<void>;
};

/** options.deliver false: the sandbox's notifications never arrive (answered 503), so only status queries credit. */
export async function createBillingTestApp(overrides: Partial<Config> = {}, options: { deliver?: boolean } = {}): Promise<BillingTestApp> {
  const testDb = await createTestDb();
  const config = testConfig({ houseAccountShards: 4, operatorApiKey: OPERATOR_KEY, ...overrides });
  const ledger = createLedger(testDb.db, { houseShards: config.houseAccountShards });
  let app: FastifyInstance | null = null;
  const payments = createPaymentProviders({
    config,
    db: testDb.db,
    log: silentLog,
    sandboxSend: async (url, { headers, body }) => {
      if (!app || options.deliver === false) return 503;
      const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
      return res.statusCode;
    },
    sandboxDelivery: { retryLimit: 3, retryDelayS: 1 },
    queuePollingIntervalS: 0.5,
  });
  app = await buildApp({ config, db: testDb.db, ledger, payments });
  await payments.start();
  const built = app;
  return {
    app: built,
    testDb,
    ledger,
    config,
    payments,
    sandbox: payments.sandbox!,
    async close() {
      await payments.close();
      await built.close();
      await ledger.close();
      await testDb.close();
    },
  };
}

type Inject = { method: 'GET' | 'POST' | 'PUT'; url: string; token?: string; payload?: unknown; headers?: Record<string, string> };

export function call(app: FastifyInstance, { method, url, token, payload, headers = {} }: Inject): Promise<Call> {
  return app.inject({
    method,
    url,
    payload: payload as object | undefined,
    remoteAddress: nextIp(),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

let keyCounter = 0;
export const newIdempotencyKey = () => `deposit-key-${Date.now()}-${(keyCounter += 1)}`;

export function deposit(app: FastifyInstance, token: string, body: object, key = newIdempotencyKey()): Promise<Call> {
  return call(app, { method: 'POST', url: '/api/v2/billing/deposits', token, payload: body, headers: { 'idempotency-key': key } });
}

export function operator(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  key = OPERATOR_KEY,
): Promise<Call> {
  return call(app, { method, url, payload, headers: key ? { 'x-operator-key': key } : {} });
}

let userCounter = 0;
export async function newPlayer(app: FastifyInstance, currency = 'RUB'): Promise<{ token: string; userId: number }> {
  userCounter += 1;
  const token = await registerByEmail(app, `payer-${userCounter}-${Date.now()}@example.com`, 'correct horse battery', { currency });
  const profile = await call(app, { method: 'GET', url: '/profile/user', token });
  return { token, userId: profile.json<ProfileReply>().data.id };
}

export async function realBalance(app: FastifyInstance, token: string): Promise<number> {
  return (await call(app, { method: 'GET', url: '/profile/user', token })).json<ProfileReply>().data.balance;
}

/** A sandbox notification as the sandbox would sign it, for tests that play the provider's side. */
export function signedSandboxNotification(
  secret: string,
  event: { id: string; type: string; data: Record<string, unknown> },
  timestampS = Math.floor(Date.now() / 1000),
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ ...event, created: timestampS });
  return { body, headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxPayload(secret, body, timestampS) } };
}

export function postWebhook(
  app: FastifyInstance,
  provider: string,
  notification: { body: string; headers: Record<string, string> },
): Promise<Call> {
  return app.inject({ method: 'POST', url: `/billing/webhooks/${provider}`, payload: notification.body, headers: notification.headers });
}

export async function expectLedgerClean(t: BillingTestApp): Promise<void> {
  await checkLedger(t.testDb.db);
}
