import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api/api-client';
import type { Currency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import { currencySchema, minorOf, minorOrNull, wireAmountSchema, wireIdSchema } from '../lib/wire-money';

/** Only a web page may be opened from the Pay button: never a javascript: or data: address. */
const webUrlSchema = z
  .string()
  .nullish()
  .transform((value) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  });

/** The deposit process config of spec section 3, as the web uses it (amounts in minor units of `currency`). */
export interface DepositInvoice {
  id: string;
  hash: string;
  status: number;
  lifeTimeS: number;
  remainingTimeS: number;
  currency: Currency;
  amountMinor: number;
  shopAmountMinor: number;
  commissionMinor: number;
  /** What the provider charges when it is another currency than the user's. */
  exchange: { currency: string; amount: string; rate: string | null } | null;
  card: { cardNumber: string | null; phoneNumber: string | null } | null;
  crypto: { address: string; coin: string; amount: string } | null;
  paymentUrl: string | null;
  sumWasChanged: boolean;
}

export const depositConfigSchema = z
  .looseObject({
    id: wireIdSchema,
    hash: z.string(),
    status: z.coerce.number().int(),
    life_time: z.number().nonnegative().nullish(),
    remaining_time: z.number().nullish(),
    amount: wireAmountSchema,
    shop_amount: wireAmountSchema.nullish(),
    commission: wireAmountSchema.nullish(),
    currency: currencySchema,
    exchange_currency: z.string().nullish(),
    exchange_rate: z.union([z.string(), z.number()]).nullish(),
    exchange_amount: wireAmountSchema.nullish(),
    card: z.looseObject({ card_number: z.string().nullish(), phone_number: z.string().nullish() }).nullish(),
    crypto: z.looseObject({ address: z.string(), coin: z.string(), amount: z.union([z.string(), z.number()]) }).nullish(),
    payment_url: webUrlSchema,
    sum_was_changed: z.boolean().nullish(),
  })
  .transform((config): DepositInvoice => {
    const amountMinor = minorOf(config.amount, config.currency);
    const commissionMinor = minorOrNull(config.commission, config.currency) ?? 0;
    const lifeTimeS = config.life_time ?? 1200;
    const exchangeCurrency = config.exchange_currency && config.exchange_currency !== config.currency ? config.exchange_currency : null;
    return {
      id: config.id,
      hash: config.hash,
      status: config.status,
      lifeTimeS,
      remainingTimeS: Math.max(0, Math.min(config.remaining_time ?? lifeTimeS, lifeTimeS)),
      currency: config.currency,
      amountMinor,
      commissionMinor,
      shopAmountMinor: minorOrNull(config.shop_amount, config.currency) ?? amountMinor - commissionMinor,
      exchange:
        exchangeCurrency && config.exchange_amount !== null && config.exchange_amount !== undefined
          ? {
              currency: exchangeCurrency,
              amount: String(config.exchange_amount),
              rate: config.exchange_rate == null ? null : String(config.exchange_rate),
            }
          : null,
      card:
        config.card && (config.card.card_number || config.card.phone_number)
          ? { cardNumber: config.card.card_number ?? null, phoneNumber: config.card.phone_number ?? null }
          : null,
      crypto: config.crypto ? { address: config.crypto.address, coin: config.crypto.coin, amount: String(config.crypto.amount) } : null,
      paymentUrl: config.payment_url,
      sumWasChanged: config.sum_was_changed ?? false,
    };
  });

export interface CreateDepositInput {
  hash: string;
  amountMinor: number;
  currency: Currency;
  idempotencyKey: string;
}

/**
 * POST /api/v2/billing/deposits: 201 with a new invoice, or 200 with the player's open one for this method. The
 * Idempotency-Key is the submission attempt's, so a retry after a lost answer gets the same invoice, not a second one.
 */
export async function createDeposit({
  hash,
  amountMinor,
  currency,
  idempotencyKey,
}: CreateDepositInput): Promise<{ invoice: DepositInvoice; reused: boolean }> {
  const response = await apiClient.post(
    '/api/v2/billing/deposits',
    { hash, amount: fromMinorUnits(amountMinor, currency) },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return { invoice: depositConfigSchema.parse(response.data), reused: response.status === 200 };
}

export function useCreateDeposit() {
  return useMutation({ mutationFn: createDeposit });
}
