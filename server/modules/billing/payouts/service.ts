import { randomBytes } from 'node:crypto';
import { MoneyFormatError, toMinorUnits } from '@/lib/money';
import type { Region } from '@/lib/region';
import { mapVerificationStatus } from '@/lib/verification';
import type { Config } from '../../../config';
import type { Db } from '../../../db/db';
import { ConflictError, HttpError, NotFoundError, UnauthorizedError, ValidationError, type FieldErrors } from '../../../http/errors';
import { InsufficientFundsError } from '../../../ledger/errors';
import { ProviderRefusedError, type PaymentProvider, type ProviderPayout, type ProviderPayoutEvent } from '../../../payments/types';
import { findUserById, type User } from '../../users/service';
import { getMethodOrThrow, methodLimits, type MethodCatalog } from '../providers/methods';
import {
  changePayoutStatus,
  claimPayoutResend,
  findPayoutById,
  findPayoutByProviderId,
  insertPayout,
  recordProviderPayoutId,
  selectPayouts,
  type Payout,
  type PayoutStatus,
} from './repository';
import { normaliseWallet, type PayoutShape } from './wallet';
import { releasePayout, settlePayout, type PayoutLedgerDeps } from './settlement';

export { PAYOUT_STATUSES, type Payout, type PayoutStatus } from './repository';

/** What moving a payout's money needs; the webhook route has at least this when it applies a provider's notification. */
export type { PayoutLedgerDeps } from './settlement';

export type PayoutDeps = PayoutLedgerDeps & {
  config: Pick<Config, 'payoutRequiresVerification' | 'apiPublicUrl'>;
  catalog: MethodCatalog;
  /** The configured provider of this name, or null when it is not configured (any more). */
  findProvider(name: string): PaymentProvider | null;
};

/** An approved payout whose send got no answer may be sent again after this long (the provider keys it by our id). */
export const PAYOUT_RESEND_AFTER_S = 60;

const NOT_PENDING = 'payout_not_pending: The payout is no longer pending.';

/** The first reason in a payout's 422, as `code: text`. */
const invalid = (field: string, code: string, text: string) => new ValidationError({ [field]: [`${code}: ${text}`] });

export type PayoutRequest = { hash: string; amount: number; wallet: string; region: Region };

/**
 * Takes the amount off the player's real balance at once into payout_clearing, in the transaction that writes the
 * payout: while it is pending the money cannot be spent again, and a balance that does not cover it refuses it.
 */
export async function requestPayout(deps: PayoutDeps, userId: number, input: PayoutRequest): Promise<Payout> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new UnauthorizedError();
  const method = getMethodOrThrow(deps.catalog, input.hash, { direction: 'payout', currency: user.currency, region: input.region });
  const shape = method.shape as PayoutShape;
  const coin = method.coin ?? undefined;

  const errors: FieldErrors = {};
  const amountMinor = parseAmount(input.amount, user);
  if (amountMinor === null) {
    errors.amount = ['invalid_amount: The amount is not a valid sum of this currency.'];
  } else {
    // methodLimits already raises a payout's minimum to the currency's minimum payout (spec section 9).
    const { minMinor, maxMinor } = methodLimits(method, user.currency);
    if (amountMinor < minMinor) errors.amount = ['amount_below_minimum: The amount is below the minimum payout.'];
    else if (amountMinor > maxMinor) errors.amount = ['amount_out_of_range: The amount is above the maximum payout.'];
  }
  const destination = normaliseWallet(shape, input.wallet, coin);
  if (destination === null) {
    errors.wallet = [`invalid_wallet: ${shape === 'card' ? 'The card number is not valid.' : 'The address is not valid for this coin.'}`];
  }
  if (Object.keys(errors).length > 0 || amountMinor === null || destination === null) throw new ValidationError(errors);

  const verificationNeeded = deps.config.payoutRequiresVerification || user.verificationRequired;
  if (verificationNeeded && mapVerificationStatus(user.verificationStatus) !== 'success') {
    throw invalid('verification', 'verification_required', 'Payouts need a completed verification.');
  }

  const id = randomBytes(12).toString('base64url');
  const { real } = await deps.ledger.playerAccountIds(user.id, user.currency);
  const clearing = await deps.ledger.houseAccountId({ purpose: 'payout_clearing', currency: user.currency }, id);
  try {
    return await deps.ledger.transaction([real, clearing], async (tx) => {
      const payout = await insertPayout(tx, {
        id,
        userId: user.id,
        methodHash: method.hash,
        provider: method.provider,
        shape,
        amountMinor,
        currency: user.currency,
        destination,
        coin: method.coin,
      });
      await tx.post([
        {
          idempotencyKey: `payout:${id}:hold`,
          fromAccountId: real,
          toAccountId: clearing,
          amountMinor,
          currency: user.currency,
          kind: 'payout',
          causeRef: `payout:${id}`,
        },
      ]);
      return payout;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw invalid('amount', 'insufficient_funds', 'The balance does not cover the amount.');
    throw error;
  }
}

function parseAmount(amount: number, user: User): number | null {
  try {
    const minor = toMinorUnits(amount, user.currency);
    return minor > 0 ? minor : null;
  } catch (error) {
    if (error instanceof MoneyFormatError) return null;
    throw error;
  }
}

/** The player takes a pending payout back: the held amount returns to their real balance. */
export async function cancelPayout(deps: PayoutLedgerDeps, userId: number, id: string): Promise<Payout> {
  const payout = await findPayoutById(deps.db, id);
  if (!payout || payout.userId !== userId) throw new NotFoundError('Payout not found.');
  const cancelled = await releasePayout(deps, payout, 'pending', { to: 'cancelled' });
  if (!cancelled) throw new ConflictError(NOT_PENDING);
  return cancelled;
}

/** The operator refuses a pending payout: the held amount returns to the player. */
export async function rejectPayout(deps: PayoutLedgerDeps, id: string, reason: string, decidedBy: string): Promise<Payout> {
  const payout = await getPayoutOrThrow(deps, id);
  const rejected = await releasePayout(deps, payout, 'pending', { to: 'rejected', reason, decidedBy });
  if (!rejected) throw new ConflictError(NOT_PENDING);
  return rejected;
}

/**
 * The operator approves a pending payout and it goes to the provider. The provider may pay at once (settled now),
 * refuse (the money returns to the player) or take it for processing (its notification finishes it). When the
 * provider does not answer, the payout stays approved and may be approved again after PAYOUT_RESEND_AFTER_S.
 */
export async function approvePayout(deps: PayoutDeps, id: string, decidedBy: string): Promise<Payout> {
  const payout = await getPayoutOrThrow(deps, id);
  const provider = deps.findProvider(payout.provider);
  if (!provider) throw new ConflictError(`provider_unavailable: The payout's provider (${payout.provider}) is not configured.`);
  const claimed =
    (await changePayoutStatus(deps.db, id, 'pending', { to: 'approved', decidedBy, sent: true })) ??
    (await claimPayoutResend(deps.db, id, PAYOUT_RESEND_AFTER_S));
  if (!claimed) throw new ConflictError(NOT_PENDING);

  let sent: ProviderPayout;
  try {
    sent = await provider.createPayout({
      payoutId: claimed.id,
      amountMinor: claimed.amountMinor,
      currency: claimed.currency,
      shape: claimed.shape,
      destination: claimed.destination,
      coin: claimed.coin ?? undefined,
      callbackUrl: `${deps.config.apiPublicUrl}/billing/webhooks/${encodeURIComponent(claimed.provider)}`,
    });
  } catch (error) {
    // A refusal is final (the same request would be refused again): the money goes back to the player. Anything else
    // (unreachable, 5xx, a timeout) may have reached the provider, so the payout waits for its notification or a resend.
    if (error instanceof ProviderRefusedError) {
      await releasePayout(deps, claimed, 'approved', { to: 'failed', reason: 'provider_refused' });
      return getPayoutOrThrow(deps, id);
    }
    throw new HttpError(
      502,
      `provider_error: The provider did not answer. The payout stays approved; approve it again after ${PAYOUT_RESEND_AFTER_S} s to resend.`,
    );
  }
  await applyProviderOutcome(deps, claimed, sent.providerPayoutId, sent.status);
  return getPayoutOrThrow(deps, id);
}

export type PayoutEventOutcome = 'applied' | 'ignored' | 'unknown_payout';

/**
 * A verified payout notification from the provider named in the webhook path. Applied at most once whatever the
 * number of deliveries: paid settles and failed releases only an approved payout, in the transaction that changes
 * its status; a repeat finds it changed and is ignored.
 */
export async function applyPayoutEvent(
  deps: PayoutLedgerDeps,
  providerName: string,
  event: ProviderPayoutEvent,
): Promise<{ outcome: PayoutEventOutcome; payout: Payout | null }> {
  const payout =
    (event.payoutId ? await findPayoutById(deps.db, event.payoutId) : null) ??
    (await findPayoutByProviderId(deps.db, providerName, event.providerPayoutId));
  if (!payout || payout.provider !== providerName) return { outcome: 'unknown_payout', payout: null };
  if (payout.providerPayoutId !== null && payout.providerPayoutId !== event.providerPayoutId) return { outcome: 'ignored', payout };
  const changed = await applyProviderOutcome(deps, payout, event.providerPayoutId, event.status);
  return changed ? { outcome: 'applied', payout: changed } : { outcome: 'ignored', payout };
}

/** What the provider says of an approved payout; null when the payout was not approved (any more): nothing changed. */
async function applyProviderOutcome(
  deps: PayoutLedgerDeps,
  payout: Payout,
  providerPayoutId: string,
  status: ProviderPayout['status'],
): Promise<Payout | null> {
  if (status === 'paid') return settlePayout(deps, payout, providerPayoutId);
  if (status === 'failed') {
    return releasePayout(deps, payout, 'approved', { to: 'failed', reason: 'provider_failed', providerPayoutId });
  }
  if (payout.status !== 'approved') return null;
  await recordProviderPayoutId(deps.db, payout.id, providerPayoutId);
  return findPayoutById(deps.db, payout.id);
}

async function getPayoutOrThrow(deps: PayoutLedgerDeps, id: string): Promise<Payout> {
  const payout = await findPayoutById(deps.db, id);
  if (!payout) throw new NotFoundError('Payout not found.');
  return payout;
}

export type Page = { page: number; perPage: number };

/** A player's payouts, newest first. */
export function listPayouts(db: Db, userId: number, { page, perPage }: Page) {
  return selectPayouts(db, { userId, limit: perPage, offset: (page - 1) * perPage });
}

/** Every player's payouts for the back office, newest first, optionally of one status. */
export function listPayoutsForOperator(db: Db, status: PayoutStatus | undefined, { page, perPage }: Page) {
  return selectPayouts(db, { status, limit: perPage, offset: (page - 1) * perPage });
}
