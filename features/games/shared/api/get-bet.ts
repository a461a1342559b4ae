import { useQuery } from '@tanstack/react-query';
import { gamesGet, type PlayAs } from './games-api';
import { betSchema, type GameBet } from './schemas';
import { gamesKeys, type KeyMode } from './query-keys';

/** GET /bets/{id}: one of the player's bets, fresh (its server seed appears once the pair is rotated). */
export async function getBet(id: string, as: PlayAs): Promise<GameBet> {
  return betSchema.parse(await gamesGet(`/bets/${encodeURIComponent(id)}`, as));
}

export function useBet(id: string | null, mode: KeyMode, as: PlayAs) {
  return useQuery({ queryKey: gamesKeys.bet(mode, id), queryFn: () => getBet(id!, as), enabled: id !== null && mode !== null });
}
