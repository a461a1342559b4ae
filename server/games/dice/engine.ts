import { getDiceChanceCenti, getDiceMultiplierBp, getDiceRollCenti, isDiceBet, isDiceWin, type DiceDirection } from '@/lib/fairness/dice';
import { gameErrors } from '../core/errors';
import type { Draw, Outcome } from '../core/types';

export type DiceParams = { targetCenti: number; direction: DiceDirection };

/** The bet from the wire: a target with at most 2 decimals and a win chance of 0.01 % to 98 %. */
export function parseDiceBet(target: number, direction: DiceDirection): DiceParams {
  const targetCenti = Math.round(target * 100);
  const bet = { targetCenti, direction };
  if (Math.abs(target * 100 - targetCenti) > 1e-6 || !isDiceBet(bet)) {
    throw gameErrors.field('target', 'invalid_target', 'The target has at most 2 decimals and a win chance from 0.01 to 98.');
  }
  return bet;
}

export function diceParamsView(bet: DiceParams) {
  return { target: bet.targetCenti / 100, direction: bet.direction, chance: getDiceChanceCenti(bet) / 100 };
}

/** One float: the roll (docs/fairness.md); a win pays (1 - edge) x 100 / chance. */
export function settleDice(bet: DiceParams, draw: Draw): Outcome {
  const roll = getDiceRollCenti(draw(1)[0]);
  return { open: false, multiplierBp: isDiceWin(bet, roll) ? getDiceMultiplierBp(bet) : 0, result: { roll: roll / 100 } };
}
