import type { SlotSeeds } from './types';

/** The seeds the slot tests pin outcomes to (any change of a mapping, a strip or a paytable shows up there). */
export const PINNED_SEEDS: SlotSeeds = {
  serverSeed: '0123abcdbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
  clientSeed: 'sandbox',
  nonce: 7,
};

/** Mean and standard error of a sample of multipliers (x100) given their sum and sum of squares. */
export function meanAndError(sum: number, sumSquares: number, n: number): { mean: number; error: number } {
  const mean = sum / n;
  const variance = Math.max(0, sumSquares / n - mean * mean);
  return { mean, error: Math.sqrt(variance / n) };
}
