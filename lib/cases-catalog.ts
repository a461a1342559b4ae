/** The cases catalogue (spec section 2: /games/cases/{slug}). Prices are in RUB minor units. */
export const CASES = [
  { slug: 'starter', priceMinor: 10_000 },
  { slug: 'classic', priceMinor: 50_000 },
  { slug: 'lucky-seven', priceMinor: 77_700 },
  { slug: 'gold-rush', priceMinor: 250_000 },
  { slug: 'diamond', priceMinor: 1_000_000 },
] as const;

export type CaseSlug = (typeof CASES)[number]['slug'];

export function findCase(slug: string) {
  return CASES.find((item) => item.slug === slug);
}
