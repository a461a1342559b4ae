import { randomBytes } from 'node:crypto';
import { fromMinorUnits } from '@/lib/money';
import { CURRENCY_EXPONENTS, type Currency } from '@/lib/currencies';
import type { Db, Queryable } from '../../db/db';
import type { JobLog, JobQueue } from '../../jobs/job-queue';
import { ProviderRefusedError, type PaymentShape } from '../types';
import * as repository from './repository';
import type { SandboxInvoice, SandboxNotification, SandboxPayout } from './repository';
import { signSandboxPayload, SANDBOX_SIGNATURE_HEADER } from './signature';
import { testCardNumber, testCryptoAddress, testPhoneNumber } from './test-numbers';

/*
 * The sandbox provider's own side: what a real provider runs on its servers. It keeps its state in its tables, lets a
 * tester settle an invoice on its checkout page, completes payouts after a delay, and notifies the merchant's
 * callback URL through the durable job queue, signed, until the merchant answers 2xx.
 */

/** Posts a notification; resolves with the HTTP status. Injectable so tests can route it into app.inject. */
export type NotificationSender = (url: string, request: { headers: Record<string, string>; body: string }) => Promise<number>;

export type SandboxEventType = 'invoice.paid' | 'invoice.failed' | 'invoice.expired' | 'payout.paid' | 'payout.failed';

export type SandboxGatewayOptions = {
  db: Db;
  queue: JobQueue;
  log: JobLog;
  secret: string;
  /** The api's public base URL: checkout pages live under it. */
  publicUrl: string;
  send?: NotificationSender;
  /** Delivery retries: attempts after the first, and the first retry's delay (each next one about doubles). */
  delivery?: { retryLimit: number; retryDelayS: number };
  /** How long a payout stays processing before the sandbox settles it. */
  payoutDelayS?: number;
};

export class SandboxStateError extends Error {
  constructor(readonly code: 'not_found' | 'not_pending' | 'expired' | 'invalid_amount') {
    super(`Sandbox: ${code}`);
    this.name = 'SandboxStateError';
  }
}

/** Largest sum a tester may pay: the invoice's own amount times this (a typo must not create a fortune). */
const MAX_PAID_FACTOR = 100;
const DELIVERY_TIMEOUT_MS = 10_000;
const DELIVER = 'sandbox-deliver';
const EXPIRE = 'sandbox-expire';
const SETTLE_PAYOUT = 'sandbox-settle-payout';

const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('hex')}`;

/** A destination ending in 0000 (a card) or containing "fail" (an address) makes the sandbox fail the payout. */
export function sandboxPayoutFails(destination: string): boolean {
  return /0000$/.test(destination) || /fail/i.test(destination);
}

export const fetchSender: NotificationSender = async (url, { headers, body }) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
};

export type SandboxInvoiceInput = {
  orderId: string;
  amountMinor: number;
  currency: Currency;
  shape: PaymentShape;
  coin?: string;
  lifeTimeS: number;
  callbackUrl: string;
  successUrl: string;
  cancelUrl: string;
};

export type SandboxPayoutInput = {
  orderId: string;
  amountMinor: number;
  currency: Currency;
  shape: 'card' | 'crypto';
  destination: string;
  coin?: string;
  callbackUrl: string;
};

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

export function createSandboxGateway(options: SandboxGatewayOptions) {
  const { db, queue, log, secret } = options;
  const send = options.send ?? fetchSender;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const payoutDelayS = options.payoutDelayS ?? 5;

  const checkoutUrl = (invoiceId: string) => `${publicUrl}/sandbox-pay/checkout/${encodeURIComponent(invoiceId)}`;

  const invoiceEvent = (type: SandboxEventType, invoice: SandboxInvoice) => ({
    type,
    data: {
      invoice_id: invoice.id,
      order_id: invoice.orderId,
      status: invoice.status,
      amount_minor: invoice.amountMinor,
      paid_amount_minor: invoice.paidAmountMinor,
      currency: invoice.currency,
    },
  });

  const payoutEvent = (type: SandboxEventType, payout: SandboxPayout) => ({
    type,
    data: {
      payout_id: payout.id,
      order_id: payout.orderId,
      status: payout.status,
      amount_minor: payout.amountMinor,
      currency: payout.currency,
    },
  });

  /** Records the notification and enqueues its delivery in the caller's transaction: both exist, or neither. */
  async function notify(
    tx: Queryable,
    target: { invoiceId: string | null; payoutId: string | null; url: string },
    event: { type: SandboxEventType; data: Record<string, unknown> },
  ): Promise<string> {
    const id = newId('evt');
    const body = JSON.stringify({ id, type: event.type, created: Math.floor(Date.now() / 1000), data: event.data });
    await repository.insertNotification(tx, { id, ...target, body });
    await queue.send(DELIVER, { notificationId: id }, { tx });
    return id;
  }

  async function deliver({ notificationId }: { notificationId: string }): Promise<void> {
    const notification = await repository.findNotification(db, notificationId);
    if (!notification || notification.deliveredAt) return;
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'sandbox-pay/1',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, notification.body, Math.floor(Date.now() / 1000)),
    };
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await send(notification.url, { headers, body: notification.body });
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    const delivered = status !== null && status >= 200 && status < 300;
    await repository.recordDeliveryAttempt(db, notificationId, { status, error, delivered });
    if (!delivered) throw new Error(`notification ${notificationId} not acknowledged: ${status ?? error}`);
  }

  async function expire({ invoiceId }: { invoiceId: string }): Promise<void> {
    await db.transaction(async (tx) => {
      const invoice = await repository.expireInvoice(tx, invoiceId);
      if (invoice) await notify(tx, { invoiceId, payoutId: null, url: invoice.callbackUrl }, invoiceEvent('invoice.expired', invoice));
    });
  }

  async function settlePayout({ payoutId }: { payoutId: string }): Promise<void> {
    await db.transaction(async (tx) => {
      const current = await repository.findPayout(tx, payoutId);
      if (!current || current.status !== 'processing') return;
      const outcome = sandboxPayoutFails(current.destination) ? 'failed' : 'paid';
      const payout = await repository.finishPayout(tx, payoutId, outcome);
      if (payout) await notify(tx, { invoiceId: null, payoutId, url: payout.callbackUrl }, payoutEvent(`payout.${outcome}`, payout));
    });
  }

  const delivery = options.delivery ?? { retryLimit: 10, retryDelayS: 15 };
  queue.define<{ notificationId: string }>({
    name: DELIVER,
    handler: deliver,
    retryLimit: delivery.retryLimit,
    retryDelayS: delivery.retryDelayS,
    retryBackoff: true,
    expireInS: 60,
    onDeadLetter: async ({ notificationId }) => {
      await repository.markNotificationDead(db, notificationId);
      log.error({ notificationId }, 'sandbox notification was never acknowledged: dead-lettered');
    },
  });
  queue.define<{ invoiceId: string }>({ name: EXPIRE, handler: expire, retryLimit: 10, retryDelayS: 10, retryBackoff: true });
  queue.define<{ payoutId: string }>({ name: SETTLE_PAYOUT, handler: settlePayout, retryLimit: 10, retryDelayS: 10, retryBackoff: true });

  /** Settles or refuses; a pending invoice whose time is up is expired on the spot (and notified) before refusing. */
  async function settle(
    invoiceId: string,
    outcome: { status: 'paid'; paidAmountMinor: number } | { status: 'failed' },
  ): Promise<SandboxInvoice> {
    const settled = await db.transaction(async (tx) => {
      const invoice = await repository.settleInvoice(tx, invoiceId, outcome);
      if (invoice)
        await notify(tx, { invoiceId, payoutId: null, url: invoice.callbackUrl }, invoiceEvent(`invoice.${outcome.status}`, invoice));
      return invoice;
    });
    if (settled) return settled;
    const current = await repository.findInvoice(db, invoiceId);
    if (!current) throw new SandboxStateError('not_found');
    if (current.status === 'pending') {
      await expire({ invoiceId });
      throw new SandboxStateError('expired');
    }
    throw new SandboxStateError(current.status === 'expired' ? 'expired' : 'not_pending');
  }

  return {
    checkoutUrl,

    async createInvoice(input: SandboxInvoiceInput): Promise<SandboxInvoice> {
      const transfer = input.shape === 'card' || input.shape === 'phone';
      const coin = input.shape === 'crypto' ? (input.coin ?? 'usdttrc20').toLowerCase() : null;
      return db.transaction(async (tx) => {
        const created = await repository.insertInvoice(tx, {
          id: newId('sbx_inv'),
          orderId: input.orderId,
          amountMinor: input.amountMinor,
          currency: input.currency,
          shape: input.shape,
          cardNumber: transfer ? testCardNumber() : null,
          phoneNumber: transfer ? testPhoneNumber() : null,
          cryptoCoin: coin,
          cryptoAddress: coin ? testCryptoAddress(coin) : null,
          // The sandbox quotes the coin 1:1 to the invoice's currency.
          cryptoAmount: coin ? fromMinorUnits(input.amountMinor, input.currency).toFixed(CURRENCY_EXPONENTS[input.currency]) : null,
          callbackUrl: input.callbackUrl,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          lifeTimeS: input.lifeTimeS,
        });
        if (created) {
          await queue.send(EXPIRE, { invoiceId: created.id }, { tx, startAfter: created.expiresAt });
          return created;
        }
        // A retried create for the same order returns the invoice it made, unless the retry asks for something else.
        const existing = await repository.findInvoiceByOrder(tx, input.orderId);
        if (!existing) throw new Error(`sandbox invoice for order ${input.orderId} vanished`);
        if (existing.amountMinor !== input.amountMinor || existing.currency !== input.currency || existing.shape !== input.shape) {
          throw new ProviderRefusedError('sandbox', 409, `order ${input.orderId} already has a different invoice`);
        }
        return existing;
      });
    },

    getInvoice: (id: string) => repository.findInvoice(db, id),
    notificationsOf: (invoiceId: string): Promise<SandboxNotification[]> => repository.listInvoiceNotifications(db, invoiceId),

    /** The tester pays: the invoice's sum, or another one (then the merchant sees the paid amount differ). */
    async payInvoice(id: string, amountMinor?: number): Promise<SandboxInvoice> {
      const invoice = await repository.findInvoice(db, id);
      if (!invoice) throw new SandboxStateError('not_found');
      const paid = amountMinor ?? invoice.amountMinor;
      if (!Number.isSafeInteger(paid) || paid <= 0 || paid > invoice.amountMinor * MAX_PAID_FACTOR) {
        throw new SandboxStateError('invalid_amount');
      }
      return settle(id, { status: 'paid', paidAmountMinor: paid });
    },

    failInvoice: (id: string) => settle(id, { status: 'failed' }),

    async createPayout(input: SandboxPayoutInput): Promise<SandboxPayout> {
      return db.transaction(async (tx) => {
        const created = await repository.insertPayout(tx, {
          id: newId('sbx_po'),
          orderId: input.orderId,
          amountMinor: input.amountMinor,
          currency: input.currency,
          shape: input.shape,
          destination: input.destination,
          coin: input.coin?.toLowerCase() ?? null,
          callbackUrl: input.callbackUrl,
        });
        if (created) {
          await queue.send(SETTLE_PAYOUT, { payoutId: created.id }, { tx, startAfter: new Date(Date.now() + payoutDelayS * 1000) });
          return created;
        }
        const existing = await repository.findPayoutByOrder(tx, input.orderId);
        if (!existing) throw new Error(`sandbox payout for order ${input.orderId} vanished`);
        if (
          existing.amountMinor !== input.amountMinor ||
          existing.currency !== input.currency ||
          existing.destination !== input.destination
        ) {
          throw new ProviderRefusedError('sandbox', 409, `order ${input.orderId} already has a different payout`);
        }
        return existing;
      });
    },

    getPayout: (id: string) => repository.findPayout(db, id),
  };
}
