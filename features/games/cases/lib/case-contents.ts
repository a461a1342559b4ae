import { caseItemValueMinor, findCase } from '@/lib/cases-catalog';
import type { Currency } from '@/lib/currencies';
import { cases } from '@/lib/games';
import { readAs } from '@/lib/games/contract';

export interface CaseContentItem {
  key: string;
  valueMinor: number;
  multiplierBp: number;
  weight: number;
  /** The item's chance, from its weight over the case's total. */
  chance: number;
}

/**
 * A case as the player sees it, in their currency: computed from lib/cases-catalog (config/cases.json), the same
 * catalogue and value function the api settles with, so the contents and chances shown are the ones that pay.
 */
export function getCaseContents(slug: string, currency: Currency) {
  const entry = findCase(slug);
  if (!entry) return null;
  const total = entry.items.reduce((sum, item) => sum + item.weight, 0);
  const items: CaseContentItem[] = entry.items.map((item, index) => ({
    key: item.key,
    valueMinor: caseItemValueMinor(entry, index, currency),
    multiplierBp: item.multiplierBp,
    weight: item.weight,
    chance: item.weight / total,
  }));
  return {
    slug: entry.slug,
    priceMinor: entry.pricesMinor[currency],
    rtpBp: entry.rtpBp,
    items,
    weights: entry.items.map((item) => item.weight),
  };
}

/** Where the won item stops under the marker, and how many items the reel holds. */
export const REEL_LENGTH = 48;
export const REEL_WIN_AT = 40;

/**
 * The opening reel: items drawn by their weights for show (so rare ones are as rare on the reel), with the item the
 * seeds decided placed where the reel stops. Only the stopping place is the result; the rest is decoration.
 */
export function buildReel(weights: readonly number[], winIndex: number, random: () => number = Math.random): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const pick = () => {
    let target = random() * total;
    for (let i = 0; i < weights.length; i++) {
      target -= weights[i];
      if (target < 0) return i;
    }
    return weights.length - 1;
  };
  return Array.from({ length: REEL_LENGTH }, (_, index) => (index === REEL_WIN_AT ? winIndex : pick()));
}

/** Which of its case's items a settled bet drew (0 when the result is not a case's). */
export function itemIndexOf(bet: { result: unknown }): number {
  return readAs(cases.result, bet.result)?.item_index ?? 0;
}
