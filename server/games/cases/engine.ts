import { caseItemValueMinor, type CaseEntry } from '@/lib/cases-catalog';
import type { Currency } from '@/lib/currencies';
import { pickCaseItem } from '@/lib/fairness/cases';
import { fromMinorUnits } from '@/lib/money';
import type { Draw, Outcome } from '../core/types';

/** One float picks the item by weight in catalogue order (docs/fairness.md); it pays its multiplier x the price. */
export function openCase(entry: CaseEntry, currency: Currency, draw: Draw): Outcome {
  const index = pickCaseItem(
    draw(1)[0],
    entry.items.map((item) => item.weight),
  );
  const item = entry.items[index];
  return {
    open: false,
    multiplierBp: item.multiplierBp,
    result: { item_index: index, item: { key: item.key, value: fromMinorUnits(caseItemValueMinor(entry, index, currency), currency) } },
  };
}

export function caseView(entry: CaseEntry, currency: Currency) {
  const total = entry.items.reduce((sum, item) => sum + item.weight, 0);
  return {
    slug: entry.slug,
    price: fromMinorUnits(entry.pricesMinor[currency], currency),
    rtp: entry.rtpBp / 10_000,
    items: entry.items.map((item, index) => ({
      key: item.key,
      value: fromMinorUnits(caseItemValueMinor(entry, index, currency), currency),
      multiplier: item.multiplierBp / 10_000,
      chance: item.weight / total,
    })),
  };
}
