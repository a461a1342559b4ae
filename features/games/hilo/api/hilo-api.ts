import { z } from 'zod';
import type { Currency } from '@/lib/currencies';
import { HILO_GUESSES, type HiloGuess } from '@/lib/fairness/hilo';
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
  return z.object({ amount: z.number().positive() }).parse({ amount: fromMinorUnits(stakeMinor, currency) });
}

export interface HiloStep {
  card: number;
  action: string;
  multiplierBp: number;
}

/** The cards of a game in order, with what each guess from the current card would make the running multiplier. */
export function hiloOf(result: Record<string, unknown>) {
  const cards: HiloStep[] = Array.isArray(result.cards)
    ? result.cards.flatMap((entry) => {
        const step = entry as { card?: unknown; action?: unknown; multiplier_bp?: unknown };
        return typeof step.card === 'number' && step.card >= 0 && step.card < 52
          ? [
              {
                card: step.card,
                action: typeof step.action === 'string' ? step.action : 'start',
                multiplierBp: typeof step.multiplier_bp === 'number' ? step.multiplier_bp : 0,
              },
            ]
          : [];
      })
    : [];
  const rawNext = (result.next ?? {}) as Record<string, unknown>;
  const next = Object.fromEntries(
    HILO_GUESSES.map((guess) => [guess, typeof rawNext[guess] === 'number' ? rawNext[guess] : null]),
  ) as Record<HiloGuess, number | null>;
  return { cards, next, current: cards.at(-1)?.card ?? null };
}
