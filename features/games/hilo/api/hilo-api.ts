import type { Currency } from '@/lib/currencies';
import type { HiloGuess } from '@/lib/fairness/hilo';
import { hilo } from '@/lib/games';
import { readAs } from '@/lib/games/contract';
import { fromMinorUnits } from '@/lib/money';

/** docs/games-api.md, Hilo: start (the first card), guess or skip, cash out; resumed with GET /hilo/active. */
export const HILO_PATHS = {
  start: '/hilo/start',
  guess: '/hilo/guess',
  skip: '/hilo/skip',
  cashout: '/hilo/cashout',
  active: '/hilo/active',
} as const;

export function hiloStartBody(stakeMinor: number, currency: Currency) {
  return hilo.operations.start.parse({ amount: fromMinorUnits(stakeMinor, currency) });
}

export interface HiloStep {
  card: number;
  action: string;
  multiplierBp: number;
}

const NO_NEXT = { higher: null, lower: null, same: null };

/** The cards of a game in order, with what each guess from the current card would make the running multiplier. */
export function hiloOf(result: unknown) {
  const read = readAs(hilo.result, result);
  const cards: HiloStep[] = (read?.cards ?? []).map((step) => ({ card: step.card, action: step.action, multiplierBp: step.multiplier_bp }));
  const next: Record<HiloGuess, number | null> = read?.next ?? NO_NEXT;
  /** The correct guesses so far (skips and the first card are not guesses). */
  const guesses = read?.guesses ?? 0;
  return { cards, next, guesses, current: cards.at(-1)?.card ?? null };
}
