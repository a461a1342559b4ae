import type { ProviderPaymentStatus } from '../../../payments/types';
import { commissionOf, convertMinor, parseRate } from '../rates/exchange';
import { INVOICE_STATUSES, type Invoice, type InvoicePatch } from './repository';
import { type NotificationOutcome } from './notification-repository';

/*
 * What one verified payment event does to an invoice: a pure decision, applied by crediting.ts inside the ledger
 * transaction that has locked the invoice row. Money moves only on 'credited', and only from an open invoice whose
 * time is not up; an invoice is credited at most once (its status leaves open for good, and the ledger key
 * deposit:{invoice id} is unique).
 */

export type PaymentFacts = {
  status: ProviderPaymentStatus;
  paidAmountMinor: number | null;
  paidCurrency: string | null;
  source: 'notification' | 'status_query';
};

export type Decision = {
  outcome: Exclude<NotificationOutcome, 'duplicate' | 'corrected'>;
  patch: InvoicePatch | null;
  /** Minor units of the invoice's currency for the player's real balance; set only with outcome 'credited'. */
  creditMinor: number | null;
  /** Why nothing moved, for the log. */
  note?: string;
};

const { pending, paid, expired, failed, refunded } = INVOICE_STATUSES;
const isPayment = (status: ProviderPaymentStatus) => status === 'paid' || status === 'partially_paid';
const nothing = (note: string): Decision => ({ outcome: 'ignored', patch: null, creditMinor: null, note });
const statusChange = (invoice: Invoice, to: Invoice['status']): Decision =>
  invoice.status === to ? nothing('no change') : { outcome: 'applied', patch: { status: to }, creditMinor: null };

export function decidePaymentEvent(invoice: Invoice, facts: PaymentFacts): Decision {
  const open = invoice.status === INVOICE_STATUSES.created || invoice.status === pending;
  if (open && invoice.pastExpiry) {
    // Lazy expiry: the invoice's time is up; a payment now is late and waits for an operator's correction.
    if (isPayment(facts.status)) return { outcome: 'late', patch: { status: expired }, creditMinor: null };
    return { outcome: 'ignored', patch: { status: expired }, creditMinor: null, note: 'invoice expired' };
  }
  if (open) {
    switch (facts.status) {
      case 'pending':
        // Asked, a provider says pending of an invoice nobody has paid yet; only its notification means a payment started.
        return facts.source === 'notification' ? statusChange(invoice, pending) : nothing('not paid yet');
      case 'failed':
        return statusChange(invoice, failed);
      case 'expired':
        return statusChange(invoice, expired);
      case 'refunded':
        return statusChange(invoice, refunded);
      default:
        return decideCredit(invoice, facts);
    }
  }
  if (invoice.status === paid) {
    // A refund after crediting is recorded; the credited money is not clawed back automatically (an operator's call).
    return facts.status === 'refunded' ? statusChange(invoice, refunded) : nothing('already credited');
  }
  if ((invoice.status === expired || invoice.status === failed) && isPayment(facts.status)) {
    return { outcome: 'late', patch: null, creditMinor: null };
  }
  return nothing('invoice closed');
}

/**
 * Credits what actually arrived: the paid sum in the exchange currency, converted at the invoice's recorded rate
 * (rounded down), less the method's commission (rounded up). The exact invoiced sum credits the invoiced amount.
 */
function decideCredit(invoice: Invoice, facts: PaymentFacts): Decision {
  if (facts.paidCurrency !== null && facts.paidCurrency !== invoice.exchangeCurrency) return nothing(`paid in ${facts.paidCurrency}`);
  const paidExchangeMinor = facts.paidAmountMinor ?? (facts.status === 'paid' ? invoice.exchangeAmountMinor : null);
  if (paidExchangeMinor === null || !Number.isSafeInteger(paidExchangeMinor) || paidExchangeMinor <= 0) return nothing('no paid sum');
  const exact = paidExchangeMinor === invoice.exchangeAmountMinor;
  const paidMinor = exact
    ? invoice.amountMinor
    : convertMinor(paidExchangeMinor, invoice.exchangeCurrency, invoice.currency, parseRate(invoice.exchangeRate), 'down');
  const commissionMinor = commissionOf(paidMinor, invoice.commissionBp);
  const creditMinor = paidMinor - commissionMinor;
  if (creditMinor <= 0) return nothing('the paid sum credits nothing');
  return {
    outcome: 'credited',
    patch: {
      status: paid,
      paidAmountMinor: paidExchangeMinor,
      creditedAmountMinor: creditMinor,
      commissionMinor,
      sumWasChanged: !exact || facts.status === 'partially_paid',
    },
    creditMinor,
  };
}
