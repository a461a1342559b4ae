import type { Currency } from '@/lib/currencies';

/** A settled bet worth showing in the lobby's "Recent big wins" strip. */
export interface BigWin {
  id: string;
  /** The game's lobby id (crash, dice, ...) or a slot's catalogue slug. */
  game: string;
  gameName: string;
  /** The player's public nickname, already masked by the api. */
  player: string;
  amountMinor: number;
  currency: Currency;
}

/**
 * The recent big wins. No game settles real bets yet, so there are none: the realtime issue replaces this
 * with the api's feed. Never fill it with invented wins; an empty list hides the strip.
 */
export async function listRecentBigWins(): Promise<readonly BigWin[]> {
  return [];
}
