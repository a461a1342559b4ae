import type { Currency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import { parseRate, rateToNumber } from '../rates/exchange';
import { INVOICE_STATUSES, type Invoice, type InvoiceStatus, type InvoiceStatusName } from './repository';

/*
 * Invoices as the wire shows them (docs/cashier.md): amounts in major units, names in snake_case.
 */

export const INVOICE_STATUS_NAMES = Object.fromEntries(Object.entries(INVOICE_STATUSES).map(([name, status]) => [status, name])) as Record<
  InvoiceStatus,
  InvoiceStatusName
>;

/** An open invoice past its time reads as expired before the lazy expiry is stored. */
export function effectiveStatus(invoice: Invoice): InvoiceStatus {
  return invoice.pastExpiry ? INVOICE_STATUSES.expired : invoice.status;
}

const isOpen = (status: InvoiceStatus) => status === INVOICE_STATUSES.created || status === INVOICE_STATUSES.pending;

/**
 * The deposit process config. Once credited, amount / commission / shop_amount are what was actually paid, kept
 * and credited (they differ from the invoice's when sum_was_changed).
 */
export function depositConfigOf(invoice: Invoice) {
  const status = effectiveStatus(invoice);
  const major = (minor: number, currency: Currency = invoice.currency) => fromMinorUnits(minor, currency);
  const shopMinor = invoice.creditedAmountMinor ?? invoice.amountMinor - invoice.commissionMinor;
  return {
    hash: invoice.methodHash,
    id: invoice.id,
    status,
    status_name: INVOICE_STATUS_NAMES[status],
    life_time: invoice.lifeTimeS,
    remaining_time: isOpen(status) ? invoice.remainingS : 0,
    amount: major(shopMinor + invoice.commissionMinor),
    shop_amount: major(shopMinor),
    commission: major(invoice.commissionMinor),
    currency: invoice.currency,
    exchange_currency: invoice.exchangeCurrency,
    exchange_rate: rateToNumber(parseRate(invoice.exchangeRate)),
    exchange_amount: major(invoice.exchangeAmountMinor, invoice.exchangeCurrency),
    card: invoice.card ? { card_number: invoice.card.cardNumber, phone_number: invoice.card.phoneNumber } : null,
    crypto: invoice.crypto ? { address: invoice.crypto.address, coin: invoice.crypto.coin, amount: invoice.crypto.amount } : null,
    payment_url: invoice.paymentUrl,
    sum_was_changed: invoice.sumWasChanged,
    created_at: invoice.createdAt,
  };
}

export function paymentStatusOf(invoice: Invoice) {
  const status = effectiveStatus(invoice);
  return {
    status,
    status_name: INVOICE_STATUS_NAMES[status],
    sum_was_changed: invoice.sumWasChanged,
    amount: fromMinorUnits(invoice.amountMinor, invoice.currency),
    credited_amount: invoice.creditedAmountMinor === null ? null : fromMinorUnits(invoice.creditedAmountMinor, invoice.currency),
  };
}

/** The back office's view: the player's config plus who, which provider, and what arrived. */
export function operatorInvoiceOf(invoice: Invoice) {
  return {
    ...depositConfigOf(invoice),
    user_id: invoice.userId,
    provider: invoice.provider,
    provider_invoice_id: invoice.providerInvoiceId,
    paid_amount: invoice.paidAmountMinor === null ? null : fromMinorUnits(invoice.paidAmountMinor, invoice.exchangeCurrency),
    credited_amount: invoice.creditedAmountMinor === null ? null : fromMinorUnits(invoice.creditedAmountMinor, invoice.currency),
  };
}
