import type { Db, Queryable } from '../../../db/db';
import { ConflictError, NotFoundError, ValidationError } from '../../../http/errors';
import type { Ledger } from '../../../ledger/ledger';
import type { ProviderPaymentStatus } from '../../../payments/types';
import { recordCreditedDeposit } from '../../attribution/service';
import { grantDepositBonus } from '../../bonuses/grants';
import { bonusAccountsOf, type BonusAccounts } from '../../bonuses/money';
import { countDeposits } from '../../bonuses/service';
import type { LedgerTransaction } from '../../../ledger/ledger-transaction';
import { notifyPlayer } from '../../notifications/service';
import { decidePaymentEvent } from './crediting-rules';
import { findInvoice, findInvoiceByProviderId, INVOICE_STATUSES, updateInvoice, type Invoice } from './repository';
import {
  insertNotification,
  markLateNotificationsCorrected,
  notificationExists,
  type NotificationOutcome,
} from './notification-repository';

export type CreditingDeps = { db: Db; ledger: Ledger };

/** A verified notification, or a status query's answer, about one of our invoices at one provider. */
export type PaymentEventInput = {
  provider: string;
  source: 'notification' | 'status_query';
  eventId: string;
  providerInvoiceId: string;
  invoiceId: string | null;
  status: ProviderPaymentStatus;
  paidAmountMinor: number | null;
  paidCurrency: string | null;
  raw: unknown;
};

export type AppliedEvent = { outcome: NotificationOutcome | 'unknown_invoice'; invoice: Invoice | null };

/**
 * The ledger transaction of an invoice's credit locks these: payment_clearing of its provider, the player's real
 * account, and the accounts the deposit's bonus moves between (bonus, bonus expense).
 */
async function invoiceAccounts(
  ledger: Ledger,
  invoice: Invoice,
): Promise<{ clearing: number; real: number; bonus: BonusAccounts; locks: number[] }> {
  const bonus = await bonusAccountsOf(ledger, invoice.userId, invoice.currency);
  const { real } = bonus;
  // The invoice id pins the shard, so every attempt at one invoice's credit names the same account.
  const clearing = await ledger.houseAccountId(
    { purpose: 'payment_clearing', scope: invoice.provider, currency: invoice.currency },
    invoice.id,
  );
  return { clearing, real, bonus, locks: [clearing, real, bonus.bonus, bonus.expense] };
}

/**
 * After a deposit's credit, in its transaction: the player hears of it, attribution counts it (a first deposit's
 * partner postbacks are written), and the welcome pack's bonus for it is granted.
 */
async function afterCredit(tx: LedgerTransaction, invoice: Invoice, amountMinor: number, accounts: BonusAccounts): Promise<void> {
  await notifyDepositCredited(tx, invoice, amountMinor);
  await recordCreditedDeposit(tx, { invoiceId: invoice.id, userId: invoice.userId, currency: invoice.currency, amountMinor });
  const depositNumber = await countDeposits(tx, invoice.userId);
  await grantDepositBonus(tx, accounts, {
    userId: invoice.userId,
    currency: invoice.currency,
    invoiceId: invoice.id,
    depositMinor: amountMinor,
    depositNumber,
  });
}

const depositKey = (invoiceId: string) => `deposit:${invoiceId}`;

/** A correction is at most this many times the invoice's amount: a typo must not credit a fortune. */
export const MAX_CORRECTION_FACTOR = 100;

/**
 * Events being applied by this process, per database: a burst of deliveries of one event waits for the first
 * instead of queueing that many transactions on the player's account. Other processes are kept apart by the
 * database (the unique event id and the invoice's row lock); this only saves their work.
 */
const inFlight = new WeakMap<Db, Map<string, Promise<AppliedEvent>>>();

/**
 * The one way a deposit is credited from the provider's side. The notification row, the invoice's new state and the
 * transfer commit together; a repeat of the event (same provider event id) changes nothing, and an invoice's credit
 * is its one transfer keyed deposit:{invoice id}.
 */
export async function applyPaymentEvent(deps: CreditingDeps, event: PaymentEventInput): Promise<AppliedEvent> {
  let running = inFlight.get(deps.db);
  if (!running) inFlight.set(deps.db, (running = new Map<string, Promise<AppliedEvent>>()));
  const key = `${event.provider}\u0000${event.eventId}`;
  const first = running.get(key);
  if (first) {
    const settled = await first.catch(() => null);
    // The first delivery failed (e.g. the ledger was busy): this one tries on its own.
    if (settled) return settled.outcome === 'unknown_invoice' ? settled : { outcome: 'duplicate', invoice: settled.invoice };
    return applyOnce(deps, event);
  }
  const applying = applyOnce(deps, event);
  running.set(key, applying);
  try {
    return await applying;
  } finally {
    running.delete(key);
  }
}

async function applyOnce(deps: CreditingDeps, event: PaymentEventInput): Promise<AppliedEvent> {
  const found = await findInvoiceByProviderId(deps.db, event.provider, event.providerInvoiceId);
  // A signed event naming an invoice we did not make at this provider (or echoing another order id) is not ours.
  if (!found || (event.invoiceId !== null && event.invoiceId !== found.id)) return { outcome: 'unknown_invoice', invoice: null };
  // Replays of a recorded event are common (provider retries); they answer without taking any lock.
  if (await notificationExists(deps.db, event.provider, event.eventId)) return { outcome: 'duplicate', invoice: found };

  const { clearing, real, bonus, locks } = await invoiceAccounts(deps.ledger, found);
  return deps.ledger.transaction(locks, async (tx) => {
    const invoice = (await findInvoice(tx, found.id, { forUpdate: true }))!;
    const decision = decidePaymentEvent(invoice, event);
    const recorded = await insertNotification(tx, {
      provider: event.provider,
      eventId: event.eventId,
      source: event.source,
      invoiceId: invoice.id,
      status: event.status,
      paidAmountMinor: event.paidAmountMinor,
      paidCurrency: event.paidCurrency,
      payload: event.raw,
      outcome: decision.outcome,
    });
    if (!recorded) return { outcome: 'duplicate', invoice };
    if (decision.patch) await updateInvoice(tx, invoice.id, decision.patch);
    if (decision.creditMinor !== null) {
      await tx.post([
        {
          idempotencyKey: depositKey(invoice.id),
          fromAccountId: clearing,
          toAccountId: real,
          amountMinor: decision.creditMinor,
          currency: invoice.currency,
          kind: 'deposit',
          causeRef: `invoice:${invoice.id}`,
        },
      ]);
      await afterCredit(tx, invoice, decision.creditMinor, bonus);
    }
    return { outcome: decision.outcome, invoice: await findInvoice(tx, invoice.id) };
  });
}

/**
 * The operator's explicit correction for money that arrived too late (or after a failure): credits amountMinor of
 * the invoice's currency with the same ledger key as a deposit would have, so an invoice is never credited twice.
 */
export async function creditInvoiceByOperator(
  deps: CreditingDeps,
  invoiceId: string,
  amountMinor: number,
  reason: string,
): Promise<Invoice> {
  const found = await findInvoice(deps.db, invoiceId);
  if (!found) throw new NotFoundError('Invoice not found.');
  if (amountMinor > found.amountMinor * MAX_CORRECTION_FACTOR) {
    throw new ValidationError({ amount: [`amount_out_of_range: At most ${MAX_CORRECTION_FACTOR} times the invoice's amount.`] });
  }
  const { clearing, real, bonus, locks } = await invoiceAccounts(deps.ledger, found);
  return deps.ledger.transaction(locks, async (tx) => {
    const invoice = (await findInvoice(tx, found.id, { forUpdate: true }))!;
    if (invoice.creditedAmountMinor !== null || invoice.status === INVOICE_STATUSES.paid) {
      throw new ConflictError('already_credited: The invoice has been credited already.');
    }
    if (invoice.status === INVOICE_STATUSES.refunded) throw new ConflictError('invoice_refunded: The provider refunded this invoice.');
    const open = invoice.status === INVOICE_STATUSES.created || invoice.status === INVOICE_STATUSES.pending;
    if (open && !invoice.pastExpiry) throw new ConflictError('invoice_open: The invoice is still open; its provider may yet pay it.');
    await tx.post([
      {
        idempotencyKey: depositKey(invoice.id),
        fromAccountId: clearing,
        toAccountId: real,
        amountMinor,
        currency: invoice.currency,
        kind: 'correction',
        causeRef: `invoice:${invoice.id}`,
      },
    ]);
    await afterCredit(tx, invoice, amountMinor, bonus);
    await updateInvoice(tx, invoice.id, {
      status: INVOICE_STATUSES.paid,
      creditedAmountMinor: amountMinor,
      // The operator states what the balance gets; no commission is taken from a correction.
      commissionMinor: 0,
      sumWasChanged: amountMinor !== invoice.amountMinor - invoice.commissionMinor,
      correctionReason: reason,
    });
    await markLateNotificationsCorrected(tx, invoice.id);
    return (await findInvoice(tx, invoice.id))!;
  });
}

/** The player hears of the credit in the same transaction; an invoice is credited once, so its key is the invoice's. */
function notifyDepositCredited(tx: Queryable, invoice: Invoice, amountMinor: number): Promise<void> {
  return notifyPlayer(tx, {
    userId: invoice.userId,
    kind: 'deposit_credited',
    amountMinor,
    currency: invoice.currency,
    key: `deposit:${invoice.id}`,
  });
}
