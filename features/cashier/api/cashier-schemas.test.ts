import { describe, expect, it } from 'vitest';
import { depositConfigSchema } from './create-deposit';
import { billingDataSchema } from './get-billing-data';
import { historyItemSchema, nextHistoryPage } from './get-billing-history';

const method = (hash: string, extra: Record<string, unknown> = {}) => ({
  hash,
  name: { en: hash, ru: hash, kz: hash },
  icon: 'card',
  shape: 'card',
  currency: 'RUB',
  min_amount: 100,
  max_amount: 300000,
  default_amount: 500,
  exchange_currency: 'RUB',
  commission_percent: 0,
  ...extra,
});

const config = (extra: Record<string, unknown> = {}) => ({
  hash: 'sandbox-card',
  id: 'inv_1',
  status: 1,
  status_name: 'created',
  life_time: 1200,
  remaining_time: 1190,
  amount: 1000,
  shop_amount: 980,
  commission: 20,
  currency: 'RUB',
  exchange_currency: 'RUB',
  exchange_rate: '1',
  exchange_amount: 1000,
  card: { card_number: '4242424242424242', phone_number: '+79991234567' },
  crypto: null,
  payment_url: null,
  sum_was_changed: false,
  created_at: '2026-11-23T10:00:00.000Z',
  ...extra,
});

describe('billing data', () => {
  it('keeps each method once, converts limits to minor units and gives spec section 5 defaults to a method without them', () => {
    const data = billingDataSchema.parse({
      payments: {
        methods: [
          method('card'),
          method('usdt', { shape: 'crypto', coin: 'usdttrc20' }),
          method('bare', { min_amount: undefined, max_amount: null, default_amount: undefined }),
        ],
        bonus: { name: '' },
      },
      'crypto-payments': [method('usdt', { shape: 'crypto', coin: 'usdttrc20' })],
      'crypto-payouts': [method('usdt-out', { shape: 'crypto' })],
      payouts: { methods: [method('card-out'), method('usdt-out', { shape: 'crypto' })] },
    });
    expect(data.depositMethods.map((m) => m.hash)).toEqual(['card', 'usdt', 'bare']);
    expect(data.payoutMethods.map((m) => m.hash)).toEqual(['card-out', 'usdt-out']);
    expect(data.depositMethods[0]).toMatchObject({ minMinor: 10_000, maxMinor: 30_000_000, defaultMinor: 50_000 });
    expect(data.depositMethods[2]).toMatchObject({ minMinor: 10_000, maxMinor: 30_000_000, defaultMinor: 10_000 });
    expect(data.bonusName).toBeNull();
  });

  it('shows a method of a shape it does not know as a checkout, and refuses a currency outside spec section 9', () => {
    const data = billingDataSchema.parse({ payments: { methods: [method('new', { shape: 'voucher' })] } });
    expect(data.depositMethods[0].shape).toBe('checkout');
    expect(() => billingDataSchema.parse({ payments: { methods: [method('x', { currency: 'GBP' })] } })).toThrow();
  });
});

describe('the deposit config', () => {
  it('is read in minor units with the card and the remaining time', () => {
    expect(depositConfigSchema.parse(config())).toMatchObject({
      id: 'inv_1',
      amountMinor: 100_000,
      shopAmountMinor: 98_000,
      commissionMinor: 2_000,
      remainingTimeS: 1190,
      exchange: null,
      card: { cardNumber: '4242424242424242', phoneNumber: '+79991234567' },
    });
  });

  it('never opens a javascript: or data: page from the Pay button', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'not a url', '']) {
      expect(depositConfigSchema.parse(config({ payment_url: url })).paymentUrl).toBeNull();
    }
    expect(depositConfigSchema.parse(config({ payment_url: 'http://localhost:4000/sandbox-pay/checkout/p1' })).paymentUrl).toBe(
      'http://localhost:4000/sandbox-pay/checkout/p1',
    );
  });

  it('keeps the remaining time within the life time, a numeric id as text, and the exchange only for another currency', () => {
    const parsed = depositConfigSchema.parse(
      config({ id: 42, remaining_time: 99_999, exchange_currency: 'USD', exchange_amount: 10.81, exchange_rate: '92.50' }),
    );
    expect(parsed).toMatchObject({ id: '42', remainingTimeS: 1200, exchange: { currency: 'USD', amount: '10.81', rate: '92.50' } });
    expect(depositConfigSchema.parse(config({ remaining_time: -5 })).remainingTimeS).toBe(0);
  });
});

describe('the payments history', () => {
  it('names deposit statuses by number and payout statuses by name; an unknown one stays unknown', () => {
    const base = {
      id: 'x',
      method: { hash: 'h', name: { en: 'Card' }, icon: 'card' },
      amount: 100,
      credited_amount: 98,
      currency: 'RUB',
      status_name: 'n',
      created_at: '2026-11-23T10:00:00Z',
    };
    expect(historyItemSchema.parse({ ...base, type: 'deposit', status: 3 })).toMatchObject({
      status: 'paid',
      amountMinor: 10_000,
      creditedMinor: 9_800,
    });
    expect(historyItemSchema.parse({ ...base, type: 'payout', status: 'rejected' }).status).toBe('rejected');
    expect(historyItemSchema.parse({ ...base, type: 'payout', status: 'on_hold' }).status).toBe('unknown');
  });

  it("keeps the method's provider and coin, what naming it as its tile does needs; null when the api does not say", () => {
    const base = { id: 'x', type: 'payout', amount: 100, currency: 'RUB', status: 'paid', created_at: '2026-11-23T10:00:00Z' };
    const usdt = { hash: 'h', name: { en: 'USDT (TRC-20)' }, icon: 'usdt', provider: 'nowpayments', coin: 'usdttrc20' };
    expect(historyItemSchema.parse({ ...base, method: usdt })).toMatchObject({
      methodHash: 'h',
      methodProvider: 'nowpayments',
      methodCoin: 'usdttrc20',
    });
    expect(historyItemSchema.parse({ ...base, method: { hash: 'h', name: { en: 'Card' }, icon: null } })).toMatchObject({
      methodProvider: null,
      methodCoin: null,
    });
  });

  it('asks for another page only while the total says there is one', () => {
    const page = (number: number, count: number, total: number) => ({
      data: Array.from<never>({ length: count }),
      meta: { page: number, per_page: 20, total },
    });
    expect(nextHistoryPage(page(1, 20, 45))).toBe(2);
    expect(nextHistoryPage(page(3, 5, 45))).toBeUndefined();
    expect(nextHistoryPage(page(2, 0, 45))).toBeUndefined();
  });
});
