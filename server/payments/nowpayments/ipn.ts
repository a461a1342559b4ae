import { z } from 'zod';
import { isCurrency, type Currency } from '@/lib/currencies';
import { NotificationRejectedError, type ProviderPaymentEvent, type ProviderPaymentStatus, type ProviderPayoutEvent } from '../types';
import { parseDecimal, partialPaidMinor, toMinorFloor } from './decimal';

/*
 * NOWPayments' payment and payout objects (an IPN's body is the same object as the status query returns), mapped
 * onto the provider interface.
 */

const amount = z.union([
  z.number().nonnegative(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .max(64),
]);
const idText = z.union([z.number().int().nonnegative(), z.string().min(1).max(64)]).transform(String);

export const paymentSchema = z.object({
  payment_id: idText,
  invoice_id: idText.nullish(),
  payment_status: z.enum(['waiting', 'confirming', 'confirmed', 'sending', 'partially_paid', 'finished', 'failed', 'refunded', 'expired']),
  price_amount: amount,
  price_currency: z.string().min(1).max(16),
  pay_amount: amount.nullish(),
  actually_paid: amount.nullish(),
  pay_currency: z.string().max(32).nullish(),
  order_id: z.string().max(128).nullish(),
});

export const payoutSchema = z.object({
  id: idText,
  batch_withdrawal_id: idText.nullish(),
  status: z.string().min(1).max(32),
  unique_external_id: z.string().max(128).nullish(),
});

export type NowpaymentsPayment = z.infer<typeof paymentSchema>;

const STATUS: Record<NowpaymentsPayment['payment_status'], ProviderPaymentStatus> = {
  waiting: 'pending',
  confirming: 'pending',
  confirmed: 'pending',
  sending: 'pending',
  partially_paid: 'partially_paid',
  finished: 'paid',
  failed: 'failed',
  refunded: 'refunded',
  expired: 'expired',
};

/** FINISHED is paid, FAILED or REJECTED failed; every other withdrawal state is still on its way. */
export function payoutStatusOf(status: string): ProviderPayoutEvent['status'] {
  const upper = status.toUpperCase();
  if (upper === 'FINISHED') return 'paid';
  if (upper === 'FAILED' || upper === 'REJECTED') return 'failed';
  return 'processing';
}

/** What arrived, in the price currency: the price when finished, the proportional share when partially paid. */
function paidAmount(payment: NowpaymentsPayment, currency: Currency): number | null {
  const price = parseDecimal(payment.price_amount);
  if (!price) return null;
  if (payment.payment_status === 'finished') return toMinorFloor(price, currency);
  const actuallyPaid = payment.actually_paid === null || payment.actually_paid === undefined ? null : parseDecimal(payment.actually_paid);
  const payAmount = payment.pay_amount === null || payment.pay_amount === undefined ? null : parseDecimal(payment.pay_amount);
  if (!actuallyPaid || !payAmount) return null;
  return partialPaidMinor(price, actuallyPaid, payAmount, currency);
}

export type NowpaymentsPaymentView = Omit<ProviderPaymentEvent, 'eventId'>;

export function mapPayment(payment: NowpaymentsPayment): NowpaymentsPaymentView {
  const currency = payment.price_currency.toUpperCase();
  if (!isCurrency(currency)) throw new NotificationRejectedError('malformed');
  const status = STATUS[payment.payment_status];
  const paid = status === 'paid' || status === 'partially_paid';
  const paidAmountMinor = paid ? paidAmount(payment, currency) : null;
  if (paid && (paidAmountMinor === null || paidAmountMinor <= 0)) throw new NotificationRejectedError('malformed');
  return {
    providerInvoiceId: payment.invoice_id ?? payment.payment_id,
    invoiceId: payment.order_id ?? null,
    status,
    paidAmountMinor,
    paidCurrency: paid ? currency : null,
    raw: payment,
  };
}

/** A verified IPN body: a payment update or a payout (withdrawal) update. */
export function parseNowpaymentsBody(body: unknown): ProviderPaymentEvent | ProviderPayoutEvent {
  const isPayment = body !== null && typeof body === 'object' && 'payment_id' in body;
  if (isPayment) {
    const parsed = paymentSchema.safeParse(body);
    if (!parsed.success) throw new NotificationRejectedError('malformed');
    const payment = parsed.data;
    const view = mapPayment(payment);
    // Distinct updates are distinct events; the gateway's retries of one update repeat the same id.
    const eventId = `${payment.payment_id}:${payment.payment_status}:${String(payment.actually_paid ?? '')}`;
    return { eventId, ...view, raw: body };
  }
  const parsed = payoutSchema.safeParse(body);
  if (!parsed.success) throw new NotificationRejectedError('malformed');
  const payout = parsed.data;
  return {
    eventId: `payout:${payout.id}:${payout.status.toUpperCase()}`,
    providerPayoutId: payout.id,
    payoutId: payout.unique_external_id ?? null,
    status: payoutStatusOf(payout.status),
    raw: body,
  };
}
