import { ONE_X_BP, getRtpBp } from './multiplier';

/** Rolls 0.00 to 100.00: 10 001 outcomes, kept as whole hundredths ("centi") so no float ever decides a bet. */
export const DICE_OUTCOMES = 10_001;
export const DICE_MAX_ROLL_CENTI = 10_000;
/** Win chance in hundredths of a percent: 0.01 % to 98 %. */
export const DICE_MIN_CHANCE_CENTI = 1;
export const DICE_MAX_CHANCE_CENTI = 9_800;

export type DiceDirection = 'over' | 'under';

export interface DiceBet {
  /** The target in hundredths (49.50 -> 4950). */
  targetCenti: number;
  direction: DiceDirection;
}

/** Stake's dice: floor(float x 10001), read as hundredths (19.59 is 1959). Truncated, never rounded. */
export function getDiceRollCenti(float: number): number {
  return Math.floor(float * DICE_OUTCOMES);
}

/** The chance the player sees: under t wins with t %, over t with 100 - t %. */
export function getDiceChanceCenti({ targetCenti, direction }: DiceBet): number {
  return direction === 'under' ? targetCenti : DICE_MAX_ROLL_CENTI - targetCenti;
}

export function isDiceBet(bet: DiceBet): boolean {
  if (bet.direction !== 'over' && bet.direction !== 'under') return false;
  if (!Number.isSafeInteger(bet.targetCenti)) return false;
  const chance = getDiceChanceCenti(bet);
  return chance >= DICE_MIN_CHANCE_CENTI && chance <= DICE_MAX_CHANCE_CENTI;
}

/** Under t wins on a roll strictly below t, over t on a roll strictly above: a roll equal to the target loses. */
export function isDiceWin(bet: DiceBet, rollCenti: number): boolean {
  return bet.direction === 'under' ? rollCenti < bet.targetCenti : rollCenti > bet.targetCenti;
}

/** payout = (1 - edge) x 100 / chance %, rounded down to a basis point: 50 % pays 1.98x, 0.01 % pays 9900x. */
export function getDiceMultiplierBp(bet: DiceBet): number {
  if (!isDiceBet(bet)) throw new RangeError('the dice bet needs a win chance from 0.01 % to 98 %');
  return Math.floor((getRtpBp('dice') * ONE_X_BP) / getDiceChanceCenti(bet));
}

/**
 * The exact return of a dice bet. A chance of c % wins on c x 100 of the 10 001 rolls, a hair under c %, so every
 * dice bet returns 99 % x 10000/10001 = 98.99 % (less the rounding of the multiplier): the edge is never less than declared.
 */
export function getDiceExactRtp(bet: DiceBet): number {
  return (getDiceMultiplierBp(bet) / ONE_X_BP) * (getDiceChanceCenti(bet) / DICE_OUTCOMES);
}
