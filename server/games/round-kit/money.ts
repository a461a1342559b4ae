import type { Currency } from '@/lib/currencies';
import { balancesOf, betKeyBase, payout, payouts, stake, type BatchPayee, type Json, type KitDeps, type Payee } from '../../bets-kit/kit';
import { mapRefusal } from '../../bets-kit/refusals';
import type { CauseStatement } from '../../ledger/types';
import { gameMoneyRefusals } from '../core/money-refusals';
import type { Player } from '../core/types';

/**
 * The shared-round games' (crash, roulette, rooms) use of the bets kit (server/bets-kit): the round key formats and
 * the games' refusal mapping. The money itself moves in the kit, the same path as the instant games'.
 */
export { refusalOf } from '../../bets-kit/refusals';

export type MoneyDeps = KitDeps;

/** The refusals every game shares as the player's errors, and the round's closed phase; the others are left to the caller. */
export function mapMoneyRefusal(error: unknown, phaseClosed: () => Error): unknown {
  return mapRefusal(error, { ...gameMoneyRefusals, phase_closed: phaseClosed });
}

/** The cause statement's row and the player's balance after the money moved (real or demo, minor units). */
export type MovedRow = { row: Json; balanceMinor: number };

/**
 * A stake with the statement that writes its bet (the kit's stake). Real money: the bet is the cause of the posting
 * player -> bankroll keyed by the player and the command's key (`<scope>:u<id>:<key hash>:stake`), so a retry can
 * never charge twice; demo: the statement moves the play money itself.
 */
export async function postStake(
  deps: MoneyDeps,
  scope: string,
  input: { player: Player; currency: Currency; stakeMinor: number; keyHash: string },
  statement: CauseStatement,
): Promise<MovedRow> {
  const { player, currency } = input;
  const key = player.kind === 'user' ? `${betKeyBase(scope, player.userId, input.keyHash)}:stake` : '';
  const { row, balanceMinor } = await stake(deps, { wallet: player, scope, currency, amountMinor: input.stakeMinor, key }, statement);
  return { row, balanceMinor };
}

/**
 * Money back to a player (a win or a refund) with the statement that records why (the kit's payout): keyed `key`
 * (`<scope>-bet:<id>:cashout|refund|win`); with no real player or nothing to pay the statement runs alone.
 */
export async function postPayout(
  deps: MoneyDeps,
  scope: string,
  payee: Payee & { kind: NonNullable<Payee['kind']> },
  statement: CauseStatement,
): Promise<MovedRow> {
  const { row, balanceMinor } = await payout(deps, scope, payee, statement);
  return { row, balanceMinor };
}

/** Many payouts in ONE posting whose cause is `statement` (the kit's payouts): all or none, each once per key. */
export function postPayouts(
  deps: MoneyDeps,
  scope: string,
  payees: BatchPayee[],
  statement: CauseStatement,
): Promise<{ row: Json; balancesMinor: number[] }> {
  return payouts(deps, scope, payees, statement);
}

/** The player's balance now (a replayed command's reply): the real balance, or the demo session's. */
export async function currentBalanceMinor(deps: MoneyDeps, player: Player, currency: Currency): Promise<number> {
  return (await balancesOf(deps, player, currency)).realMinor;
}
