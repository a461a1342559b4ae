import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import type { Currency } from '@/lib/currencies';
import { DEPOSIT_AMOUNT_DEFAULTS } from '@/lib/deposit';
import { localizedNameSchema, type LocalizedName } from '../lib/localized-name';
import { currencySchema, minorOf, wireAmountSchema } from '../lib/wire-money';

export const PAYMENT_SHAPES = ['card', 'phone', 'crypto', 'checkout'] as const;
export type PaymentShape = (typeof PAYMENT_SHAPES)[number];

/** What every method tile needs, deposit or payout. */
export interface MethodBase {
  hash: string;
  name: LocalizedName;
  /** The payment provider it goes through (sandbox, nowpayments); null from an api that does not say. */
  provider: string | null;
  icon: string | null;
  shape: PaymentShape;
  currency: Currency;
  minMinor: number;
  maxMinor: number;
  coin: string | null;
}

export interface DepositMethod extends MethodBase {
  defaultMinor: number;
  exchangeCurrency: string | null;
  commissionPercent: number;
}

export type PayoutMethod = MethodBase;

const optionalAmount = wireAmountSchema.nullish();

const methodFields = {
  hash: z.string().min(1),
  name: localizedNameSchema,
  provider: z.string().nullish(),
  icon: z.string().nullish(),
  // An unknown shape from a newer api still shows, as a plain checkout tile.
  shape: z.enum(PAYMENT_SHAPES).catch('checkout'),
  currency: currencySchema,
  min_amount: optionalAmount,
  max_amount: optionalAmount,
  coin: z.string().nullish(),
};

/** Spec section 5: a method that gives no limits gets min 100, max 300000, default 100. */
const limitOr = (value: z.infer<typeof optionalAmount>, fallback: number, currency: Currency) => minorOf(value ?? fallback, currency);

export const depositMethodSchema = z
  .looseObject({
    ...methodFields,
    default_amount: optionalAmount,
    exchange_currency: z.string().nullish(),
    commission_percent: z.coerce.number().nullish(),
  })
  .transform((method): DepositMethod => ({
    hash: method.hash,
    name: method.name,
    provider: method.provider ?? null,
    icon: method.icon ?? null,
    shape: method.shape,
    currency: method.currency,
    minMinor: limitOr(method.min_amount, DEPOSIT_AMOUNT_DEFAULTS.min, method.currency),
    maxMinor: limitOr(method.max_amount, DEPOSIT_AMOUNT_DEFAULTS.max, method.currency),
    defaultMinor: limitOr(method.default_amount, DEPOSIT_AMOUNT_DEFAULTS.default, method.currency),
    coin: method.coin ?? null,
    exchangeCurrency: method.exchange_currency ?? null,
    commissionPercent: method.commission_percent ?? 0,
  }));

export const payoutMethodSchema = z.looseObject(methodFields).transform((method): PayoutMethod => ({
  hash: method.hash,
  name: method.name,
  provider: method.provider ?? null,
  icon: method.icon ?? null,
  shape: method.shape,
  currency: method.currency,
  minMinor: limitOr(method.min_amount, 0, method.currency),
  maxMinor:
    method.max_amount === null || method.max_amount === undefined ? Number.MAX_SAFE_INTEGER : minorOf(method.max_amount, method.currency),
  coin: method.coin ?? null,
}));

export const billingDataSchema = z
  .looseObject({
    payments: z.looseObject({
      methods: z.array(depositMethodSchema),
      bonus: z.looseObject({ name: z.string().nullish() }).nullish(),
    }),
    'crypto-payments': z.array(depositMethodSchema).nullish(),
    'crypto-payouts': z.array(payoutMethodSchema).nullish(),
    payouts: z.looseObject({ methods: z.array(payoutMethodSchema) }).nullish(),
  })
  .transform((data) => ({
    depositMethods: uniqueByHash([...data.payments.methods, ...(data['crypto-payments'] ?? [])]),
    payoutMethods: uniqueByHash([...(data.payouts?.methods ?? []), ...(data['crypto-payouts'] ?? [])]),
    bonusName: data.payments.bonus?.name || null,
  }));

export type BillingData = z.infer<typeof billingDataSchema>;

/** `crypto-payments` repeats crypto methods of `payments.methods` (and maybe `crypto-payouts` those of `payouts`): each once. */
function uniqueByHash<T extends { hash: string }>(methods: T[]): T[] {
  const seen = new Set<string>();
  return methods.filter((method) => !seen.has(method.hash) && seen.add(method.hash));
}

export const BILLING_DATA_KEY = ['billing', 'data'] as const;

/** GET /api/v2/billing/data: the deposit and payout methods for the user's currency and region. */
export async function getBillingData(): Promise<BillingData> {
  const { data } = await apiClient.get<unknown>('/api/v2/billing/data');
  return billingDataSchema.parse(data);
}

export function useBillingData() {
  return useQuery({ queryKey: BILLING_DATA_KEY, queryFn: getBillingData, staleTime: 60_000 });
}
