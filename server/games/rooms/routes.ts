import { z } from 'zod';
import { ROOMS } from '@/lib/bet-limits';
import { ROOMS_COMMISSION_BP, roomStakeLimit } from '@/lib/fairness/rooms';
import { fromMinorUnits } from '@/lib/money';
import type { Db } from '../../db/db';
import {
  configRoute,
  currencyQuerySchema,
  historyLimitSchema,
  historyRoute,
  ownBetsRoute,
  publicUserSchema,
  roundGameRoutes,
} from '../round-kit/routes';
import type { RoomsConfig } from './config';
import { listOwnRoomBets, listRoomHistory } from './history';

const room = z.enum(ROOMS, { message: `invalid_room: One of ${ROOMS.join(', ')}.` });

const configSchema = z
  .object({
    currency: z.string(),
    commission: z.number(),
    window_ms: z.number().int(),
    max_players: z.number().int(),
    max_bets_per_player: z.number().int(),
    rooms: z.array(z.object({ room, min_amount: z.number(), max_amount: z.number() })),
  })
  .meta({ id: 'RoomsConfig' });

const historyItemSchema = z
  .object({
    round_id: z.number().int(),
    room,
    currency: z.string(),
    pot: z.number(),
    commission: z.number(),
    payout: z.number(),
    players: z.number().int(),
    ticket: z.number().int().nullable(),
    winner: z.object({ bet_id: z.number().int(), user: publicUserSchema }).nullable(),
    refunded: z.boolean(),
    recovered: z.boolean(),
    hash_commit: z.string(),
    seed: z.string(),
    ended_at: z.string(),
  })
  .meta({ id: 'RoomRound' });

const ownBetSchema = z
  .object({
    id: z.number().int(),
    round_id: z.number().int(),
    room,
    demo: z.boolean(),
    state: z.enum(['open', 'won', 'lost', 'refunded']),
    currency: z.string(),
    amount: z.number(),
    payout: z.number(),
    profit: z.number(),
    hash_commit: z.string(),
    seed: z.string().nullable(),
    created_at: z.string(),
    settled_at: z.string().nullable(),
  })
  .meta({ id: 'RoomBet' });

/** The rooms' REST routes (docs/realtime.md): commission and limits; the drawn rounds; the caller's own stakes. */
export function roomsRoutes(db: Db, config: RoomsConfig) {
  return roundGameRoutes((app) => {
    configRoute(app, db, {
      url: '/api/v2/games/rooms/config',
      summary: "The rooms' commission, window, limits and each room's stakes in the caller's currency",
      reply: configSchema,
      configOf: (currency) => ({
        currency,
        commission: ROOMS_COMMISSION_BP / 10_000,
        window_ms: config.windowMs,
        max_players: config.maxPlayersPerRound,
        max_bets_per_player: config.maxBetsPerPlayerPerRound,
        rooms: ROOMS.map((r) => {
          const limit = roomStakeLimit(r, currency);
          return { room: r, min_amount: fromMinorUnits(limit.minMinor, currency), max_amount: fromMinorUnits(limit.maxMinor, currency) };
        }),
      }),
    });

    historyRoute(app, {
      url: '/api/v2/games/rooms/history',
      summary: 'The last drawn rounds with real stakes, newest first: pot, commission, winner, ticket, seed (to verify)',
      query: z.object({ room: room.optional(), currency: currencyQuerySchema, limit: historyLimitSchema }),
      item: historyItemSchema,
      list: (query) => listRoomHistory(db, query),
    });

    ownBetsRoute(app, db, {
      url: '/api/v2/games/rooms/bets/my',
      summary: 'My room stakes (a demo session: its demo stakes), newest first',
      item: ownBetSchema,
      list: listOwnRoomBets,
    });
  });
}
