import type { Currency } from '@/lib/currencies';

/*
 * The one interface every payment provider implements (docs/cashier.md). The billing module never knows a provider's
 * wire format: it asks for an invoice, hands over a notification's raw bytes to be verified and parsed, asks for a
 * status, and asks for a payout. Amounts here are integer minor units of the currency named next to them.
 */

/** How the player pays: a card or phone transfer shows numbers, crypto shows an address, checkout sends to a page. */
export type PaymentShape = 'card' | 'phone' | 'crypto' | 'checkout';

export type ProviderInvoiceInput = {
  /** Our invoice id (the provider's order id); notifications name it back. */
  invoiceId: string;
  amountMinor: number;
  /** The invoice's currency: the method's exchange_currency. */
  currency: Currency;
  shape: PaymentShape;
  /** For crypto methods: the coin the player pays in (e.g. "usdttrc20"), when the method fixes one. */
  coin?: string;
  lifeTimeS: number;
  /** Where the provider posts its notifications for this invoice. */
  callbackUrl: string;
  /** Where the provider's checkout page sends the player after paying or cancelling. */
  successUrl: string;
  cancelUrl: string;
};

export type ProviderInvoice = {
  providerInvoiceId: string;
  /** The provider's checkout page, when it has one. */
  paymentUrl: string | null;
  /** Card and phone transfers: the numbers the player sends money to. */
  card: { cardNumber: string; phoneNumber: string } | null;
  /** Crypto: where to send how much of which coin (when known at creation; otherwise on the checkout page). */
  crypto: { address: string; coin: string; amount: string } | null;
};

/** A provider's view of an invoice, mapped onto ours. */
export type ProviderPaymentStatus = 'pending' | 'paid' | 'partially_paid' | 'failed' | 'expired' | 'refunded';

export type ProviderPaymentEvent = {
  /** Unique per event at the provider (a retry of the same event repeats it): the notification's dedup key. */
  eventId: string;
  providerInvoiceId: string;
  /** Our invoice id as the provider echoes it (order id), when it does. */
  invoiceId: string | null;
  status: ProviderPaymentStatus;
  /** What actually arrived, in the invoice's currency (paid and partially_paid; may differ from the invoice's sum). */
  paidAmountMinor: number | null;
  paidCurrency: Currency | null;
  /** The provider's own words, stored with the notification for the operator. */
  raw: unknown;
};

export type PayoutInput = {
  payoutId: string;
  amountMinor: number;
  currency: Currency;
  shape: 'card' | 'crypto';
  /** A card number or a crypto address. */
  destination: string;
  coin?: string;
  callbackUrl: string;
};

export type ProviderPayout = { providerPayoutId: string; status: 'processing' | 'paid' | 'failed' };

export type ProviderPayoutEvent = {
  eventId: string;
  providerPayoutId: string;
  payoutId: string | null;
  status: 'processing' | 'paid' | 'failed';
  raw: unknown;
};

/** A notification whose signature, timestamp or shape is wrong: answered 401/400, recorded nowhere, changes nothing. */
export class NotificationRejectedError extends Error {
  constructor(readonly reason: 'bad_signature' | 'stale_timestamp' | 'malformed') {
    super(`Notification rejected: ${reason}`);
    this.name = 'NotificationRejectedError';
  }
}

/** The provider could not be reached or answered 5xx, or the call timed out: the caller may retry later. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    detail: string,
  ) {
    super(`Payment provider ${provider} unavailable: ${detail}`);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider refused the request (4xx: invalid amount, unknown invoice): retrying the same request will not help. */
export class ProviderRefusedError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    detail: string,
  ) {
    super(`Payment provider ${provider} refused the request (${status}): ${detail}`);
    this.name = 'ProviderRefusedError';
  }
}

export type RawNotification = { rawBody: Buffer; headers: Record<string, string | string[] | undefined> };

export interface PaymentProvider {
  /** Stable name used in configuration and in webhook paths (/billing/webhooks/{name}). */
  readonly name: string;
  readonly shapes: readonly PaymentShape[];
  createInvoice(input: ProviderInvoiceInput): Promise<ProviderInvoice>;
  /** Verifies the raw bytes (signature, timestamp) before parsing; throws NotificationRejectedError. */
  parseNotification(notification: RawNotification): ProviderPaymentEvent | ProviderPayoutEvent;
  queryStatus(providerInvoiceId: string): Promise<Omit<ProviderPaymentEvent, 'eventId' | 'raw'> & { raw: unknown }>;
  createPayout(input: PayoutInput): Promise<ProviderPayout>;
}

export function isPayoutEvent(event: ProviderPaymentEvent | ProviderPayoutEvent): event is ProviderPayoutEvent {
  return 'providerPayoutId' in event;
}
