import type { GameId } from './identity';

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
 * - mines: k safe cells revealed with n mines pay 0.99 x C(25, k) / C(25 - n, k) (the edge once per game).
 * lib/fairness computes every multiplier from these numbers; bench/rtp.ts measures them.
 */
export const GAME_RTP_BP = {
  crash: 9900,
  dice: 9900,
  coinflip: 9900,
  roulette: 9900,
  hilo: 9900,
  keno: 9900,
  cases: 9500,
  rooms: 9500,
  mines: 9900,
} as const satisfies Readonly<Record<GameId, number>>;
