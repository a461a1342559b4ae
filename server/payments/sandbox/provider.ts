import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import {
  NotificationRejectedError,
  ProviderRefusedError,
  type PaymentProvider,
  type ProviderPaymentEvent,
  type ProviderPaymentStatus,
  type ProviderPayoutEvent,
  type RawNotification,
} from '../types';
import type { SandboxGateway } from './gateway';
import type { SandboxInvoice } from './repository';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './signature';

/*
 * The merchant's side of the sandbox: the PaymentProvider the billing module talks to. The sandbox runs in the same
 * process, so calls reach its gateway directly (what a real adapter does over HTTPS); its notifications arrive over
 * HTTP like any provider's and are verified here on the raw bytes.
 */

const id = z.string().min(1).max(128);
const minor = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const currency = z.enum(CURRENCIES);

const invoiceNotification = z.object({
  id,
  type: z.enum(['invoice.paid', 'invoice.failed', 'invoice.expired']),
  created: z.number().int(),
  data: z.object({
    invoice_id: id,
    order_id: id,
    status: z.enum(['pending', 'paid', 'failed', 'expired']),
    amount_minor: minor,
    paid_amount_minor: minor.nullable(),
    currency,
  }),
});

const payoutNotification = z.object({
  id,
  type: z.enum(['payout.paid', 'payout.failed']),
  created: z.number().int(),
  data: z.object({ payout_id: id, order_id: id, status: z.enum(['processing', 'paid', 'failed']), amount_minor: minor, currency }),
});

const notificationSchema = z.union([invoiceNotification, payoutNotification]);

function paymentStatusOf(status: SandboxInvoice['status']): ProviderPaymentStatus {
  return status;
}

export function parseSandboxNotification(
  secret: string,
  notification: RawNotification,
  nowS: number,
): ProviderPaymentEvent | ProviderPayoutEvent {
  verifySandboxSignature(secret, notification.rawBody, notification.headers[SANDBOX_SIGNATURE_HEADER], nowS);
  let json: unknown;
  try {
    json = JSON.parse(notification.rawBody.toString('utf8'));
  } catch {
    throw new NotificationRejectedError('malformed');
  }
  const parsed = notificationSchema.safeParse(json);
  if (!parsed.success) throw new NotificationRejectedError('malformed');
  const event = parsed.data;
  if (event.type === 'payout.paid' || event.type === 'payout.failed') {
    return {
      eventId: event.id,
      providerPayoutId: event.data.payout_id,
      payoutId: event.data.order_id,
      status: event.data.status,
      raw: event,
    };
  }
  const { data } = event as z.infer<typeof invoiceNotification>;
  const paid = data.status === 'paid';
  if (paid && data.paid_amount_minor === null) throw new NotificationRejectedError('malformed');
  return {
    eventId: event.id,
    providerInvoiceId: data.invoice_id,
    invoiceId: data.order_id,
    status: paymentStatusOf(data.status),
    paidAmountMinor: paid ? data.paid_amount_minor : null,
    paidCurrency: paid ? data.currency : null,
    raw: event,
  };
}

export function createSandboxProvider(options: { gateway: SandboxGateway; secret: string; nowS?: () => number }): PaymentProvider {
  const { gateway, secret } = options;
  const nowS = options.nowS ?? (() => Math.floor(Date.now() / 1000));
  return {
    name: 'sandbox',
    shapes: ['card', 'phone', 'crypto', 'checkout'],

    async createInvoice(input) {
      const invoice = await gateway.createInvoice({
        orderId: input.invoiceId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        shape: input.shape,
        coin: input.coin,
        lifeTimeS: input.lifeTimeS,
        callbackUrl: input.callbackUrl,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      return {
        providerInvoiceId: invoice.id,
        // Every shape gets the page: for a transfer it plays the tester's bank, where the transfer is "made".
        paymentUrl: gateway.checkoutUrl(invoice.id),
        card: invoice.cardNumber && invoice.phoneNumber ? { cardNumber: invoice.cardNumber, phoneNumber: invoice.phoneNumber } : null,
        crypto:
          invoice.cryptoCoin && invoice.cryptoAddress && invoice.cryptoAmount
            ? { address: invoice.cryptoAddress, coin: invoice.cryptoCoin, amount: invoice.cryptoAmount }
            : null,
      };
    },

    parseNotification: (notification) => parseSandboxNotification(secret, notification, nowS()),

    async queryStatus(providerInvoiceId) {
      const invoice = await gateway.getInvoice(providerInvoiceId);
      if (!invoice) throw new ProviderRefusedError('sandbox', 404, `no invoice ${providerInvoiceId}`);
      const paid = invoice.status === 'paid';
      return {
        providerInvoiceId: invoice.id,
        invoiceId: invoice.orderId,
        status: paymentStatusOf(invoice.status),
        paidAmountMinor: paid ? invoice.paidAmountMinor : null,
        paidCurrency: paid ? invoice.currency : null,
        raw: { id: invoice.id, status: invoice.status, paid_amount_minor: invoice.paidAmountMinor, currency: invoice.currency },
      };
    },

    async createPayout(input) {
      const payout = await gateway.createPayout({
        orderId: input.payoutId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        shape: input.shape,
        destination: input.destination,
        coin: input.coin,
        callbackUrl: input.callbackUrl,
      });
      return { providerPayoutId: payout.id, status: payout.status };
    },
  };
}
