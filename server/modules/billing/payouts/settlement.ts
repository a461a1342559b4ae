import type { Db, Queryable } from '../../../db/db';
import type { Ledger } from '../../../ledger/ledger';
import { notifyPlayer } from '../../notifications/service';
import { changePayoutStatus, type Payout, type PayoutChange, type PayoutStatus } from './repository';

/**
 * The money of a decided payout: released back to the player (cancelled, rejected, failed) or settled to the provider
 * (paid), each one posting together with the status change that causes it, the player told in the same transaction.
 */
export type PayoutLedgerDeps = { db: Db; ledger: Ledger };

/** payout_clearing -> the player's real balance, if the payout is still in `from`. */
export async function releasePayout(
  deps: PayoutLedgerDeps,
  payout: Payout,
  from: PayoutStatus,
  change: PayoutChange,
): Promise<Payout | null> {
  const { real } = await deps.ledger.playerAccountIds(payout.userId, payout.currency);
  const clearing = await payoutClearing(deps, payout);
  return deps.ledger.transaction([real, clearing], async (tx) => {
    const changed = await changePayoutStatus(tx, payout.id, from, change);
    if (!changed) return null;
    // A player's own cancel needs no news; a rejection or a provider's failure does.
    if (change.to !== 'cancelled') await notifyPayout(tx, payout, 'payout_returned');
    await tx.post([
      {
        idempotencyKey: `payout:${payout.id}:release`,
        fromAccountId: clearing,
        toAccountId: real,
        amountMinor: payout.amountMinor,
        currency: payout.currency,
        kind: 'payout_reversal',
        causeRef: `payout:${payout.id}`,
      },
    ]);
    return changed;
  });
}

/** payout_clearing -> the provider's payment_clearing: the money has left, if the payout is still approved. */
export async function settlePayout(deps: PayoutLedgerDeps, payout: Payout, providerPayoutId: string): Promise<Payout | null> {
  const clearing = await payoutClearing(deps, payout);
  const provider = await deps.ledger.houseAccountId(
    { purpose: 'payment_clearing', scope: payout.provider, currency: payout.currency },
    payout.id,
  );
  return deps.ledger.transaction([clearing, provider], async (tx) => {
    const changed = await changePayoutStatus(tx, payout.id, 'approved', { to: 'paid', providerPayoutId });
    if (!changed) return null;
    await notifyPayout(tx, payout, 'payout_paid');
    await tx.post([
      {
        idempotencyKey: `payout:${payout.id}:settle`,
        fromAccountId: clearing,
        toAccountId: provider,
        amountMinor: payout.amountMinor,
        currency: payout.currency,
        kind: 'payout',
        causeRef: `payout:${payout.id}`,
      },
    ]);
    return changed;
  });
}

/** The payout's own shard (its id is the shard key), so its hold and its release or settle meet on one account row. */
function payoutClearing(deps: PayoutLedgerDeps, payout: Payout): Promise<number> {
  return deps.ledger.houseAccountId({ purpose: 'payout_clearing', currency: payout.currency }, payout.id);
}

function notifyPayout(tx: Queryable, payout: Payout, kind: 'payout_paid' | 'payout_returned'): Promise<void> {
  return notifyPlayer(tx, {
    userId: payout.userId,
    kind,
    amountMinor: payout.amountMinor,
    currency: payout.currency,
    key: `payout:${payout.id}:${kind}`,
  });
}
