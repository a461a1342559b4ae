import { randomBytes } from 'node:crypto';
import type { Currency } from '@/lib/currencies';
import { MoneyFormatError, toMinorUnits } from '@/lib/money';
import type { Region } from '@/lib/region';
import type { Db } from '../../../db/db';
import { ConflictError, HttpError, NotFoundError, UnauthorizedError, ValidationError } from '../../../http/errors';
import type { ProviderInvoice } from '../../../payments/types';
import { findUserById } from '../../users/service';
import { getMethodOrThrow, methodLimits } from '../providers/methods';
import { commissionOf, convertMinor, formatRate, invertRate } from '../rates/exchange';
import { findRate } from '../rates/service';
import { applyPaymentEvent } from './crediting';
import { STATUS_QUERY_INTERVAL_S, type DepositDeps } from './deps';
import {
  attachProviderInvoice,
  claimStatusQuery,
  expireDueInvoices,
  findInvoice,
  findOpenInvoice,
  insertInvoice,
  INVOICE_STATUSES,
  listOpenInvoices,
  markInvoiceCreationFailed,
  type Invoice,
} from './repository';

// What the rest of the cashier reads of deposits: it calls these, never the repositories.
export { INVOICE_STATUS_NAMES } from './views';
export { listLateNotifications, type LateNotification } from './notification-repository';
export type { Invoice, InvoiceStatus } from './repository';

/** The provider did not make the invoice (unreachable or refused); nothing was charged and the request may be retried. */
export class DepositProviderError extends HttpError {
  constructor() {
    super(502, 'provider_error: The payment provider did not open the invoice; nothing was charged. Try again.');
  }
}

export type DepositRequest = { hash: string; amount: number; region: Region };

const amountError = (code: string, text: string) => new ValidationError({ amount: [`${code}: ${text}`] });

function parseAmount(amount: number, currency: Currency): number {
  try {
    const minor = toMinorUnits(amount, currency);
    if (minor > 0) return minor;
  } catch (error) {
    if (!(error instanceof MoneyFormatError)) throw error;
  }
  throw amountError('invalid_amount', 'The amount is not a valid sum of this currency.');
}

/**
 * Opens a deposit: the player's one open invoice for this method (made now unless one exists, which is returned
 * as it is). The row is written first, claiming the open slot, and only then is the provider asked, so two racing
 * requests never make two invoices at the provider.
 */
export async function createDeposit(
  deps: DepositDeps,
  userId: number,
  input: DepositRequest,
): Promise<{ invoice: Invoice; created: boolean }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new UnauthorizedError();
  const method = getMethodOrThrow(deps.catalog, input.hash, { direction: 'deposit', currency: user.currency, region: input.region });
  const amountMinor = parseAmount(input.amount, user.currency);
  const { minMinor, maxMinor } = methodLimits(method, user.currency);
  if (amountMinor < minMinor || amountMinor > maxMinor) {
    throw amountError('amount_out_of_range', "The amount is outside this method's limits.");
  }
  const provider = deps.findProvider(method.provider);
  const exchangeCurrency = method.exchangeCurrency ?? user.currency;
  // Units of the user's currency per unit of the exchange currency: what a payment is converted back at.
  const rate = await findRate(deps.db, exchangeCurrency, user.currency);
  if (!provider || !rate) throw new ValidationError({ hash: ['unknown_method: This payment method is not available now.'] });

  await expireDueInvoices(deps.db, userId);
  const open = await findOpenInvoice(deps.db, userId, method.hash);
  if (open) return { invoice: readyOrThrow(open), created: false };

  const id = randomBytes(16).toString('base64url');
  const inserted = await insertInvoice(deps.db, {
    id,
    userId,
    methodHash: method.hash,
    provider: method.provider,
    currency: user.currency,
    amountMinor,
    commissionBp: method.commissionBp,
    commissionMinor: commissionOf(amountMinor, method.commissionBp),
    exchangeCurrency,
    exchangeRate: formatRate(rate),
    // The player is asked for the exchange sum rounded up, so paying it in full is worth at least the amount.
    exchangeAmountMinor: convertMinor(amountMinor, user.currency, exchangeCurrency, invertRate(rate), 'up'),
    lifeTimeS: method.lifeTimeS,
  });
  if (!inserted) {
    const winner = await findOpenInvoice(deps.db, userId, method.hash);
    if (!winner) throw new ConflictError('deposit_in_progress: Another deposit request for this method is running; try again.');
    return { invoice: readyOrThrow(winner), created: false };
  }

  let made: ProviderInvoice;
  try {
    made = await provider.createInvoice({
      invoiceId: id,
      amountMinor: inserted.exchangeAmountMinor,
      currency: exchangeCurrency,
      shape: method.shape,
      coin: method.coin ?? undefined,
      lifeTimeS: method.lifeTimeS,
      callbackUrl: `${deps.config.apiPublicUrl}/billing/webhooks/${encodeURIComponent(method.provider)}`,
      successUrl: `${deps.config.webUrl}/?deposit=${encodeURIComponent(id)}`,
      cancelUrl: `${deps.config.webUrl}/?deposit`,
    });
  } catch (error) {
    deps.log.warn({ err: error, invoiceId: id, provider: method.provider }, 'provider did not create the invoice');
    await markInvoiceCreationFailed(deps.db, id);
    throw new DepositProviderError();
  }
  const invoice = await attachProviderInvoice(deps.db, id, {
    providerInvoiceId: made.providerInvoiceId,
    paymentUrl: made.paymentUrl,
    card: made.card,
    crypto: made.crypto,
  });
  return { invoice, created: true };
}

/** An open invoice whose provider invoice is still being made cannot be shown yet. */
function readyOrThrow(invoice: Invoice): Invoice {
  if (invoice.providerInvoiceId === null) {
    throw new ConflictError('deposit_in_progress: Another deposit request for this method is running; try again.');
  }
  return invoice;
}

/** Any player's invoice, for the back office. */
export async function getInvoiceOrThrow(db: Db, id: string): Promise<Invoice> {
  const invoice = await findInvoice(db, id);
  if (!invoice) throw new NotFoundError('Invoice not found.');
  return invoice;
}

export function listOpenDeposits(deps: DepositDeps, userId: number): Promise<Invoice[]> {
  return listOpenInvoices(deps.db, userId);
}

/**
 * The owner's invoice (404 for anyone else's). While it is open, its provider is asked (at most once per
 * STATUS_QUERY_INTERVAL_S per invoice) and the answer goes through the same crediting as a notification.
 */
export async function getDepositStatus(deps: DepositDeps, userId: number, invoiceId: string): Promise<Invoice> {
  const invoice = await findInvoice(deps.db, invoiceId);
  if (!invoice || invoice.userId !== userId) throw new NotFoundError('Invoice not found.');
  const open = invoice.status === INVOICE_STATUSES.created || invoice.status === INVOICE_STATUSES.pending;
  if (!open || invoice.pastExpiry || invoice.providerInvoiceId === null) return invoice;
  const provider = deps.findProvider(invoice.provider);
  if (!provider || !(await claimStatusQuery(deps.db, invoice.id, STATUS_QUERY_INTERVAL_S))) return invoice;
  try {
    const answer = await provider.queryStatus(invoice.providerInvoiceId);
    const applied = await applyPaymentEvent(deps, {
      provider: invoice.provider,
      source: 'status_query',
      // The same answer twice is one record; a changed answer is a new one.
      eventId: `query:${invoice.id}:${answer.status}:${answer.paidAmountMinor ?? ''}`,
      providerInvoiceId: invoice.providerInvoiceId,
      invoiceId: invoice.id,
      status: answer.status,
      paidAmountMinor: answer.paidAmountMinor,
      paidCurrency: answer.paidCurrency,
      raw: answer.raw,
    });
    return applied.invoice ?? invoice;
  } catch (error) {
    // The player's poll still gets what we know; the next poll past the interval asks again.
    deps.log.warn({ err: error, invoiceId: invoice.id, provider: invoice.provider }, 'status query failed');
    return invoice;
  }
}
