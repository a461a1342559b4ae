import { z } from 'zod';
import { NotificationRejectedError, ProviderUnavailableError, type PaymentProvider, type ProviderPayout } from '../types';
import { createNowpaymentsClient } from './client';
import { minorToDecimalText } from './decimal';
import { mapPayment, parseNowpaymentsBody, paymentSchema, payoutStatusOf, type NowpaymentsPayment } from './ipn';
import { NOWPAYMENTS_SIGNATURE_HEADER, verifyNowpaymentsIpn } from './signature';

/*
 * The NOWPayments adapter, after the gateway's public API documentation: hosted invoices (POST /v1/invoice), IPNs
 * signed with HMAC-SHA512 over the key-sorted JSON body, the invoice's payments for status queries, and mass payouts
 * (POST /v1/payout, behind a login). The gateway converts crypto to the price currency itself; a payout is stated in
 * fiat (fiat_amount, fiat_currency) and paid in the method's coin.
 */

export type NowpaymentsProviderOptions = {
  apiUrl: string;
  apiKey: string;
  ipnSecret: string;
  /** The account's login for the calls the docs put behind a JWT (payouts, an invoice's payments). */
  account?: { email: string; password: string } | null;
  timeoutMs?: number;
};

const invoiceReply = z.object({ id: z.union([z.string().min(1), z.number().int()]).transform(String), invoice_url: z.url() });
const paymentList = z.object({ data: z.array(z.unknown()) });
const payoutReply = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  withdrawals: z.array(z.object({ id: z.union([z.string(), z.number()]).transform(String), status: z.string() })).min(1),
});

/** Of an invoice's payments, the one that says most: paid, then partly paid, then in progress, then the rest. */
const RANK: Record<NowpaymentsPayment['payment_status'], number> = {
  finished: 0,
  partially_paid: 1,
  sending: 2,
  confirmed: 2,
  confirming: 2,
  waiting: 3,
  refunded: 4,
  failed: 5,
  expired: 6,
};

export function createNowpaymentsProvider(options: NowpaymentsProviderOptions): PaymentProvider {
  const client = createNowpaymentsClient({
    apiUrl: options.apiUrl,
    apiKey: options.apiKey,
    account: options.account ?? null,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  const malformedReply = (what: string) => new ProviderUnavailableError('nowpayments', `unexpected reply to ${what}`);

  return {
    name: 'nowpayments',
    shapes: ['checkout', 'crypto'],

    async createInvoice(input) {
      const body: Record<string, unknown> = {
        price_amount: Number(minorToDecimalText(input.amountMinor, input.currency)),
        price_currency: input.currency.toLowerCase(),
        order_id: input.invoiceId,
        order_description: `Deposit ${input.invoiceId}`,
        ipn_callback_url: input.callbackUrl,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      };
      if (input.coin) body.pay_currency = input.coin.toLowerCase();
      const reply = invoiceReply.safeParse(await client.request('POST', '/v1/invoice', { body }));
      if (!reply.success) throw malformedReply('POST /v1/invoice');
      // The address and coin amount are chosen on the gateway's page.
      return { providerInvoiceId: reply.data.id, paymentUrl: reply.data.invoice_url, card: null, crypto: null };
    },

    parseNotification(notification) {
      const body = verifyNowpaymentsIpn(options.ipnSecret, notification.rawBody, notification.headers[NOWPAYMENTS_SIGNATURE_HEADER]);
      return parseNowpaymentsBody(body);
    },

    async queryStatus(providerInvoiceId) {
      if (!/^\d{1,20}$/.test(providerInvoiceId))
        throw new ProviderUnavailableError('nowpayments', `not an invoice id: ${providerInvoiceId}`);
      const query = new URLSearchParams({ invoiceId: providerInvoiceId, limit: '50', page: '0', sortBy: 'created_at', orderBy: 'desc' });
      const reply = paymentList.safeParse(await client.request('GET', `/v1/payment/?${query}`, { login: true }));
      if (!reply.success) throw malformedReply('GET /v1/payment/');
      const payments = reply.data.data.flatMap((item) => {
        const parsed = paymentSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
      const best = payments.sort((a, b) => RANK[a.payment_status] - RANK[b.payment_status])[0];
      if (!best) {
        return { providerInvoiceId, invoiceId: null, status: 'pending', paidAmountMinor: null, paidCurrency: null, raw: reply.data };
      }
      try {
        return { ...mapPayment(best), providerInvoiceId };
      } catch (error) {
        if (error instanceof NotificationRejectedError) throw malformedReply('GET /v1/payment/');
        throw error;
      }
    },

    async createPayout(input): Promise<ProviderPayout> {
      if (input.shape !== 'crypto' || !input.coin) {
        throw new ProviderUnavailableError('nowpayments', 'pays out crypto only, to a method with a coin');
      }
      const withdrawal = {
        address: input.destination,
        currency: input.coin.toLowerCase(),
        fiat_amount: Number(minorToDecimalText(input.amountMinor, input.currency)),
        fiat_currency: input.currency.toLowerCase(),
        ipn_callback_url: input.callbackUrl,
        unique_external_id: input.payoutId,
      };
      const reply = payoutReply.safeParse(
        await client.request('POST', '/v1/payout', {
          body: { ipn_callback_url: input.callbackUrl, withdrawals: [withdrawal] },
          login: true,
        }),
      );
      if (!reply.success) throw malformedReply('POST /v1/payout');
      const [sent] = reply.data.withdrawals;
      return { providerPayoutId: sent.id, status: payoutStatusOf(sent.status) };
    },
  };
}
