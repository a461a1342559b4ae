/** The games the fairness page explains, in its order; each is a section anchor and a choice of its check form. */
export const FAIRNESS_SECTIONS = ['dice', 'coinflip', 'keno', 'mines', 'hilo', 'cases'] as const;
export type FairnessSection = (typeof FAIRNESS_SECTIONS)[number];

export function isFairnessSection(value: unknown): value is FairnessSection {
  return typeof value === 'string' && (FAIRNESS_SECTIONS as readonly string[]).includes(value);
}

/** The shared-round games the fairness page explains after the instant ones: a hash chain decides crash and roulette, a seed committed per round the rooms. */
export const LIVE_FAIRNESS_SECTIONS = ['crash', 'roulette', 'rooms'] as const;
export type LiveFairnessSection = (typeof LIVE_FAIRNESS_SECTIONS)[number];

export function isLiveFairnessSection(value: unknown): value is LiveFairnessSection {
  return typeof value === 'string' && (LIVE_FAIRNESS_SECTIONS as readonly string[]).includes(value);
}
