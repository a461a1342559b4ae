import { CURRENCIES, type Currency } from '@/lib/currencies';

/** The rooms' settings (docs/realtime.md); createRoomsGame takes any part of them. */
export type RoomsConfig = {
  /** The window the first stake of a round opens; at its end the round is drawn. */
  windowMs: number;
  /** How long a drawn round is shown before the instance's next round opens. */
  drawnMs: number;
  /** The loop looks at its rooms at least this often (a first stake's window is never shorter). */
  tickMs: number;
  /** Players with a stake in one round (real and demo together); beyond it 409 round_full. */
  maxPlayersPerRound: number;
  /** Stakes one player may add to one round; beyond it 409 too_many_bets. */
  maxBetsPerPlayerPerRound: number;
  /** The currencies with rooms: an instance per room and currency (the pot is in one currency). */
  currencies: readonly Currency[];
  /** Countries (ISO codes, as the REST region gate's RESTRICTED_COUNTRIES) whose callers are refused with 451. */
  restrictedCountries: readonly string[];
};

export const DEFAULT_ROOMS_CONFIG: RoomsConfig = {
  windowMs: 30_000,
  drawnMs: 6_000,
  tickMs: 1_000,
  maxPlayersPerRound: 100,
  maxBetsPerPlayerPerRound: 10,
  currencies: CURRENCIES,
  restrictedCountries: [],
};

export function roomsConfig(overrides: Partial<RoomsConfig> = {}): RoomsConfig {
  const config = { ...DEFAULT_ROOMS_CONFIG, ...overrides };
  for (const key of ['windowMs', 'drawnMs', 'tickMs', 'maxPlayersPerRound', 'maxBetsPerPlayerPerRound'] as const) {
    if (!Number.isSafeInteger(config[key]) || config[key] < 1) throw new RangeError(`rooms config: ${key} must be a whole number from 1`);
  }
  if (config.tickMs > config.windowMs) throw new RangeError('rooms config: tickMs must not exceed windowMs');
  if (config.currencies.length === 0) throw new RangeError('rooms config: at least one currency');
  return config;
}
