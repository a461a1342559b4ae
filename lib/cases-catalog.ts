import { z } from 'zod';
import catalogueFile from '../config/cases.json' with { type: 'json' };
import { CURRENCIES, type Currency } from './currencies';
import { ONE_X_BP, payoutMinor } from './fairness/multiplier';
import { toMinorUnits } from './money';

/**
 * The cases catalogue (spec section 2: /games/cases/{slug}), read from the operator's config/cases.json and checked
 * here, so the api, the web and the verifier CLI share one list. An item pays its multiplier x the case's price in the
 * player's currency; the item is picked by weight in catalogue order (docs/fairness.md).
 */
export type CaseCatalogueItem = {
  key: string;
  multiplierBp: number;
  weight: number;
  /** The item's value when the case is bought in RUB, in kopecks (what the verifier and bench/rtp read). */
  valueMinor: number;
};

export type CaseEntry = {
  slug: string;
  /** The price in RUB (minor units). */
  priceMinor: number;
  pricesMinor: Record<Currency, number>;
  /** The declared return to player in basis points (9500 = 95 %). */
  rtpBp: number;
  items: readonly CaseCatalogueItem[];
};

const fileSchema = z.object({
  cases: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/),
        rtp: z.number().min(0.5).max(1).default(0.95),
        // Every currency needs a price (a record over an enum is exhaustive).
        prices: z.record(z.enum(CURRENCIES), z.number().positive()),
        items: z
          .array(
            z.object({
              key: z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/),
              multiplier: z.number().min(0).max(1_000_000),
              weight: z.number().int().positive(),
            }),
          )
          .min(1)
          .max(100),
      }),
    )
    .min(1),
});

/** The exact return of a case in basis points of its price: sum of weight x multiplier over the total weight. */
export function getCaseRtpBp(items: readonly Pick<CaseCatalogueItem, 'multiplierBp' | 'weight'>[]): number {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  return items.reduce((sum, item) => sum + item.weight * item.multiplierBp, 0) / total;
}

/** Parses and checks the file; throws listing every problem (a bad catalogue must stop the start, not pay wrongly). */
export function parseCasesCatalogue(input: unknown): CaseEntry[] {
  const parsed = fileSchema.safeParse(input);
  if (!parsed.success)
    throw new Error(`config/cases.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const problems: string[] = [];
  const entries = parsed.data.cases.map((raw) => {
    const pricesMinor = {} as Record<Currency, number>;
    for (const currency of CURRENCIES) pricesMinor[currency] = toMinorUnits(raw.prices[currency], currency);
    const items = raw.items.map((item) => {
      const multiplierBp = Math.round(item.multiplier * ONE_X_BP);
      if (Math.abs(multiplierBp - item.multiplier * ONE_X_BP) > 1e-6)
        problems.push(`${raw.slug}.${item.key}: at most 4 decimals in the multiplier`);
      return { key: item.key, multiplierBp, weight: item.weight, valueMinor: payoutMinor(pricesMinor.RUB ?? 0, multiplierBp) };
    });
    const rtpBp = Math.round(raw.rtp * ONE_X_BP);
    const exact = getCaseRtpBp(items);
    if (exact > rtpBp || exact < rtpBp - 10)
      problems.push(`${raw.slug}: the items return ${(exact / 100).toFixed(3)} %, declared ${rtpBp / 100} %`);
    return { slug: raw.slug, priceMinor: pricesMinor.RUB, pricesMinor, rtpBp, items };
  });
  if (new Set(entries.map((entry) => entry.slug)).size !== entries.length) problems.push('two cases share a slug');
  if (problems.length > 0) throw new Error(`config/cases.json: ${problems.join('; ')}`);
  return entries;
}

export const CASES: readonly CaseEntry[] = parseCasesCatalogue(catalogueFile);

export function findCase(slug: string): CaseEntry | undefined {
  return CASES.find((item) => item.slug === slug);
}

/** How a case is drawn in the lobby (components/game-art/case-box-art.tsx): art only, no part of what a case pays. */
export interface CaseArtStyle {
  /** The box's light and dark shades, and the colour of its bands, lock and emblem. */
  light: string;
  dark: string;
  trim: string;
  shape: 'crate' | 'chest' | 'open';
  emblem: 'sprout' | 'star' | 'seven' | 'coin' | 'diamond';
}

/** Each case's own look; a case the operator adds without one gets colours drawn from its slug. */
export const CASE_ART: Readonly<Record<string, CaseArtStyle>> = {
  starter: { light: '#69db7c', dark: '#1b6e3a', trim: '#c08a4a', shape: 'crate', emblem: 'sprout' },
  classic: { light: '#74a7ff', dark: '#1f3d8f', trim: '#d0d8e4', shape: 'chest', emblem: 'star' },
  'lucky-seven': { light: '#ff6b81', dark: '#8f1230', trim: '#ffd43b', shape: 'chest', emblem: 'seven' },
  'gold-rush': { light: '#ffe066', dark: '#a86500', trim: '#7a3e00', shape: 'open', emblem: 'coin' },
  diamond: { light: '#a5f3ff', dark: '#1a6f99', trim: '#e7fbff', shape: 'chest', emblem: 'diamond' },
};

/** What an item pays when the case is bought in `currency`: multiplier x price, rounded down. */
export function caseItemValueMinor(entry: CaseEntry, itemIndex: number, currency: Currency): number {
  return payoutMinor(entry.pricesMinor[currency], entry.items[itemIndex].multiplierBp);
}
