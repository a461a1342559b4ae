/** The games the fairness page explains, in its order; each is a section anchor and a choice of its check form. */
export const FAIRNESS_SECTIONS = ['dice', 'coinflip', 'keno', 'mines', 'hilo', 'cases'] as const;
export type FairnessSection = (typeof FAIRNESS_SECTIONS)[number];

export function isFairnessSection(value: unknown): value is FairnessSection {
  return typeof value === 'string' && (FAIRNESS_SECTIONS as readonly string[]).includes(value);
}
