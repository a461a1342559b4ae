/** The in-house games that have a route (spec section 2, and /games/miner since issue 10), in lobby order. */
export const IN_HOUSE_GAMES = ['crash', 'dice', 'coinflip', 'roulette', 'hilo', 'keno', 'cases', 'rooms', 'miner'] as const;
export type InHouseGame = (typeof IN_HOUSE_GAMES)[number];

/** In-house games the spec names as a service but gives no route yet: shown in the lobby as coming soon, never linked. */
export const UPCOMING_GAMES = [] as const;
export type UpcomingGame = (typeof UPCOMING_GAMES)[number];

export const LOBBY_GAMES = [...IN_HOUSE_GAMES, ...UPCOMING_GAMES] as const;
/** An in-house or upcoming game (read off the list: a union with an empty upcoming list's `never` is redundant). */
export type LobbyGame = (typeof LOBBY_GAMES)[number];

/**
 * Each in-house game's return to player in basis points (9900 = 99 %), the one place it is declared.
 * The engines must pay exactly these rules, and their simulations check against these numbers:
 * - crash: bustabit v2 crash point max(1, floor(99 / (1 - X)) / 100), a 1 % edge;
 * - dice: payout = 99 / win chance (in %), over 10 001 rolls 0.00-100.00 (so 98.99 % exactly);
 * - coinflip: a correct call pays 1.98x at a 50 % chance; a series pays 1.98^k (the edge on every flip);
 * - roulette: 50 sectors, grey 25 x 1.98, red 15 x 3.3, blue 9 x 5.5, gold 1 x 49.5 (every colour returns 99 %;
 *   the wheel is lib/fairness/roulette.ts);
 * - hilo: each step pays 0.99 / chance of the guess, steps multiply (the edge on every guess);
 * - keno: every published paytable (lib/fairness/keno-paytables.ts) returns 98.9-99 %;
 * - cases: each case's prizes, weighted by their chances, are worth 95 % of its price;
 * - rooms: the winner takes the pot less a 5 % commission (lib/fairness/rooms.ts);
 * - miner: k safe cells revealed with n mines pay 0.99 x C(25, k) / C(25 - n, k) (the edge once per game).
 * lib/fairness computes every multiplier from these numbers; bench/rtp.ts measures them.
 */
export const GAME_RTP_BP: Readonly<Record<LobbyGame, number>> = {
  crash: 9900,
  dice: 9900,
  coinflip: 9900,
  roulette: 9900,
  hilo: 9900,
  keno: 9900,
  cases: 9500,
  rooms: 9500,
  miner: 9900,
};

export function getHouseEdgeBp(game: LobbyGame): number {
  return 10_000 - GAME_RTP_BP[game];
}

export function isInHouseGame(game: string): game is InHouseGame {
  return (IN_HOUSE_GAMES as readonly string[]).includes(game);
}

export function gamePath(game: InHouseGame): string {
  return `/games/${game}`;
}
