import { KENO_MAX_PICKS, KENO_NUMBERS } from '@/lib/fairness/keno';

/** Adds or removes a number; an 11th pick is refused (the picks stay as they were). Kept ascending. */
export function togglePick(picks: readonly number[], number: number): number[] {
  if (!Number.isInteger(number) || number < 1 || number > KENO_NUMBERS) return [...picks];
  if (picks.includes(number)) return picks.filter((n) => n !== number);
  if (picks.length >= KENO_MAX_PICKS) return [...picks];
  return [...picks, number].sort((a, b) => a - b);
}

export function canPickMore(picks: readonly number[]): boolean {
  return picks.length < KENO_MAX_PICKS;
}

/**
 * `count` distinct random numbers of 1..40, ascending (the auto-pick button). Only a convenience for choosing: the
 * draw itself is decided by the seeds.
 */
export function autoPick(count: number, random: () => number = Math.random): number[] {
  const wanted = Math.min(KENO_MAX_PICKS, Math.max(1, Math.floor(count)));
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const picks: number[] = [];
  for (let i = 0; i < wanted; i++) {
    const at = Math.floor(random() * pool.length);
    picks.push(pool.splice(Math.min(at, pool.length - 1), 1)[0]);
  }
  return picks.sort((a, b) => a - b);
}
