import { betOutcomeOf } from '@/lib/bet-outcome';
import { isCurrency, type Currency } from '@/lib/currencies';
import type { LobbyGame } from '@/lib/games-catalog';
import { slugOfGameId } from '@/lib/games/identity';
import { toMinorUnits } from '@/lib/money';

/** A settled real-money win worth showing in the lobby's "Recent big wins" strip (the api's `big_wins` feed). */
export interface BigWin {
  id: string;
  /** The game's lobby id (dice, miner, cases, ...). */
  game: LobbyGame;
  /** The player's public name; null when they hide their statistics (the api sends no user then). */
  player: string | null;
  /** What the bet paid, in minor units. */
  payoutMinor: number;
  multiplierBp: number;
  currency: Currency;
}

/** How many wins the strip shows, the first load and the live ones together. */
export const BIG_WINS_LIMIT = 12;

/** The public big-wins feed of the games api (docs/games-api.md, "Bets and feeds"), its first page and its stream. */
export const BIG_WINS_FEED_PATH = `/api/v2/games/feed?game=all&kind=big_wins&limit=${BIG_WINS_LIMIT}`;
export const BIG_WINS_STREAM_PATH = '/api/v2/games/feed/stream?game=all&kind=big_wins';

/**
 * One FeedItem of the api as a big win, or null for anything the contract does not describe (or a loss, or a game
 * the lobby has no page for): such a row is skipped, never shown half-read. Hand-written so the browser's strip,
 * which parses the live stream, ships no schema library.
 */
export function toBigWin(value: unknown): BigWin | null {
  if (!isRecord(value)) return null;
  const { game, user, currency, payout, multiplier_bp: multiplierBp, win } = value;
  // `key` (<game>:<id>) names a bet among every game's; each game numbers its own (an older api sends only those).
  const id = typeof value.key === 'string' && value.key !== '' ? value.key : value.id;
  if (win !== true || (typeof id !== 'string' && typeof id !== 'number') || typeof game !== 'string') return null;
  const lobbyGame = slugOfGameId(game);
  if (!lobbyGame || !isCurrency(currency) || typeof payout !== 'number' || !Number.isSafeInteger(multiplierBp)) return null;
  if (user !== null && user !== undefined && !isRecord(user)) return null;
  const name = isRecord(user) && typeof user.name === 'string' && user.name.trim() !== '' ? user.name : null;
  try {
    const payoutMinor = toMinorUnits(payout, currency);
    // The api's `win` says only that something was paid: a payout under the stake is a loss, never a big win.
    if (typeof value.amount === 'number' && betOutcomeOf(toMinorUnits(value.amount, currency), payoutMinor) !== 'won') return null;
    return { id: String(id), game: lobbyGame, player: name, payoutMinor, multiplierBp: multiplierBp as number, currency };
  } catch {
    return null;
  }
}

/** Puts a streamed win on top (once, however often it arrives) and keeps the strip short. */
export function addBigWin(list: readonly BigWin[], win: BigWin): BigWin[] {
  return [win, ...list.filter((entry) => entry.id !== win.id)].slice(0, BIG_WINS_LIMIT);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
