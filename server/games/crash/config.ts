/** The crash game's settings (docs/realtime.md); createCrashGame takes any part of them. */
export type CrashConfig = {
  bettingMs: number;
  /** How long the crash is shown before the next betting phase. */
  crashedMs: number;
  tickMs: number;
  /**
   * How long a stopped engine plays a running round on towards its crash before leaving it to the next leader's
   * recovery (acknowledged cash-outs stay paid, open bets are refunded): keeps a shutdown within its time limit.
   */
  stopGraceMs: number;
  /** Rounds of a new hash chain; when a chain runs out the next one is made (docs/decisions.md). */
  chainLength: number;
  /** The public salt of new chains' crash points (an existing chain keeps its own). */
  salt: string;
  /** Players with a bet in one round (real and demo together); beyond it 409 round_full. */
  maxPlayersPerRound: number;
  /** Bets a player may place in one round, cancelled ones included (one is live at a time). */
  maxBetsPerPlayerPerRound: number;
  /** Open bets cash out by themselves here (hundredths): 1 000 000x, the largest auto cash-out. */
  maxMultiplierCenti: number;
  /** Countries (ISO codes, as the REST region gate's RESTRICTED_COUNTRIES) whose callers are refused with 451. */
  restrictedCountries: readonly string[];
};

/** The default salt: public, published with every chain by GET /api/v2/games/crash/chain. */
export const DEFAULT_CRASH_SALT = 'casino-crash-public-salt-v1';

export const DEFAULT_CRASH_CONFIG: CrashConfig = {
  bettingMs: 7_000,
  crashedMs: 3_000,
  tickMs: 100,
  stopGraceMs: 3_000,
  chainLength: 10_000,
  salt: DEFAULT_CRASH_SALT,
  maxPlayersPerRound: 2_000,
  maxBetsPerPlayerPerRound: 3,
  maxMultiplierCenti: 100_000_000,
  restrictedCountries: [],
};

export function crashConfig(overrides: Partial<CrashConfig> = {}): CrashConfig {
  const config = { ...DEFAULT_CRASH_CONFIG, ...overrides };
  for (const key of [
    'bettingMs',
    'crashedMs',
    'tickMs',
    'stopGraceMs',
    'chainLength',
    'maxPlayersPerRound',
    'maxBetsPerPlayerPerRound',
    'maxMultiplierCenti',
  ] as const) {
    if (!Number.isSafeInteger(config[key]) || config[key] < 1) throw new RangeError(`crash config: ${key} must be a whole number from 1`);
  }
  if (config.maxMultiplierCenti < 101) throw new RangeError('crash config: maxMultiplierCenti must be above 100');
  if (config.salt.length < 1 || config.salt.length > 200) throw new RangeError('crash config: the salt is 1 to 200 characters');
  return config;
}
