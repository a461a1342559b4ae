import { mapMoneyRefusal, postPayout, postStake, type MoneyDeps } from '../round-kit/money';
import { rouletteErrors } from './errors';
import {
  placeStatement,
  settleStatement,
  toWrittenRouletteBet,
  type PlaceInput,
  type RouletteBetRow,
  type WrittenRouletteBet,
} from './repository';

/** A bet's row after a change, the bettor for the public, and the owner's balance after it (minor units). */
export type Moved = WrittenRouletteBet & { balanceMinor: number };

/**
 * A bet: the row and the stake in one transaction (key `roulette:u<id>:<key hash>:stake`). Throws
 * CauseRefusedError('bet_conflict') for the caller to tell a replay from a second bet on the colour.
 */
export async function placeRouletteBet(deps: MoneyDeps, input: PlaceInput): Promise<Moved> {
  try {
    const { row, balanceMinor } = await postStake(deps, 'roulette', input, placeStatement(input));
    return { ...toWrittenRouletteBet(row), balanceMinor };
  } catch (error) {
    throw mapMoneyRefusal(error, rouletteErrors.phaseClosed);
  }
}

/**
 * A winning bet paid: the row's change to `won` is the cause of the posting bankroll -> player keyed
 * `roulette-bet:<id>:win`, so the row's state and the key both stand between a bet and a second payment. Throws
 * CauseRefusedError('already_closed') when the bet was no longer open.
 */
export async function payRouletteBet(deps: MoneyDeps, bet: RouletteBetRow, payoutMinor: number): Promise<Moved> {
  const { row, balanceMinor } = await postPayout(
    deps,
    'roulette',
    { userId: bet.userId, currency: bet.currency, amountMinor: payoutMinor, key: `roulette-bet:${bet.id}:win`, kind: 'win' },
    settleStatement(bet.id, payoutMinor),
  );
  return { ...toWrittenRouletteBet(row), balanceMinor };
}
