import { describe, expect, it } from 'vitest';
import { decidePaymentEvent, type PaymentFacts } from './crediting-rules';
import type { Invoice } from './repository';

/** 1000.00 RUB paid as 10.82 USD at 92.50, 1% commission. */
const invoice = (extra: Partial<Invoice> = {}): Invoice => ({
  id: 'inv-0123456789abcdef',
  userId: 1,
  methodHash: 'sandbox-usdt',
  provider: 'sandbox',
  providerInvoiceId: 'sbx_1',
  status: 1,
  currency: 'RUB',
  amountMinor: 100_000,
  commissionBp: 100,
  commissionMinor: 1000,
  exchangeCurrency: 'USD',
  exchangeRate: '92.5',
  exchangeAmountMinor: 1082,
  paidAmountMinor: null,
  creditedAmountMinor: null,
  sumWasChanged: false,
  paymentUrl: null,
  card: null,
  crypto: null,
  lifeTimeS: 1200,
  remainingS: 600,
  pastExpiry: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const paid = (paidAmountMinor: number | null, extra: Partial<PaymentFacts> = {}): PaymentFacts => ({
  status: 'paid',
  paidAmountMinor,
  paidCurrency: 'USD',
  source: 'notification',
  ...extra,
});

const pending: PaymentFacts = { status: 'pending', paidAmountMinor: null, paidCurrency: null, source: 'notification' };

describe('crediting an open invoice', () => {
  it('the invoiced sum credits the invoiced amount less the commission', () => {
    const decision = decidePaymentEvent(invoice(), paid(1082));
    expect(decision).toMatchObject({ outcome: 'credited', creditMinor: 99_000 });
    expect(decision.patch).toEqual({
      status: 3,
      paidAmountMinor: 1082,
      creditedAmountMinor: 99_000,
      commissionMinor: 1000,
      sumWasChanged: false,
    });
    expect(decidePaymentEvent(invoice({ status: 2 }), paid(null)).creditMinor).toBe(99_000);
  });

  it('another sum credits what arrived, converted down at the recorded rate, and says so', () => {
    // 5.00 USD * 92.5 = 462.50 RUB; 1% commission rounds up to 4.63; 457.87 credited.
    const decision = decidePaymentEvent(invoice(), paid(500));
    expect(decision).toMatchObject({ outcome: 'credited', creditMinor: 45_787 });
    expect(decision.patch).toMatchObject({ sumWasChanged: true, paidAmountMinor: 500, commissionMinor: 463 });
    expect(decidePaymentEvent(invoice(), paid(2000)).creditMinor).toBe(183_150);
  });

  it('partially_paid credits the part and marks the sum changed, even when it equals the invoice', () => {
    expect(decidePaymentEvent(invoice(), paid(300, { status: 'partially_paid' }))).toMatchObject({
      outcome: 'credited',
      creditMinor: 27_472,
    });
    expect(decidePaymentEvent(invoice(), paid(1082, { status: 'partially_paid' })).patch).toMatchObject({ sumWasChanged: true });
    expect(decidePaymentEvent(invoice(), paid(null, { status: 'partially_paid' }))).toMatchObject({
      outcome: 'ignored',
      creditMinor: null,
    });
  });

  it('a sum in another currency, zero, or one that credits nothing moves nothing', () => {
    expect(decidePaymentEvent(invoice(), paid(1082, { paidCurrency: 'EUR' }))).toMatchObject({ outcome: 'ignored', patch: null });
    expect(decidePaymentEvent(invoice(), paid(0))).toMatchObject({ outcome: 'ignored', patch: null });
    expect(decidePaymentEvent(invoice({ commissionBp: 9_999 }), paid(1))).toMatchObject({ outcome: 'ignored', creditMinor: null });
  });

  it('status changes without money', () => {
    expect(decidePaymentEvent(invoice(), pending)).toMatchObject({ outcome: 'applied', patch: { status: 2 } });
    expect(decidePaymentEvent(invoice({ status: 2 }), pending).outcome).toBe('ignored');
    // A status query's pending is "not paid yet", not a payment in progress.
    expect(decidePaymentEvent(invoice(), { ...pending, source: 'status_query' })).toMatchObject({ outcome: 'ignored', patch: null });
    expect(decidePaymentEvent(invoice(), { ...pending, status: 'failed' }).patch).toEqual({ status: 5 });
    expect(decidePaymentEvent(invoice(), { ...pending, status: 'expired' }).patch).toEqual({ status: 4 });
  });
});

describe('closed invoices are never credited by an event', () => {
  it('a payment after expiry (stored or lazy) is late and expires the invoice', () => {
    expect(decidePaymentEvent(invoice({ pastExpiry: true }), paid(1082))).toEqual({
      outcome: 'late',
      patch: { status: 4 },
      creditMinor: null,
    });
    expect(decidePaymentEvent(invoice({ status: 4 }), paid(1082))).toEqual({ outcome: 'late', patch: null, creditMinor: null });
    expect(decidePaymentEvent(invoice({ status: 5 }), paid(1082)).outcome).toBe('late');
    expect(decidePaymentEvent(invoice({ pastExpiry: true }), pending)).toMatchObject({
      outcome: 'ignored',
      patch: { status: 4 },
    });
  });

  it('a paid invoice ignores every later payment; a refund is recorded without a claw-back', () => {
    const credited = invoice({ status: 3, creditedAmountMinor: 99_000 });
    expect(decidePaymentEvent(credited, paid(1082))).toMatchObject({ outcome: 'ignored', creditMinor: null });
    expect(decidePaymentEvent(credited, paid(5000, { status: 'partially_paid' })).creditMinor).toBeNull();
    expect(decidePaymentEvent(credited, { ...pending, status: 'refunded' })).toEqual({
      outcome: 'applied',
      patch: { status: 6 },
      creditMinor: null,
    });
    expect(decidePaymentEvent(invoice({ status: 6 }), paid(1082)).outcome).toBe('ignored');
  });
});
