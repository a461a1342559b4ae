import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createTestDb, type TestDb } from '../test/test-db';
import { createPaymentProviders } from './registry';
import { silentLog } from './test-kit';

let testDb: TestDb | null = null;
afterEach(async () => {
  await testDb?.close();
  testDb = null;
});

describe('payment providers registry', () => {
  it('has a provider only when its configuration is present', async () => {
    testDb = await createTestDb();
    const make = (overrides: Parameters<typeof testConfig>[0]) =>
      createPaymentProviders({ config: testConfig(overrides), db: testDb!.db, log: silentLog });
    const nowpayments = { apiUrl: 'http://127.0.0.1:9', apiKey: 'k', ipnSecret: 's' };
    expect(make({ paymentSandbox: null, nowpayments: null }).names()).toEqual([]);
    expect(make({ paymentSandbox: { secret: 'x'.repeat(20) }, nowpayments: null }).names()).toEqual(['sandbox']);
    const both = make({ paymentSandbox: { secret: 'x'.repeat(20) }, nowpayments });
    expect(both.names()).toEqual(['sandbox', 'nowpayments']);
    expect(both.get('nowpayments')?.shapes).toEqual(['checkout', 'crypto']);
    expect(both.get('other')).toBeUndefined();
    const off = make({ paymentSandbox: null, nowpayments });
    expect(off.sandbox).toBeNull();
    expect(off.names()).toEqual(['nowpayments']);
  });

  it('the sandbox needs the queue started before it takes invoices; close before start is harmless', async () => {
    testDb = await createTestDb();
    const providers = createPaymentProviders({
      config: testConfig({ paymentSandbox: { secret: 'x'.repeat(20) } }),
      db: testDb.db,
      log: silentLog,
    });
    await providers.close();
    const input = {
      invoiceId: 'i-1',
      amountMinor: 100,
      currency: 'RUB' as const,
      shape: 'card' as const,
      lifeTimeS: 60,
      callbackUrl: 'http://127.0.0.1:9/',
      successUrl: 'http://127.0.0.1:9/',
      cancelUrl: 'http://127.0.0.1:9/',
    };
    await expect(providers.get('sandbox')!.createInvoice(input)).rejects.toThrow(/before the job queue started/);
    await providers.start();
    await expect(providers.get('sandbox')!.createInvoice(input)).resolves.toMatchObject({
      providerInvoiceId: expect.stringMatching(/^sbx_inv_/),
    });
    await providers.close();
  });
});
