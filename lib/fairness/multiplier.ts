import type { GameId } from '../games/identity';
import { GAME_RTP_BP } from '../games/rtp';
import { formatNumber } from '../money-format';

/**
 * Multipliers are integers in basis points of the stake (10 000 = 1x, 19 800 = 1.98x), so a payout is computed in
 * integer minor units with one rounding, down, and never drifts like a float would.
 */
export const ONE_X_BP = 10_000;

/** The instant games lib/fairness settles; their return to player is declared once, in GAME_RTP_BP. */
export type FairGame = Exclude<GameId, 'roulette' | 'rooms'>;

export function getRtpBp(game: FairGame): number {
  return GAME_RTP_BP[game];
}

/** stake x multiplier, rounded down to a whole minor unit. */
export function payoutMinor(stakeMinor: number, multiplierBp: number): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) throw new RangeError('the stake must be a whole number of minor units from 0');
  if (!Number.isSafeInteger(multiplierBp) || multiplierBp < 0) throw new RangeError('the multiplier must be whole basis points from 0');
  const payout = (BigInt(stakeMinor) * BigInt(multiplierBp)) / BigInt(ONE_X_BP);
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('the payout is too large');
  return Number(payout);
}

/** a x b for two multipliers in basis points, rounded down (a multi-step game's running multiplier). */
export function multiplyBp(aBp: number, bBp: number): number {
  const product = (BigInt(aBp) * BigInt(bBp)) / BigInt(ONE_X_BP);
  if (product > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('the multiplier is too large');
  return Number(product);
}

/**
 * 19800 -> "1.98", 10725 -> "1.0725", 990000000 -> "99000": the exact text the verifier and the wire compare. With a
 * locale, the same digits as a player of that language reads them: "1,98" and "99 000" in ru and kz, "99,000" in en.
 */
export function formatMultiplier(multiplierBp: number, localeTag?: string): string {
  if (localeTag) return formatNumber(multiplierBp / ONE_X_BP, localeTag, { maximumFractionDigits: 4 });
  const whole = Math.floor(multiplierBp / ONE_X_BP);
  const fraction = String(multiplierBp % ONE_X_BP)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
