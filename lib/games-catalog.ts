/** The in-house games and their routes (spec section 2), in lobby order. */
export const IN_HOUSE_GAMES = ['crash', 'dice', 'coinflip', 'roulette', 'hilo', 'keno', 'cases', 'rooms'] as const;
export type InHouseGame = (typeof IN_HOUSE_GAMES)[number];

export function gamePath(game: InHouseGame): string {
  return `/games/${game}`;
}
