import type { Currency } from '@/lib/currencies';
import type { Db } from '../../db/db';
import { CauseRefusedError, InsufficientFundsError } from '../../ledger/errors';
import type { Ledger } from '../../ledger/ledger';
import type { CauseStatement, TransferKind } from '../../ledger/types';
import { chooseStakeSource } from '../bets/funding';
import { gameErrors } from '../core/errors';
import type { Player } from '../core/types';
import { findDemoSession } from '../demo/repository';
import { runCause, type Json } from './rows';

export type MoneyDeps = { db: Db; ledger: Ledger };

/** A game's bankroll (scope = the game), one shard per player as the instant games do (server/games/bets/play.ts). */
export function bankroll(deps: MoneyDeps, scope: string, userId: number, currency: Currency): Promise<number> {
  return deps.ledger.houseAccountId({ purpose: 'game_bankroll', scope, currency }, `u${userId}`);
}

/** The player's account a stake comes from and its winnings and refunds go back to: real before bonus (funding.ts). */
export async function playerAccount(deps: MoneyDeps, userId: number, currency: Currency): Promise<number> {
  return chooseStakeSource(await deps.ledger.playerAccountIds(userId, currency)).accountId;
}

/** A refusal (ledger_refuse) of a game's SQL function, through the ledger or run on its own; null for anything else. */
export function refusalOf(error: unknown): string | null {
  if (error instanceof CauseRefusedError) return error.reason;
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'LD100') return String((error as { message?: unknown }).message);
  return null;
}

/** The refusals every game shares as the player's errors; the others are left to the caller. */
export function mapMoneyRefusal(error: unknown, phaseClosed: () => Error): unknown {
  if (error instanceof InsufficientFundsError) return gameErrors.insufficientFunds();
  switch (refusalOf(error)) {
    case 'insufficient_funds':
      return gameErrors.insufficientFunds();
    case 'demo_session_invalid':
      return gameErrors.demoSessionInvalid();
    case 'phase_closed':
      return phaseClosed();
    default:
      return error;
  }
}

/** The cause statement's row and the player's balance after the money moved (real or demo, minor units). */
export type MovedRow = { row: Json; balanceMinor: number };

const demoBalance = (row: Json) => Number(row.demo_balance_minor ?? 0);

/**
 * A stake with the statement that writes its bet. Real money: the bet is the cause of the posting player ->
 * bankroll keyed by the player and the command's key (`<scope>:u<id>:<key hash>:stake`), so a retry can never charge
 * twice; demo: the statement moves the play money itself.
 */
export async function postStake(
  deps: MoneyDeps,
  scope: string,
  input: { player: Player; currency: Currency; stakeMinor: number; keyHash: string },
  statement: CauseStatement,
): Promise<MovedRow> {
  const { player, currency } = input;
  if (player.kind === 'demo') {
    const row = await runCause(deps.db, statement);
    return { row, balanceMinor: demoBalance(row) };
  }
  const [account, house] = await Promise.all([playerAccount(deps, player.userId, currency), bankroll(deps, scope, player.userId, currency)]);
  const posted = await deps.ledger.postWithCause(statement, [
    { idempotencyKey: `${scope}:u${player.userId}:${input.keyHash}:stake`, fromAccountId: account, toAccountId: house, amountMinor: input.stakeMinor, currency, kind: 'bet' },
  ]);
  return { row: posted.cause, balanceMinor: posted.transfers[0].fromBalanceAfterMinor };
}

/**
 * Money back to a player (a win or a refund) with the statement that records why. To a real player (userId) it is
 * the posting bankroll -> player keyed `key` whose cause is the statement, so the row's change and the key both stand
 * between a bet and a second payment; with no real player or nothing to pay the statement runs alone (a demo session's
 * statement credits it itself).
 */
export async function postPayout(
  deps: MoneyDeps,
  scope: string,
  payee: { userId: number | null; currency: Currency; amountMinor: number; key: string; kind: Extract<TransferKind, 'win' | 'refund'> },
  statement: CauseStatement,
): Promise<MovedRow> {
  if (payee.userId === null || payee.amountMinor <= 0) {
    const row = await runCause(deps.db, statement);
    return { row, balanceMinor: demoBalance(row) };
  }
  const { userId, currency } = payee;
  const [account, house] = await Promise.all([playerAccount(deps, userId, currency), bankroll(deps, scope, userId, currency)]);
  const posted = await deps.ledger.postWithCause(statement, [
    { idempotencyKey: payee.key, fromAccountId: house, toAccountId: account, amountMinor: payee.amountMinor, currency, kind: payee.kind },
  ]);
  return { row: posted.cause, balanceMinor: posted.transfers[0].toBalanceAfterMinor };
}

export type Payee = { userId: number; currency: Currency; amountMinor: number; key: string; causeRef: string; kind: Extract<TransferKind, 'win' | 'refund'> };

/**
 * Many payouts in ONE posting whose cause is `statement` (a statement that changes every row the payouts are for):
 * all of them or none, in one round trip. Each transfer keeps its own key and cause reference (the ones postPayout
 * would give it), so a payout made here or alone is made once. Returns the cause row and each payee's balance after.
 */
export async function postPayouts(deps: MoneyDeps, scope: string, payees: Payee[], statement: CauseStatement): Promise<{ row: Json; balancesMinor: number[] }> {
  if (payees.length === 0) return { row: await runCause(deps.db, statement), balancesMinor: [] };
  const transfers = await Promise.all(
    payees.map(async (payee) => {
      const [account, house] = await Promise.all([playerAccount(deps, payee.userId, payee.currency), bankroll(deps, scope, payee.userId, payee.currency)]);
      const { key: idempotencyKey, causeRef, amountMinor, currency, kind } = payee;
      return { idempotencyKey, causeRef, fromAccountId: house, toAccountId: account, amountMinor, currency, kind };
    }),
  );
  const posted = await deps.ledger.postWithCause(statement, transfers);
  return { row: posted.cause, balancesMinor: posted.transfers.map((transfer) => transfer.toBalanceAfterMinor) };
}

/** The player's balance now (a replayed command's reply): the real balance, or the demo session's. */
export async function currentBalanceMinor(deps: MoneyDeps, player: Player, currency: Currency): Promise<number> {
  if (player.kind === 'demo') return (await findDemoSession(deps.db, player.sessionId))?.balanceMinor ?? 0;
  return (await deps.ledger.playerBalances(deps.db, player.userId, currency)).realMinor;
}
