import { ONE_X_BP, getRtpBp, multiplyBp } from './multiplier';

export type CoinSide = 'heads' | 'tails';
/** Flips in one series (one bet, one nonce): float i decides flip i. */
export const COINFLIP_MAX_FLIPS = 20;

/** A float below 0.5 is heads; exactly half of the 2^32 possible floats. */
export function getCoinSide(float: number): CoinSide {
  return float < 0.5 ? 'heads' : 'tails';
}

/** One correct call pays (1 - edge) x 2 = 1.98x. */
export function getCoinflipStepBp(): number {
  return getRtpBp('coinflip') * 2;
}

/**
 * The series multiplier after `wins` correct calls in a row: 1.98^wins, each step rounded down to a basis point.
 * The edge applies to every flip, so a series cashed out after k flips returns 99 %^k.
 */
export function getCoinflipMultiplierBp(wins: number): number {
  if (!Number.isInteger(wins) || wins < 1 || wins > COINFLIP_MAX_FLIPS) {
    throw new RangeError(`a series has 1 to ${COINFLIP_MAX_FLIPS} flips`);
  }
  let multiplier = ONE_X_BP;
  for (let i = 0; i < wins; i++) multiplier = multiplyBp(multiplier, getCoinflipStepBp());
  return multiplier;
}
