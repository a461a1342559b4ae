import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getBetLimit } from '@/lib/bet-limits';
import { CURRENCIES, type Currency } from '@/lib/currencies';
import { COINFLIP_MAX_FLIPS } from '@/lib/fairness/coinflip';
import { KENO_PAYTABLES } from '@/lib/fairness/keno-paytables';
import { MAX_MULTIPLIER_BP } from '@/lib/fairness/max-multipliers';
import { MINES_MAX, MINES_MIN } from '@/lib/fairness/mines';
import { ONE_X_BP } from '@/lib/fairness/multiplier';
import { coinflip, dice, hilo, keno, mines } from '@/lib/games';
import { GAME_RTP_BP } from '@/lib/games/rtp';
import { fromMinorUnits } from '@/lib/money';
import type { Db } from '../db/db';
import { callerCurrency } from './demo/caller-currency';
import { playerErrorResponses } from './core/schemas';
import { demoStartBalanceMinor } from './demo/service';

type ConfiguredGame = typeof dice | typeof coinflip | typeof keno | typeof mines | typeof hilo;

function limits(currency: Currency, game: ConfiguredGame) {
  const { minMinor, maxMinor } = getBetLimit(currency, game.limits);
  return {
    min_amount: fromMinorUnits(minMinor, currency),
    max_amount: fromMinorUnits(maxMinor, currency),
    rtp: GAME_RTP_BP[game.id] / ONE_X_BP,
    max_multiplier: MAX_MULTIPLIER_BP[game.limits] / ONE_X_BP,
  };
}

const limitSchema = z.object({ min_amount: z.number(), max_amount: z.number(), rtp: z.number(), max_multiplier: z.number() });

/** The games' rules for the caller's currency: stake limits, RTP, the largest multiplier, keno paytables. */
export const gamesConfigRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v2/games/config',
    {
      schema: {
        tags: ['games'],
        summary: "Stake limits, RTP and maxima per game in the caller's currency (a guest: ?currency=, default RUB)",
        querystring: z.object({
          currency: z.enum(CURRENCIES, { message: `invalid_currency: One of ${CURRENCIES.join(', ')}.` }).optional(),
        }),
        response: {
          200: z.object({
            currency: z.string(),
            demo_start_balance: z.number(),
            games: z.object({
              dice: limitSchema,
              coinflip: limitSchema.extend({ max_flips: z.number().int() }),
              keno: limitSchema.extend({ paytables: z.record(z.string(), z.array(z.array(z.number()))) }),
              mines: limitSchema.extend({ min_mines: z.number().int(), max_mines: z.number().int() }),
              hilo: limitSchema,
            }),
          }),
          ...playerErrorResponses,
        },
      },
    },
    async (request) => {
      const currency = await callerCurrency(db, request, request.query.currency);
      return {
        currency,
        demo_start_balance: fromMinorUnits(demoStartBalanceMinor(currency), currency),
        games: {
          dice: limits(currency, dice),
          coinflip: { ...limits(currency, coinflip), max_flips: COINFLIP_MAX_FLIPS },
          keno: {
            ...limits(currency, keno),
            paytables: KENO_PAYTABLES as unknown as Record<string, number[][]>,
          },
          mines: { ...limits(currency, mines), min_mines: MINES_MIN, max_mines: MINES_MAX },
          hilo: limits(currency, hilo),
        },
      };
    },
  );
};
