import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import { ValidationError } from '../../../http/errors';
import { createLedger } from '../../../ledger/ledger';
import { createTestDb } from '../../../test/test-db';
import type { PaymentShape } from '../../../payments/types';
import { readRatesFile } from '../rates/service';
import { BillingConfigError } from '../shared/config-file';
import { getMethodOrThrow, listMethods, loadMethodCatalog, methodLimits } from './methods';

const ALL_SHAPES: readonly PaymentShape[] = ['card', 'phone', 'crypto', 'checkout'];
const sandboxOnly = (name: string) => (name === 'sandbox' ? ALL_SHAPES : null);
const both = () => ALL_SHAPES;

const dir = mkdtempSync(join(tmpdir(), 'billing-methods-'));
let fileCount = 0;
function fileWith(content: unknown): string {
  fileCount += 1;
  const file = join(dir, `file-${fileCount}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const method = (extra: object = {}) => ({
  hash: 'test-card',
  provider: 'sandbox',
  shape: 'card',
  direction: 'deposit',
  name: { en: 'Card', ru: 'Карта', kz: 'Карта' },
  icon: 'card',
  ...extra,
});

describe('the shipped configuration files', () => {
  it('parse; NOWPayments methods appear only when NOWPayments is configured', () => {
    const sandbox = loadMethodCatalog('config/payment-methods.json', sandboxOnly);
    const all = loadMethodCatalog('config/payment-methods.json', both);
    expect(sandbox.methods.some((item) => item.provider === 'nowpayments')).toBe(false);
    expect(all.methods.filter((item) => item.provider === 'nowpayments').length).toBeGreaterThan(0);
    expect(new Set(sandbox.methods.map((item) => item.shape))).toEqual(new Set(['card', 'phone', 'crypto', 'checkout']));
    expect(sandbox.methods.some((item) => item.direction === 'payout')).toBe(true);
    expect(readRatesFile('config/exchange-rates.json').USD?.RUB).toBe('92.50');
  });

  it('filters by currency, region and direction', () => {
    const catalog = loadMethodCatalog('config/payment-methods.json', sandboxOnly);
    const ruDeposits = listMethods(catalog, { direction: 'deposit', currency: 'RUB', region: 'RU' }).map((item) => item.hash);
    expect(ruDeposits).toContain('sandbox-sbp');
    expect(listMethods(catalog, { direction: 'deposit', currency: 'RUB', region: 'KZ' }).map((item) => item.hash)).not.toContain(
      'sandbox-sbp',
    );
    expect(listMethods(catalog, { direction: 'deposit', currency: 'USD', region: 'RU' }).map((item) => item.hash)).not.toContain(
      'sandbox-card',
    );
    expect(listMethods(catalog, { direction: 'payout', currency: 'RUB', region: 'RU' }).every((item) => item.direction === 'payout')).toBe(
      true,
    );
  });
});

describe('a bad methods file is a clear start error', () => {
  const problemsOf = (content: unknown): string[] => {
    try {
      loadMethodCatalog(fileWith(content), sandboxOnly);
    } catch (error) {
      expect(error).toBeInstanceOf(BillingConfigError);
      return (error as BillingConfigError).problems;
    }
    throw new Error('loaded');
  };

  it('names the file and every problem', () => {
    expect(problemsOf('{ not json')[0]).toMatch(/^is not JSON/);
    expect(() => loadMethodCatalog(join(dir, 'missing.json'), sandboxOnly)).toThrow(/missing\.json is not usable:\n {2}- cannot be read/);
    expect(problemsOf({ methods: [method({ provider: 'paypal' })] })[0]).toMatch(/^methods\.0\.provider: /);
    expect(problemsOf({ methods: [method({ min_amount: 0.001 })] })[0]).toMatch(/^methods\.0\.min_amount: at most two decimals/);
    expect(problemsOf({ methods: [method(), method()] })[0]).toMatch(/^methods\.1\.hash: duplicate hash/);
    expect(problemsOf({ methods: [method({ direction: 'payout', shape: 'phone' })] })[0]).toMatch(
      /^methods\.0\.shape: a payout method is card or crypto/,
    );
    expect(problemsOf({ methods: [method({ limits: { RUB: { min: 10, max: 5, default: 7 } } })] })[0]).toMatch(/min <= default <= max/);
    expect(problemsOf({ methods: [method({ colour: 'red' })] })[0]).toMatch(/colour/);
    expect(problemsOf({ methods: [method({ min_amount: 500, max_amount: 100 })] })[0]).toMatch(/min_amount exceeds max_amount/);
  });

  it('stops the api from starting, as do a bad rates file and a missing one', async () => {
    const testDb = await createTestDb();
    try {
      const ledger = createLedger(testDb.db, { houseShards: 1 });
      const start = (files: { paymentMethodsFile?: string; exchangeRatesFile?: string }) =>
        buildApp({ config: testConfig({ ...files }), db: testDb.db, ledger });
      await expect(start({ paymentMethodsFile: fileWith({ methods: [method({ provider: 'paypal' })] }) })).rejects.toThrow(
        /file-\d+\.json is not usable:\n {2}- methods\.0\.provider: /,
      );
      await expect(start({ exchangeRatesFile: fileWith({ USD: { RUB: 92.5 } }) })).rejects.toThrow(/is not usable:\n {2}- USD\.RUB: /);
      await expect(start({ exchangeRatesFile: join(dir, 'nowhere.json') })).rejects.toBeInstanceOf(BillingConfigError);
    } finally {
      await testDb.close();
    }
  });

  it('refuses a shape the configured provider cannot serve', () => {
    expect(() => loadMethodCatalog(fileWith({ methods: [method({ shape: 'phone' })] }), () => ['card'])).toThrow(/does not serve phone/);
  });
});

describe('limits', () => {
  const catalogOf = (entry: object) => loadMethodCatalog(fileWith({ methods: [entry] }), sandboxOnly);

  it('spec section 5 defaults (100 / 300000 / 100) when the method states none', () => {
    const [only] = catalogOf(method()).methods;
    expect(methodLimits(only, 'RUB')).toEqual({ minMinor: 10_000, maxMinor: 30_000_000, defaultMinor: 10_000 });
  });

  it("per-currency limits first, then the method's own, and a default kept inside them", () => {
    const [only] = catalogOf(method({ min_amount: 500, limits: { USD: { min: 5, max: 3000, default: 10 } } })).methods;
    expect(methodLimits(only, 'USD')).toEqual({ minMinor: 500, maxMinor: 300_000, defaultMinor: 1000 });
    expect(methodLimits(only, 'RUB')).toEqual({ minMinor: 50_000, maxMinor: 30_000_000, defaultMinor: 50_000 });
  });

  it("a payout's minimum is at least the currency's minimum payout (spec section 9)", () => {
    const [only] = catalogOf(method({ direction: 'payout', min_amount: 1 })).methods;
    expect(methodLimits(only, 'RUB').minMinor).toBe(10_000);
    expect(methodLimits(only, 'USD').minMinor).toBe(100);
    expect(methodLimits(only, 'KZT').minMinor).toBe(50_000);
  });
});

describe('getMethodOrThrow', () => {
  it('a method the player may not use is unknown_method on the field', () => {
    const catalog = loadMethodCatalog('config/payment-methods.json', sandboxOnly);
    expect(getMethodOrThrow(catalog, 'sandbox-sbp', { direction: 'deposit', currency: 'RUB', region: 'RU' }).shape).toBe('phone');
    for (const [hash, direction] of [
      ['sandbox-sbp', 'payout'],
      ['nowpayments-crypto', 'deposit'],
      ['nope', 'deposit'],
    ] as const) {
      try {
        getMethodOrThrow(catalog, hash, { direction, currency: 'RUB', region: 'RU' });
        throw new Error('found');
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).errors.hash[0]).toMatch(/^unknown_method: /);
      }
    }
  });
});
