import { z } from 'zod';
import { getCurrencyLimits } from '@/lib/bet-limits';
import { CURRENCIES, type Currency } from '@/lib/currencies';
import { DEPOSIT_AMOUNT_DEFAULTS } from '@/lib/deposit';
import { toMinorUnits } from '@/lib/money';
import { REGIONS, type Region } from '@/lib/region';
import { ValidationError } from '../../../http/errors';
import type { PaymentShape } from '../../../payments/types';
import { BillingConfigError, readConfigFile } from '../shared/config-file';

/*
 * The operator's payment methods (config/payment-methods.json, docs/cashier.md "Configuration"), parsed once at
 * start. Deposits and payouts both take their methods from here: listMethods for what a player may choose,
 * getMethodOrThrow for the hash a request names.
 */

export const PROVIDER_NAMES = ['sandbox', 'nowpayments'] as const;
export const METHOD_DIRECTIONS = ['deposit', 'payout'] as const;
export type MethodDirection = (typeof METHOD_DIRECTIONS)[number];

const DEFAULT_LIFE_TIME_S = 1200;

/** A positive amount in major units with no more decimals than a currency has (every currency has two). */
const majorAmount = z
  .number()
  .positive()
  .max(1e12)
  .refine((value) => fitsMinorUnits(value), { message: 'at most two decimals' });

function fitsMinorUnits(value: number): boolean {
  try {
    toMinorUnits(value, 'USD');
    return true;
  } catch {
    return false;
  }
}

const limitsSchema = z
  .object({ min: majorAmount, max: majorAmount, default: majorAmount })
  .strict()
  .refine((limits) => limits.min <= limits.default && limits.default <= limits.max, { message: 'needs min <= default <= max' });

const localizedName = z.object({ en: z.string().min(1).max(64), ru: z.string().min(1).max(64), kz: z.string().min(1).max(64) }).strict();

const methodSchema = z
  .object({
    hash: z.string().regex(/^[a-z0-9][a-z0-9_-]{2,63}$/, 'a lowercase id of 3-64 letters, digits, - and _'),
    provider: z.enum(PROVIDER_NAMES),
    shape: z.enum(['card', 'phone', 'crypto', 'checkout']),
    direction: z.enum(METHOD_DIRECTIONS),
    name: localizedName,
    icon: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/),
    currencies: z.array(z.enum(CURRENCIES)).min(1).optional(),
    regions: z.array(z.enum(REGIONS)).min(1).optional(),
    exchange_currency: z.enum(CURRENCIES).optional(),
    min_amount: majorAmount.optional(),
    max_amount: majorAmount.optional(),
    default_amount: majorAmount.optional(),
    limits: z.partialRecord(z.enum(CURRENCIES), limitsSchema).optional(),
    commission_bp: z.number().int().min(0).max(9_999).default(0),
    coin: z
      .string()
      .regex(/^[a-z0-9]{2,24}$/)
      .optional(),
    life_time_s: z.number().int().min(10).max(86_400).default(DEFAULT_LIFE_TIME_S),
  })
  .strict()
  .refine((method) => method.direction === 'deposit' || method.shape === 'card' || method.shape === 'crypto', {
    message: 'a payout method is card or crypto',
    path: ['shape'],
  })
  .refine((method) => (method.min_amount ?? 0) <= (method.max_amount ?? Infinity), {
    message: 'min_amount exceeds max_amount',
    path: ['min_amount'],
  });

const methodsFileSchema = z
  .object({ $comment: z.string().optional(), methods: z.array(methodSchema).max(200) })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.methods.forEach((method, index) => {
      if (seen.has(method.hash))
        ctx.addIssue({ code: 'custom', message: `duplicate hash ${method.hash}`, path: ['methods', index, 'hash'] });
      seen.add(method.hash);
    });
  });

type MajorLimits = { min?: number; max?: number; default?: number };

export type PaymentMethod = {
  hash: string;
  provider: string;
  shape: PaymentShape;
  direction: MethodDirection;
  name: { en: string; ru: string; kz: string };
  icon: string;
  /** null: every currency / region. */
  currencies: readonly Currency[] | null;
  regions: readonly Region[] | null;
  /** The currency the provider is charged in; null: the user's own. */
  exchangeCurrency: Currency | null;
  commissionBp: number;
  coin: string | null;
  lifeTimeS: number;
  /** Major units as the file states them; methodLimits turns them into a currency's minor units. */
  fileLimits: { perCurrency: Partial<Record<Currency, Required<MajorLimits>>>; fallback: MajorLimits };
};

export type MethodCatalog = { readonly methods: readonly PaymentMethod[] };

/** What the api knows of a provider when it loads the methods: whether it runs and which shapes it serves. */
export type ProviderShapes = (name: string) => readonly PaymentShape[] | null;

/**
 * Parses the methods file; a method whose provider is not configured is left out. A method of a configured provider
 * with a shape that provider cannot serve is a start error, as is any malformed entry.
 */
export function loadMethodCatalog(file: string, shapesOf: ProviderShapes): MethodCatalog {
  const parsed = readConfigFile(file, methodsFileSchema);
  const problems: string[] = [];
  const methods: PaymentMethod[] = [];
  parsed.methods.forEach((entry, index) => {
    const shapes = shapesOf(entry.provider);
    if (!shapes) return;
    if (!shapes.includes(entry.shape)) {
      problems.push(`methods.${index}.shape: provider ${entry.provider} does not serve ${entry.shape}`);
      return;
    }
    methods.push({
      hash: entry.hash,
      provider: entry.provider,
      shape: entry.shape,
      direction: entry.direction,
      name: entry.name,
      icon: entry.icon,
      currencies: entry.currencies ?? null,
      regions: entry.regions ?? null,
      exchangeCurrency: entry.exchange_currency ?? null,
      commissionBp: entry.commission_bp,
      coin: entry.coin ?? null,
      lifeTimeS: entry.life_time_s,
      fileLimits: {
        perCurrency: entry.limits ?? {},
        fallback: { min: entry.min_amount, max: entry.max_amount, default: entry.default_amount },
      },
    });
  });
  if (problems.length > 0) throw new BillingConfigError(file, problems);
  return { methods };
}

export type AmountLimits = { minMinor: number; maxMinor: number; defaultMinor: number };

/**
 * A method's limits in a currency's minor units: the file's per-currency limits, else its own min/max/default, else
 * spec section 5's 100 / 300000 / 100. A payout's minimum is at least the currency's minimum payout (spec section 9).
 */
export function methodLimits(method: PaymentMethod, currency: Currency): AmountLimits {
  const stated = method.fileLimits.perCurrency[currency];
  const fallback = method.fileLimits.fallback;
  const minMinor = toMinorUnits(stated?.min ?? fallback.min ?? DEPOSIT_AMOUNT_DEFAULTS.min, currency);
  const maxMinor = toMinorUnits(stated?.max ?? fallback.max ?? DEPOSIT_AMOUNT_DEFAULTS.max, currency);
  const defaultMinor = toMinorUnits(stated?.default ?? fallback.default ?? DEPOSIT_AMOUNT_DEFAULTS.default, currency);
  const floor = method.direction === 'payout' ? Math.max(minMinor, getCurrencyLimits(currency).minPayoutMinor) : minMinor;
  const ceiling = Math.max(maxMinor, floor);
  return { minMinor: floor, maxMinor: ceiling, defaultMinor: Math.min(Math.max(defaultMinor, floor), ceiling) };
}

export type MethodFilter = { direction: MethodDirection; currency: Currency; region: Region };

function serves(method: PaymentMethod, filter: MethodFilter): boolean {
  return (
    method.direction === filter.direction &&
    (method.currencies === null || method.currencies.includes(filter.currency)) &&
    (method.regions === null || method.regions.includes(filter.region))
  );
}

/** The methods a player of this currency and region may use in this direction, in the file's order. */
export function listMethods(catalog: MethodCatalog, filter: MethodFilter): PaymentMethod[] {
  return catalog.methods.filter((method) => serves(method, filter));
}

/** The method a request names, if this player may use it; otherwise a 422 on `field` (unknown_method). */
export function getMethodOrThrow(catalog: MethodCatalog, hash: string, filter: MethodFilter, field = 'hash'): PaymentMethod {
  const method = catalog.methods.find((item) => item.hash === hash);
  if (!method || !serves(method, filter)) {
    throw new ValidationError({ [field]: ['unknown_method: There is no such payment method for your account.'] });
  }
  return method;
}

/** A method by hash whatever its filters (history rows of methods a player no longer sees); null when removed. */
export function findMethod(catalog: MethodCatalog, hash: string): PaymentMethod | null {
  return catalog.methods.find((item) => item.hash === hash) ?? null;
}
