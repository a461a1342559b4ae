import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { createPostgresDb } from '../../../db/postgres-db';
import type { Db } from '../../../db/db';
import { createLedger, type Ledger } from '../../../ledger/ledger';
import { createPaymentProviders } from '../../../payments/registry';
import { silentLog } from '../../../payments/test-kit';
import {
  createBillingTestApp,
  deposit,
  expectLedgerClean,
  newPlayer,
  postWebhook,
  realBalance,
  signedSandboxNotification,
  type BillingTestApp,
  type DepositConfig,
  type WebhookReply,
} from '../shared/test-kit';
import { testDatabaseEnv } from '../../../config';

const REPLAYS = 10_000;
const NODES = 4;

type Node = { app: FastifyInstance; db: Db; ledger: Ledger };

/*
 * Real PostgreSQL only (npm run test:pg): PGlite runs one statement at a time, so it cannot race. Every replay of one
 * paid notification arrives at once, spread over four api nodes (each its own app, ledger and connection pool on the
 * same database), so the nodes' first deliveries race each other in the database.
 */
describe.skipIf(!testDatabaseEnv().url)('10,000 concurrent replays of one paid notification on PostgreSQL', () => {
  let t: BillingTestApp;
  const nodes: Node[] = [];

  beforeAll(async () => {
    t = await createBillingTestApp();
    const [{ schema }] = await t.testDb.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    for (let i = 1; i < NODES; i += 1) {
      const db = createPostgresDb({ url: testDatabaseEnv().url!, poolMax: 10, searchPath: schema });
      const ledger = createLedger(db, { houseShards: t.config.houseAccountShards });
      const payments = createPaymentProviders({ config: t.config, db, log: silentLog });
      nodes.push({ app: await buildApp({ config: t.config, db, ledger, payments }), db, ledger });
    }
  });
  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close();
      await node.ledger.close();
      await node.db.close();
    }
    await t?.close();
  });

  it('credit the deposit exactly once', { timeout: 120_000 }, async () => {
    const { token } = await newPlayer(t.app);
    const invoiceId = (await deposit(t.app, token, { hash: 'sandbox-card', amount: 777.77 })).json<DepositConfig>().id;
    const [row] = await t.testDb.db.query<{ provider_invoice_id: string }>(
      `SELECT provider_invoice_id FROM payment_invoices WHERE id = $1`,
      [invoiceId],
    );
    const notification = signedSandboxNotification(t.config.paymentSandbox!.secret, {
      id: `evt_replayed_${Date.now()}`,
      type: 'invoice.paid',
      data: {
        invoice_id: row.provider_invoice_id,
        order_id: invoiceId,
        status: 'paid',
        amount_minor: 77_777,
        paid_amount_minor: 77_777,
        currency: 'RUB',
      },
    });
    const apps = [t.app, ...nodes.map((node) => node.app)];

    const replies = await Promise.all(
      Array.from({ length: REPLAYS }, (_, i) => postWebhook(apps[i % apps.length], 'sandbox', notification)),
    );

    const outcomes = new Map<string, number>();
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      const { outcome } = reply.json<WebhookReply>();
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(Object.fromEntries(outcomes)).toEqual({ credited: 1, duplicate: REPLAYS - 1 });
    expect(await realBalance(t.app, token)).toBe(777.77);
    const transfers = await t.testDb.db.query(`SELECT 1 FROM ledger_transfers WHERE idempotency_key = $1`, [`deposit:${invoiceId}`]);
    expect(transfers).toHaveLength(1);
    const recorded = await t.testDb.db.query(`SELECT 1 FROM payment_notifications WHERE invoice_id = $1`, [invoiceId]);
    expect(recorded).toHaveLength(1);
    await expectLedgerClean(t);
  });
});
