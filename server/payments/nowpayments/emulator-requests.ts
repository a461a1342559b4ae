import { randomBytes } from 'node:crypto';
import { FIAT, USD_PER_UNIT, invalid, now, numericId, optionalText, optionalUrl, positiveNumber, round8 } from './emulator-http';
import type { EmulatorInvoice, EmulatorWithdrawal } from './emulator-types';

/** A POST /v1/invoice body, validated as the gateway does: the invoice it creates (no payment yet). */
export function invoiceFrom(body: Record<string, unknown>, invoiceUrlOf: (id: string) => string): EmulatorInvoice {
  const priceAmount = positiveNumber(body.price_amount, 'price_amount');
  if (typeof body.price_currency !== 'string' || !FIAT.has(body.price_currency))
    throw invalid('"price_currency" must be a supported currency (lowercase)');
  const payCurrency = optionalText(body.pay_currency, 'pay_currency', 32);
  if (payCurrency !== null && !(payCurrency in USD_PER_UNIT && !FIAT.has(payCurrency))) throw invalid('"pay_currency" is not supported');
  const id = numericId();
  const invoice: EmulatorInvoice = {
    id,
    token_id: randomBytes(5).toString('hex'),
    order_id: optionalText(body.order_id, 'order_id'),
    order_description: optionalText(body.order_description, 'order_description'),
    price_amount: String(priceAmount),
    price_currency: body.price_currency,
    pay_currency: payCurrency,
    ipn_callback_url: optionalUrl(body.ipn_callback_url, 'ipn_callback_url'),
    invoice_url: invoiceUrlOf(id),
    success_url: optionalUrl(body.success_url, 'success_url'),
    cancel_url: optionalUrl(body.cancel_url, 'cancel_url'),
    created_at: now(),
    updated_at: now(),
    payments: [],
  };
  return invoice;
}

/**
 * One entry of a POST /v1/payout body, validated as the gateway does: a new withdrawal of the batch, or the known one
 * with the same unique_external_id (marked repeated: nothing is sent twice).
 */
export function withdrawalFrom(
  item: unknown,
  index: number,
  batch: { id: string; callbackUrl: string | null },
  findByExternalId: (externalId: string) => EmulatorWithdrawal | undefined,
): EmulatorWithdrawal & { repeated?: true } {
  if (item === null || typeof item !== 'object') throw invalid(`"withdrawals[${index}]" must be an object`);
  const entry = item as Record<string, unknown>;
  if (typeof entry.address !== 'string' || entry.address.length < 4 || entry.address.length > 128)
    throw invalid(`"withdrawals[${index}].address" is required`);
  if (typeof entry.currency !== 'string' || !(entry.currency in USD_PER_UNIT) || FIAT.has(entry.currency)) {
    throw invalid(`"withdrawals[${index}].currency" is not supported`);
  }
  const fiatAmount = entry.fiat_amount === undefined ? null : positiveNumber(entry.fiat_amount, `withdrawals[${index}].fiat_amount`);
  const fiatCurrency = optionalText(entry.fiat_currency, `withdrawals[${index}].fiat_currency`, 8);
  if (fiatAmount !== null && (fiatCurrency === null || !FIAT.has(fiatCurrency)))
    throw invalid(`"withdrawals[${index}].fiat_currency" is required with fiat_amount`);
  const externalId = optionalText(entry.unique_external_id, `withdrawals[${index}].unique_external_id`, 128);
  const repeated = externalId === null ? undefined : findByExternalId(externalId);
  if (repeated) return { ...repeated, repeated: true };
  const amount = entry.amount === undefined ? null : positiveNumber(entry.amount, `withdrawals[${index}].amount`);
  if ((amount === null) === (fiatAmount === null)) throw invalid(`"withdrawals[${index}]" needs one of amount or fiat_amount`);
  const withdrawal: EmulatorWithdrawal = {
    id: numericId(),
    batch_withdrawal_id: batch.id,
    status: 'WAITING',
    address: entry.address,
    currency: entry.currency,
    amount: amount ?? round8((fiatAmount! * USD_PER_UNIT[fiatCurrency!]) / USD_PER_UNIT[entry.currency]),
    fiat_amount: fiatAmount,
    fiat_currency: fiatCurrency,
    unique_external_id: externalId,
    ipn_callback_url: optionalUrl(entry.ipn_callback_url, `withdrawals[${index}].ipn_callback_url`) ?? batch.callbackUrl,
    hash: null,
    error: null,
    created_at: now(),
    updated_at: now(),
  };
  return withdrawal;
}
