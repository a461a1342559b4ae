/** Roulette's settings (docs/realtime.md); createRouletteGame takes any part of them. */
export type RouletteConfig = {
  bettingMs: number;
  /** The wheel turns this long after the bets close; the result is public from its start. */
  spinningMs: number;
  /** How long the result is shown before the next betting phase. */
  settledMs: number;
  /** Rounds of a new hash chain; when a chain runs out the next one is made (as crash's). */
  chainLength: number;
  /** The public salt of new chains (an existing chain keeps its own). */
  salt: string;
  /** Players with a bet in one round (real and demo together); beyond it 409 round_full. */
  maxPlayersPerRound: number;
  /** Bets a player may place in one round, one per colour at most. */
  maxBetsPerPlayerPerRound: number;
  /** Countries (ISO codes, as the REST region gate's RESTRICTED_COUNTRIES) whose callers are refused with 451. */
  restrictedCountries: readonly string[];
};

export const DEFAULT_ROULETTE_SALT = 'casino-roulette-public-salt-v1';

export const DEFAULT_ROULETTE_CONFIG: RouletteConfig = {
  bettingMs: 15_000,
  spinningMs: 6_000,
  settledMs: 4_000,
  chainLength: 10_000,
  salt: DEFAULT_ROULETTE_SALT,
  maxPlayersPerRound: 2_000,
  maxBetsPerPlayerPerRound: 4,
  restrictedCountries: [],
};

export function rouletteConfig(overrides: Partial<RouletteConfig> = {}): RouletteConfig {
  const config = { ...DEFAULT_ROULETTE_CONFIG, ...overrides };
  for (const key of ['bettingMs', 'spinningMs', 'settledMs', 'chainLength', 'maxPlayersPerRound', 'maxBetsPerPlayerPerRound'] as const) {
    if (!Number.isSafeInteger(config[key]) || config[key] < 1)
      throw new RangeError(`roulette config: ${key} must be a whole number from 1`);
  }
  if (config.salt.length < 1 || config.salt.length > 200) throw new RangeError('roulette config: the salt is 1 to 200 characters');
  return config;
}
