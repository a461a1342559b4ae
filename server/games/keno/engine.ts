import { countKenoHits, drawKeno, getKenoMultiplierBp, isKenoPicks, KENO_DRAWN } from '@/lib/fairness/keno';
import type { KenoRisk } from '@/lib/fairness/keno-paytables';
import { gameErrors } from '../core/errors';
import type { Draw, Outcome } from '../core/types';

export type KenoParams = { picks: number[]; risk: KenoRisk };

export function parseKenoPicks(picks: number[]): number[] {
  if (!isKenoPicks(picks)) throw gameErrors.field('picks', 'invalid_picks', '1 to 10 different whole numbers from 1 to 40.');
  return picks;
}

/** Ten floats draw ten numbers of 1..40 (docs/fairness.md); the paytable of the risk pays by the hits. */
export function settleKeno({ picks, risk }: KenoParams, draw: Draw): Outcome {
  const drawn = drawKeno(draw(KENO_DRAWN));
  const hits = picks.filter((n) => drawn.includes(n));
  return { open: false, multiplierBp: getKenoMultiplierBp(risk, picks.length, countKenoHits(picks, drawn)), result: { drawn, hits } };
}
