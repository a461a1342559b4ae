import { z } from 'zod';
import {
  ROULETTE_COLORS,
  ROULETTE_PAYS_BP,
  ROULETTE_WHEEL,
  rouletteRtpBp,
  rouletteSectorsOf,
  rouletteStakeLimit,
} from '@/lib/fairness/roulette';
import { fromMinorUnits } from '@/lib/money';
import type { Db } from '../../db/db';
import { chainSummary } from '../round-kit/chain';
import { chainSchema, configRoute, historyLimitSchema, historyRoute, ownBetsRoute, roundGameRoutes } from '../round-kit/routes';
import type { RouletteConfig } from './config';
import { listOwnRouletteBets, listRoundHistory, SETTLED } from './history';

const color = z.enum(ROULETTE_COLORS);

const configSchema = z
  .object({
    currency: z.string(),
    sectors: z.array(color),
    colors: z.array(
      z.object({
        color,
        sectors: z.number().int(),
        multiplier: z.number(),
        rtp: z.number(),
        min_amount: z.number(),
        max_amount: z.number(),
      }),
    ),
    betting_ms: z.number().int(),
    spinning_ms: z.number().int(),
    max_bets_per_player: z.number().int(),
    chain: chainSchema.nullable(),
  })
  .meta({ id: 'RouletteConfig' });

const historyItemSchema = z
  .object({
    round_id: z.number().int(),
    sector: z.number().int(),
    color,
    multiplier: z.number(),
    hash: z.string(),
    recovered: z.boolean(),
    settled_at: z.string(),
    bets: z.number().int(),
    wagered: z.record(z.string(), z.number()),
  })
  .meta({ id: 'RouletteRound' });

const ownBetSchema = z
  .object({
    id: z.number().int(),
    round_id: z.number().int(),
    demo: z.boolean(),
    state: z.enum(['open', 'won', 'lost']),
    color,
    currency: z.string(),
    amount: z.number(),
    payout: z.number(),
    profit: z.number(),
    sector: z.number().int().nullable(),
    result_color: color.nullable(),
    hash: z.string().nullable(),
    created_at: z.string(),
    settled_at: z.string().nullable(),
  })
  .meta({ id: 'RouletteBet' });

/** Roulette's REST routes (docs/realtime.md): the wheel, limits and chain; the settled rounds; the caller's own bets. */
export function rouletteRoutes(db: Db, config: RouletteConfig) {
  return roundGameRoutes((app) => {
    configRoute(app, db, {
      url: '/api/v2/games/roulette/config',
      summary:
        "The wheel (each sector's colour), each colour's multiplier, RTP and stake limits in the caller's currency, and the hash chain",
      reply: configSchema,
      configOf: async (currency) => ({
        currency,
        sectors: [...ROULETTE_WHEEL],
        colors: ROULETTE_COLORS.map((c) => {
          const limit = rouletteStakeLimit(c, currency);
          return {
            color: c,
            sectors: rouletteSectorsOf(c),
            multiplier: ROULETTE_PAYS_BP[c] / 10_000,
            rtp: rouletteRtpBp(c) / 10_000,
            min_amount: fromMinorUnits(limit.minMinor, currency),
            max_amount: fromMinorUnits(limit.maxMinor, currency),
          };
        }),
        betting_ms: config.bettingMs,
        spinning_ms: config.spinningMs,
        max_bets_per_player: config.maxBetsPerPlayerPerRound,
        chain: await chainSummary(db, 'roulette', SETTLED),
      }),
    });

    historyRoute(app, {
      url: '/api/v2/games/roulette/history',
      summary: 'The last settled roulette rounds, newest first: sector, colour, hash (to verify), real-money bets and stakes',
      query: z.object({ limit: historyLimitSchema }),
      item: historyItemSchema,
      list: (query) => listRoundHistory(db, query.limit),
    });

    ownBetsRoute(app, db, {
      url: '/api/v2/games/roulette/bets/my',
      summary: 'My roulette bets (a demo session: its demo bets), newest first',
      item: ownBetSchema,
      list: listOwnRouletteBets,
    });
  });
}
