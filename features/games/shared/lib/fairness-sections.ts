import { INSTANT_GAME_IDS, ROUND_GAME_IDS, gameIdOfSlug } from '@/lib/games/identity';

/** The games the fairness page explains, in its order; each is a section anchor and a choice of its check form. */
export const FAIRNESS_SECTIONS = INSTANT_GAME_IDS;
export type FairnessSection = (typeof FAIRNESS_SECTIONS)[number];

export function isFairnessSection(value: unknown): value is FairnessSection {
  return typeof value === 'string' && (FAIRNESS_SECTIONS as readonly string[]).includes(value);
}

/** The shared-round games the fairness page explains after the instant ones: a hash chain decides crash and roulette, a seed committed per round the rooms. */
export const LIVE_FAIRNESS_SECTIONS = ROUND_GAME_IDS;
export type LiveFairnessSection = (typeof LIVE_FAIRNESS_SECTIONS)[number];

export function isLiveFairnessSection(value: unknown): value is LiveFairnessSection {
  return typeof value === 'string' && (LIVE_FAIRNESS_SECTIONS as readonly string[]).includes(value);
}

/** The fairness section of a game's page, by the page's slug (the miner's page explains the mines section). */
export function fairnessSectionOfSlug(slug: string | undefined): FairnessSection | undefined {
  const id = slug === undefined ? null : gameIdOfSlug(slug);
  return isFairnessSection(id) ? id : undefined;
}
