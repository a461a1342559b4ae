import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Room } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { gamesGet } from '../../shared/api/games-api';

const entrySchema = z.looseObject({
  round_id: z.union([z.string(), z.number()]).transform(String),
  ticket: z.number().int().nullish(),
  hash_commit: z.string().nullish(),
  seed: z.string().nullish(),
});

export const roomsHistorySchema = z.looseObject({ data: z.array(entrySchema) });
export type RoomsHistoryRow = z.infer<typeof entrySchema>;

/** GET /rooms/history?room&currency: the instance's ended rounds, newest first, with their commitments and tickets. */
export async function getRoomsHistory(room: Room, currency: Currency): Promise<RoomsHistoryRow[]> {
  return roomsHistorySchema.parse(await gamesGet('/rooms/history', { demoToken: null }, { params: { room, currency, limit: 20 } })).data;
}

/** Asked only when a check needs what the socket's history leaves out (a round this page did not watch). */
export function useRoomsHistory(room: Room, currency: Currency, enabled: boolean) {
  return useQuery({
    queryKey: ['games', 'rooms', 'history', room, currency],
    queryFn: () => getRoomsHistory(room, currency),
    enabled,
    staleTime: 30_000,
  });
}
