import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import type { SandboxInvoice, SandboxPayout } from './repository';

/* The sandbox merchant API's replies (routes.ts): an invoice and a payout as JSON, and their response schemas. */

export const invoiceJson = (invoice: SandboxInvoice, paymentUrl: string) => ({
  id: invoice.id,
  order_id: invoice.orderId,
  status: invoice.status,
  shape: invoice.shape,
  amount_minor: invoice.amountMinor,
  paid_amount_minor: invoice.paidAmountMinor,
  currency: invoice.currency,
  card: invoice.cardNumber && invoice.phoneNumber ? { card_number: invoice.cardNumber, phone_number: invoice.phoneNumber } : null,
  crypto:
    invoice.cryptoCoin && invoice.cryptoAddress && invoice.cryptoAmount
      ? { coin: invoice.cryptoCoin, address: invoice.cryptoAddress, amount: invoice.cryptoAmount }
      : null,
  payment_url: paymentUrl,
  expires_at: invoice.expiresAt.toISOString(),
  created_at: invoice.createdAt.toISOString(),
  updated_at: invoice.updatedAt.toISOString(),
});

export const payoutJson = (payout: SandboxPayout) => ({
  id: payout.id,
  order_id: payout.orderId,
  status: payout.status,
  shape: payout.shape,
  amount_minor: payout.amountMinor,
  currency: payout.currency,
  created_at: payout.createdAt.toISOString(),
  updated_at: payout.updatedAt.toISOString(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'expired']),
  shape: z.enum(['card', 'phone', 'crypto', 'checkout']),
  amount_minor: z.number().int(),
  paid_amount_minor: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  card: z.object({ card_number: z.string(), phone_number: z.string() }).nullable(),
  crypto: z.object({ coin: z.string(), address: z.string(), amount: z.string() }).nullable(),
  payment_url: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const payoutSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  status: z.enum(['processing', 'paid', 'failed']),
  shape: z.enum(['card', 'crypto']),
  amount_minor: z.number().int(),
  currency: z.enum(CURRENCIES),
  created_at: z.string(),
  updated_at: z.string(),
});
