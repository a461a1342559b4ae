import { z } from 'zod';
import { HILO_GUESSES } from '../fairness/hilo';
import { betIdSchema, COMMON_FIELDS, COMMON_REFUSALS, defineGame, STEP_FIELDS, STEP_REFUSALS, wireAmountSchema } from './contract';
import { identityOf } from './identity';

const guess = z.enum(HILO_GUESSES);
const shownCard = z.object({
  card: z.number().int(),
  label: z.string(),
  action: z.enum(['start', 'skip', ...HILO_GUESSES]),
  multiplier_bp: z.number().int(),
});

/** Hilo: guess whether the next card is higher, lower or the same rank; the multipliers grow, cash out at any point. */
export const hilo = defineGame({
  ...identityOf('hilo'),
  operations: {
    start: z.object({ amount: wireAmountSchema }),
    guess: z.object({ guess: z.enum(HILO_GUESSES, { message: 'invalid_guess: higher, lower or same.' }), bet_id: betIdSchema }),
    skip: z.object({ bet_id: betIdSchema }),
    cashout: z.object({ bet_id: betIdSchema }),
  },
  params: z.object({}),
  result: z.object({
    cards: z.array(shownCard),
    guesses: z.number().int(),
    /** While open: what each guess would make the running multiplier (null: it cannot win). */
    next: z.record(guess, z.number().int().nullable()).optional(),
  }),
  refusals: [...COMMON_REFUSALS, 'invalid_guess', 'guess_impossible', 'too_many_cards', ...STEP_REFUSALS],
  fields: { ...COMMON_FIELDS, ...STEP_FIELDS, guess: 'invalid_guess' },
});
