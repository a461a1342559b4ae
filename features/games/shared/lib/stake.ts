import type { BetLimit } from '@/lib/bet-limits';
/** The most a player can stake now: the game's maximum, and never more than the balance when it is known. */
export function maxStakeMinor(limit: BetLimit, balanceMinor: number | null): number {
  if (balanceMinor === null) return limit.maxMinor;
  return Math.max(limit.minMinor, Math.min(limit.maxMinor, balanceMinor));
}

export function clampStake(minor: number, limit: BetLimit, balanceMinor: number | null): number {
  return Math.min(maxStakeMinor(limit, balanceMinor), Math.max(limit.minMinor, Math.floor(minor)));
}

/** The stake field's quick buttons, in the order they are drawn. */
export const STAKE_ACTIONS = ['half', 'double', 'min', 'max'] as const;
export type StakeAction = (typeof STAKE_ACTIONS)[number];

/** The ½ / 2× / min / max buttons: always a stake inside the limits (and the balance, when known). */
export function applyStakeAction(action: StakeAction, minor: number | null, limit: BetLimit, balanceMinor: number | null): number {
  const current = minor ?? limit.minMinor;
  switch (action) {
    case 'half':
      return clampStake(current / 2, limit, balanceMinor);
    case 'double':
      return clampStake(current * 2, limit, balanceMinor);
    case 'min':
      return limit.minMinor;
    case 'max':
      return maxStakeMinor(limit, balanceMinor);
  }
}

export type StakeProblem = 'invalid' | 'below_min' | 'above_max' | 'above_balance';

/** Why a stake cannot be bet, checked before the request (the api checks again and has the last word). */
export function describeStakeProblem(minor: number | null, limit: BetLimit, balanceMinor: number | null): StakeProblem | null {
  if (minor === null || !Number.isSafeInteger(minor)) return 'invalid';
  if (minor < limit.minMinor) return 'below_min';
  if (minor > limit.maxMinor) return 'above_max';
  if (balanceMinor !== null && minor > balanceMinor) return 'above_balance';
  return null;
}
