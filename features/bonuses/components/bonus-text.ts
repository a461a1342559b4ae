/** Games and categories a contribution may name, with their texts under profile.bonuses.games. */
export const CONTRIBUTION_NAMES = [
  'dice',
  'crash',
  'roulette',
  'rooms',
  'coinflip',
  'live',
  'slots',
  'mines',
  'hilo',
  'keno',
  'cases',
] as const;

export type ContributionName = (typeof CONTRIBUTION_NAMES)[number];

export function isContributionName(value: string): value is ContributionName {
  return (CONTRIBUTION_NAMES as readonly string[]).includes(value);
}

/** The refusals of POST /api/v2/bonuses/promo with their own message under profile.bonuses.promo.errors. */
export const PROMO_REFUSALS = ['promo_not_found', 'promo_region', 'promo_currency', 'promo_used', 'too_many_requests'] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export function isPromoRefusal(value: string | null): value is PromoRefusal {
  return value !== null && (PROMO_REFUSALS as readonly string[]).includes(value);
}
