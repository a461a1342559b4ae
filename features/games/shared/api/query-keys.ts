/** The games' query keys; play money and real money never share a cache entry. */
export type KeyMode = 'demo' | 'real' | null;

export const gamesKeys = {
  myBets: (mode: KeyMode, game: string) => ['games', 'my-bets', mode, game] as const,
  bet: (mode: KeyMode, id: string | null) => ['games', 'bet', mode, id] as const,
  seeds: (mode: KeyMode) => ['games', 'seeds', mode] as const,
  feed: (game: string, kind: string) => ['games', 'feed', game, kind] as const,
  active: (mode: KeyMode, game: string) => ['games', 'active', mode, game] as const,
  cases: (currency: string) => ['games', 'cases', currency] as const,
};
