import type { Currency } from '@/lib/currencies';
import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import type { LedgerTransaction } from '../../ledger/ledger-transaction';
import { notifyPlayer, type NotificationKind } from '../notifications/service';
import {
  findActivation,
  findCurrentActivation,
  finishActivation,
  insertWaitingActivation,
  startStatement,
  type Activation,
  type NewActivation,
} from './repository';

export type BonusDeps = { db: Db; ledger: Ledger };

/** The three accounts a player's bonus moves between: real, bonus, and the operator's bonus expense. */
export type BonusAccounts = { real: number; bonus: number; expense: number };

/** The accounts every bonus transaction locks first (the expense shard pinned by the player, so all of theirs name one). */
export async function bonusAccountsOf(ledger: Ledger, userId: number, currency: Currency): Promise<BonusAccounts> {
  const [{ real, bonus }, expense] = await Promise.all([
    ledger.playerAccountIds(userId, currency),
    ledger.houseAccountId({ purpose: 'bonus_expense', scope: 'bonuses', currency }, String(userId)),
  ]);
  return { real, bonus, expense };
}

const lockList = (accounts: BonusAccounts) => [accounts.real, accounts.bonus, accounts.expense];

function notify(tx: LedgerTransaction, activation: Activation, kind: NotificationKind, amountMinor: number): Promise<void> {
  return notifyPlayer(tx, {
    userId: activation.userId,
    kind,
    amountMinor,
    currency: activation.currency,
    key: `bonus-activation:${activation.id}:${kind}`,
  });
}

/** Credits a waiting bonus and starts its clock: one posting expense -> bonus whose cause is the row's start. */
async function start(tx: LedgerTransaction, activation: Activation, accounts: BonusAccounts): Promise<void> {
  await tx.postWithCause(startStatement(activation.id), [
    {
      idempotencyKey: `bonus:${activation.id}:grant`,
      fromAccountId: accounts.expense,
      toAccountId: accounts.bonus,
      amountMinor: activation.amountMinor,
      currency: activation.currency,
      kind: 'bonus_grant',
    },
  ]);
  await notify(tx, activation, 'bonus_granted', activation.amountMinor);
}

/** Starts the player's first waiting bonus in the currency when none is active (inside a transaction holding their accounts). */
async function startNext(tx: LedgerTransaction, userId: number, currency: Currency, accounts: BonusAccounts): Promise<void> {
  if (await findCurrentActivation(tx, userId, currency, 'active')) return;
  const next = await findCurrentActivation(tx, userId, currency, 'waiting');
  if (next) await start(tx, next, accounts);
}

/**
 * Queues a bonus for the player inside the caller's ledger transaction (which locked bonusAccountsOf first) and starts
 * it when none is active. A cause that already granted (the same deposit, the same promo use) grants nothing more.
 */
export async function grantInTransaction(tx: LedgerTransaction, input: NewActivation, accounts: BonusAccounts): Promise<Activation | null> {
  const queued = await insertWaitingActivation(tx, input);
  if (!queued) return null;
  await startNext(tx, input.userId, input.currency, accounts);
  return (await findActivation(tx, queued.id))!;
}

export async function grant(deps: BonusDeps, input: NewActivation): Promise<Activation | null> {
  const accounts = await bonusAccountsOf(deps.ledger, input.userId, input.currency);
  return deps.ledger.transaction(lockList(accounts), (tx) => grantInTransaction(tx, input, accounts));
}

export type Ending = 'wagered' | 'expired' | 'forfeited';

const ENDING_NOTICE: Record<Ending, NotificationKind> = {
  wagered: 'bonus_wagered',
  expired: 'bonus_expired',
  forfeited: 'bonus_forfeited',
};

/**
 * Ends an active bonus with all the bonus money the player holds in its currency: converted to real money (wagered)
 * or removed (expired, forfeited), by one posting, then starts the next waiting one. The row is locked and must still
 * be active, so of two enders (the sweep on two nodes, a forfeit racing the expiry) one acts and the other gets null.
 * Decide before calling: wagering only grows and time only passes, so a due ending stays due.
 */
export async function endActivation(
  deps: BonusDeps,
  ref: { id: number; userId: number; currency: Currency },
  ending: Ending,
): Promise<Ending | null> {
  const accounts = await bonusAccountsOf(deps.ledger, ref.userId, ref.currency);
  return deps.ledger.transaction(lockList(accounts), async (tx) => {
    const activation = await findActivation(tx, ref.id, { forUpdate: true });
    if (!activation || activation.status !== 'active' || activation.userId !== ref.userId) return null;
    const { bonusMinor: heldMinor } = await deps.ledger.playerBalances(tx, activation.userId, activation.currency);
    if (heldMinor > 0)
      await tx.post([
        {
          idempotencyKey: `bonus:${activation.id}:${ending === 'wagered' ? 'convert' : 'remove'}`,
          fromAccountId: accounts.bonus,
          toAccountId: ending === 'wagered' ? accounts.real : accounts.expense,
          amountMinor: heldMinor,
          currency: activation.currency,
          kind: ending === 'wagered' ? 'bonus_conversion' : 'bonus_forfeit',
          causeRef: `bonus-activation:${activation.id}`,
        },
      ]);
    await finishActivation(tx, activation.id, ending, heldMinor);
    await notify(tx, activation, ENDING_NOTICE[ending], heldMinor);
    await startNext(tx, activation.userId, activation.currency, accounts);
    return ending;
  });
}
