import { mapMoneyRefusal, postPayout, postStake, refusalOf, type MoneyDeps } from '../round-kit/money';
import { crashErrors } from './errors';
import {
  closeStatement,
  placeStatement,
  toWrittenCrashBet,
  type CloseInput,
  type CrashBetRow,
  type PlaceInput,
  type WrittenCrashBet,
} from './repository';

export { refusalOf, type MoneyDeps };

/** A bet's row after a change, the bettor for the public, and the owner's balance after it (real or demo, minor units). */
export type Moved = WrittenCrashBet & { balanceMinor: number };

const phaseClosed = () => crashErrors.phaseClosed('The round is not in that phase any more.');

/**
 * A bet: the row and the stake in one transaction. Real money: the row is the cause of the posting player ->
 * bankroll keyed by the player and the command's key (`crash:u<id>:<key hash>:stake`), so a retry can never charge
 * twice; demo: the session pays in the same statement. Throws CauseRefusedError('bet_conflict') for the caller to
 * tell a replay from a second bet.
 */
export async function placeCrashBet(deps: MoneyDeps, input: PlaceInput): Promise<Moved> {
  try {
    const { row, balanceMinor } = await postStake(deps, 'crash', input, placeStatement(input));
    return { ...toWrittenCrashBet(row), balanceMinor };
  } catch (error) {
    throw mapMoneyRefusal(error, phaseClosed);
  }
}

/**
 * An open bet leaves play: cashed out (the payout), cancelled or refunded (the stake back). Real money: the row's
 * change is the cause of the posting bankroll -> player, keyed by the bet (`crash-bet:{id}:cashout` / `:refund`), so
 * the row's state check and the key both stand between a bet and a second payment. Throws
 * CauseRefusedError('already_closed') when the bet was no longer open.
 */
export async function closeCrashBet(deps: MoneyDeps, bet: CrashBetRow, change: Omit<CloseInput, 'betId'>): Promise<Moved> {
  const cashout = change.state === 'cashed_out';
  try {
    const { row, balanceMinor } = await postPayout(
      deps,
      'crash',
      {
        userId: bet.userId,
        currency: bet.currency,
        amountMinor: cashout ? change.payoutMinor : bet.stakeMinor,
        key: `crash-bet:${bet.id}:${cashout ? 'cashout' : 'refund'}`,
        kind: cashout ? 'win' : 'refund',
      },
      closeStatement({ betId: bet.id, ...change }),
    );
    return { ...toWrittenCrashBet(row), balanceMinor };
  } catch (error) {
    throw mapMoneyRefusal(error, phaseClosed);
  }
}
