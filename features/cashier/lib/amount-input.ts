// The typed-amount parsing is shared with the games' stake field, so it lives in lib/.
export { amountInputOf, parseAmountInput } from '@/lib/amount-input';

const QUICK_MULTIPLIERS = [1, 5, 10, 50] as const;

/** Up to four one-tap sums: the minimum and 5, 10 and 50 times it, as far as the maximum allows. */
export function quickAmountsMinor(minMinor: number, maxMinor: number): number[] {
  if (minMinor <= 0) return [];
  const sums = QUICK_MULTIPLIERS.map((times) => minMinor * times).filter((sum) => sum <= maxMinor);
  return [...new Set(sums)];
}
