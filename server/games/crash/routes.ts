import { z } from 'zod';
import type { Db } from '../../db/db';
import {
  historyLimitSchema,
  historyRoute,
  ownBetsRoute,
  publicErrors,
  roundGameRoutes,
  chainSchema as roundChainSchema,
  tags,
} from '../round-kit/routes';
import { crashErrors } from './errors';
import { crashChainSummary, listOwnCrashBets, listRoundHistory } from './history';

const chainSchema = roundChainSchema.meta({ id: 'CrashChain' });

const historyItemSchema = z
  .object({
    round_id: z.number().int(),
    crash: z.number(),
    hash: z.string(),
    aborted: z.boolean(),
    started_at: z.string().nullable(),
    bets: z.number().int(),
    wagered: z.record(z.string(), z.number()),
  })
  .meta({ id: 'CrashRound' });

const ownBetSchema = z
  .object({
    id: z.number().int(),
    round_id: z.number().int(),
    demo: z.boolean(),
    state: z.enum(['open', 'cashed_out', 'lost', 'cancelled', 'refunded']),
    currency: z.string(),
    amount: z.number(),
    auto_cashout: z.number().nullable(),
    cashed_out_at: z.number().nullable(),
    payout: z.number(),
    profit: z.number(),
    crash: z.number().nullable(),
    hash: z.string().nullable(),
    created_at: z.string(),
    settled_at: z.string().nullable(),
  })
  .meta({ id: 'CrashBet' });

/** Crash's REST routes (docs/realtime.md): the chain's commitment, the ended rounds, the caller's own bets. */
export function crashRoutes(db: Db) {
  return roundGameRoutes((app) => {
    app.get(
      '/api/v2/games/crash/chain',
      {
        schema: {
          tags,
          summary: "Crash's hash chain: the terminal hash and salt committed before its first round",
          response: { 200: chainSchema, ...publicErrors },
        },
      },
      async () => {
        const chain = await crashChainSummary(db);
        if (!chain) throw crashErrors.noChain();
        return chain;
      },
    );

    historyRoute(app, {
      url: '/api/v2/games/crash/history',
      summary: 'The last ended crash rounds, newest first: crash point, hash (to verify), real-money bets and stakes',
      query: z.object({ limit: historyLimitSchema }),
      item: historyItemSchema,
      list: (query) => listRoundHistory(db, query.limit),
    });

    ownBetsRoute(app, db, {
      url: '/api/v2/games/crash/bets/my',
      summary: 'My crash bets (a demo session: its demo bets), newest first',
      item: ownBetSchema,
      list: listOwnCrashBets,
    });
  });
}
