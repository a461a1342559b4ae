/** Replies of the billing api as docs/cashier.md shapes them, for the cashier's component tests. */

export const methodReply = (hash: string, extra: Record<string, unknown> = {}) => ({
  hash,
  name: { en: `${hash} (en)`, ru: `${hash} (ru)`, kz: `${hash} (kz)` },
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

export const billingDataReply = (
  deposits = [methodReply('sandbox-card'), methodReply('sandbox-checkout', { icon: 'checkout', shape: 'checkout' })],
  payouts = [methodReply('sandbox-card-payout', { min_amount: 1 })],
) => ({
  payments: { methods: deposits, bonus: { name: '' } },
  'crypto-payments': deposits.filter((method) => method.shape === 'crypto'),
  'crypto-payouts': payouts.filter((method) => method.shape === 'crypto'),
  payouts: { methods: payouts },
});

export const depositConfigReply = (extra: Record<string, unknown> = {}) => ({
  hash: 'sandbox-card',
  id: 'inv_1',
  status: 1,
  status_name: 'created',
  life_time: 1200,
  remaining_time: 1200,
  amount: 1000,
  shop_amount: 980,
  commission: 20,
  currency: 'RUB',
  exchange_currency: 'RUB',
  exchange_rate: '1',
  exchange_amount: 1000,
  card: { card_number: '4242424242424242', phone_number: '+79991234567' },
  crypto: null,
  payment_url: 'http://localhost:4000/sandbox-pay/checkout/p_1',
  sum_was_changed: false,
  created_at: '2026-11-23T10:00:00.000Z',
  ...extra,
});

export const historyItemReply = (
  type: 'deposit' | 'payout',
  id: string,
  status: number | string,
  createdAt: string,
  extra: Record<string, unknown> = {},
) => ({
  type,
  id,
  method: {
    hash: `sandbox-${type}`,
    name: { en: 'Sandbox card', ru: 'Песочница', kz: 'Құмсалғыш' },
    icon: 'card',
    provider: 'sandbox',
    coin: null,
  },
  amount: 1000,
  credited_amount: type === 'deposit' && status === 3 ? 980 : null,
  currency: 'RUB',
  status,
  status_name: String(status),
  created_at: createdAt,
  updated_at: createdAt,
  ...extra,
});

export const historyReply = (items: unknown[], page = 1, total = items.length, perPage = 20) => ({
  data: items,
  meta: { page, per_page: perPage, total },
});
