import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gamesGet, type PlayAs } from './games-api';
import { betSchema, type GameBet } from './schemas';
import { gamesKeys, type KeyMode } from './query-keys';

export const myBetsReplySchema = z.looseObject({ data: z.array(betSchema) });

/** GET /bets?game=: the player's own bets (a demo session's demo bets), newest first. */
export async function getMyBets(game: string, as: PlayAs): Promise<GameBet[]> {
  return myBetsReplySchema.parse(await gamesGet('/bets', as, { params: { game, page: 1, per_page: 20 } })).data;
}

export function useMyBets(game: string, mode: KeyMode, as: PlayAs, enabled: boolean) {
  return useQuery({ queryKey: gamesKeys.myBets(mode, game), queryFn: () => getMyBets(game, as), enabled: enabled && mode !== null });
}
