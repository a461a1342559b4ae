import {
  DICE_MAX_CHANCE_CENTI,
  DICE_MAX_ROLL_CENTI,
  DICE_MIN_CHANCE_CENTI,
  getDiceChanceCenti,
  getDiceMultiplierBp,
  type DiceBet,
  type DiceDirection,
} from '@/lib/fairness/dice';
import { getRtpBp, ONE_X_BP, payoutMinor } from '@/lib/fairness/multiplier';
import { formatNumber } from '@/lib/money-format';

/**
 * The dice panel's four linked fields (target, win chance, multiplier, payout on win) derive from one state: the
 * target and the direction. Every edit is turned back into a target, so the fields can never disagree with each
 * other or with what the api settles (lib/fairness computes the multiplier on both sides).
 */
export interface DiceFields {
  targetCenti: number;
  direction: DiceDirection;
  chanceCenti: number;
  multiplierBp: number;
}

export const DEFAULT_DICE_BET: DiceBet = { targetCenti: 5000, direction: 'under' };

export function clampChanceCenti(chanceCenti: number): number {
  return Math.min(DICE_MAX_CHANCE_CENTI, Math.max(DICE_MIN_CHANCE_CENTI, Math.round(chanceCenti)));
}

function targetForChance(chanceCenti: number, direction: DiceDirection): number {
  return direction === 'under' ? chanceCenti : DICE_MAX_ROLL_CENTI - chanceCenti;
}

/** The slider's range for a direction: every target whose chance is 0.01 % to 98 %. */
export function getTargetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: DICE_MIN_CHANCE_CENTI, max: DICE_MAX_CHANCE_CENTI }
    : { min: DICE_MAX_ROLL_CENTI - DICE_MAX_CHANCE_CENTI, max: DICE_MAX_ROLL_CENTI - DICE_MIN_CHANCE_CENTI };
}

export function deriveDiceFields(bet: DiceBet): DiceFields {
  return { ...bet, chanceCenti: getDiceChanceCenti(bet), multiplierBp: getDiceMultiplierBp(bet) };
}

/** A target from the slider or its field, moved into the direction's range. */
export function setTarget(bet: DiceBet, targetCenti: number): DiceBet {
  const { min, max } = getTargetRange(bet.direction);
  return { ...bet, targetCenti: Math.min(max, Math.max(min, Math.round(targetCenti))) };
}

/** Over and under swap sides and keep the chance (under 49.50 becomes over 50.50), so the payout stays. */
export function flipDirection(bet: DiceBet): DiceBet {
  const direction: DiceDirection = bet.direction === 'under' ? 'over' : 'under';
  return { direction, targetCenti: targetForChance(getDiceChanceCenti(bet), direction) };
}

export function setChance(bet: DiceBet, chanceCenti: number): DiceBet {
  return { ...bet, targetCenti: targetForChance(clampChanceCenti(chanceCenti), bet.direction) };
}

/**
 * A typed multiplier becomes the chance that pays at least as close to it as the grid of hundredths allows:
 * chance = RTP / multiplier, rounded to a hundredth of a percent, then the multiplier is recomputed from it.
 */
export function setMultiplier(bet: DiceBet, multiplierBp: number): DiceBet {
  if (!(multiplierBp > 0)) return bet;
  return setChance(bet, (getRtpBp('dice') * ONE_X_BP) / multiplierBp);
}

/** What a win pays back, stake included. */
export function getDicePayoutMinor(stakeMinor: number, bet: DiceBet): number {
  return payoutMinor(stakeMinor, getDiceMultiplierBp(bet));
}

/** The multiplier field's text: "1.98" ("1,98" in ru and kz), never grouped ("9900"), so parseMultiplier reads it back. */
export function formatMultiplierField(multiplierBp: number, localeTag: string): string {
  return formatNumber(multiplierBp / ONE_X_BP, localeTag, { maximumFractionDigits: 4, useGrouping: false });
}

/** A typed "49.5" / "49,50" as hundredths, or null. */
export function parseCenti(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** A typed multiplier "2", "1.98" as basis points, or null. */
export function parseMultiplier(text: string): number | null {
  const normalized = text.trim().replace(',', '.').replace(/[x×]$/i, '');
  if (!/^\d+(\.\d{0,4})?$/.test(normalized)) return null;
  const bp = Math.round(Number(normalized) * ONE_X_BP);
  return bp > ONE_X_BP ? bp : null;
}
