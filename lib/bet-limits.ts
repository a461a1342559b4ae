import { toMinorUnits } from './money';
import type { Currency } from './currencies';

export const GAMES = ['crash', 'miner', 'coinflip', 'keno', 'hilo', 'roulette', 'dice', 'wheel'] as const;
export type Game = (typeof GAMES)[number];
export const ROOMS = ['red', 'yellow', 'purple'] as const;
export type Room = (typeof ROOMS)[number];

export interface BetLimit {
  minMinor: number;
  maxMinor: number;
}

export interface CurrencyLimits {
  games: Record<Game, BetLimit>;
  minPayoutMinor: number;
  /** The fixed stake of each betting room, where the spec gives one. */
  roomStakesMinor: Partial<Record<Room, number>>;
}

type Major = number;
interface GroupSpec {
  crash: [Major, Major];
  miner: [Major, Major];
  /** coinflip; keno, hilo and dice share it where the spec names no limit of their own */
  coinflip: [Major, Major];
  roulette: [Major, Major];
  wheel: [Major, Major];
  minPayout: Major;
  rooms?: Partial<Record<Room, Major>>;
}

/**
 * Spec section 9, literally. Where the spec gives only a maximum (roulette, wheel) the minimum is the
 * currency's smallest coinflip stake; games the spec does not list for a currency share its coinflip range.
 */
const SPEC: Record<'RUB' | 'USD' | 'KZT' | 'INR', GroupSpec> = {
  RUB: {
    crash: [1, 50000],
    miner: [1, 1000],
    coinflip: [1, 10000],
    roulette: [1, 10000],
    wheel: [1, 1],
    minPayout: 100,
    rooms: { red: 1, yellow: 10, purple: 50 },
  },
  USD: { crash: [0.01, 500], miner: [0.01, 10], coinflip: [0.01, 100], roulette: [0.01, 0.1], wheel: [0.01, 100], minPayout: 1 },
  KZT: { crash: [5, 250000], miner: [5, 5000], coinflip: [5, 50000], roulette: [5, 5], wheel: [5, 5], minPayout: 500 },
  INR: { crash: [1, 50000], miner: [1, 1000], coinflip: [1, 10000], roulette: [1, 1], wheel: [1, 10000], minPayout: 100 },
};

const GROUP_OF: Record<Currency, keyof typeof SPEC> = {
  RUB: 'RUB',
  USD: 'USD',
  EUR: 'USD',
  KZT: 'KZT',
  TRY: 'KZT',
  AZN: 'KZT',
  UZS: 'KZT',
  KGS: 'KZT',
  INR: 'INR',
};

function buildLimits(currency: Currency): CurrencyLimits {
  const spec = SPEC[GROUP_OF[currency]];
  const range = ([min, max]: [Major, Major]): BetLimit => ({
    minMinor: toMinorUnits(min, currency),
    maxMinor: toMinorUnits(max, currency),
  });
  const shared = range(spec.coinflip);
  const roomStakesMinor: Partial<Record<Room, number>> = {};
  for (const [room, stake] of Object.entries(spec.rooms ?? {})) {
    roomStakesMinor[room as Room] = toMinorUnits(stake, currency);
  }
  return {
    games: {
      crash: range(spec.crash),
      miner: range(spec.miner),
      coinflip: shared,
      keno: shared,
      hilo: shared,
      dice: shared,
      roulette: range(spec.roulette),
      wheel: range(spec.wheel),
    },
    minPayoutMinor: toMinorUnits(spec.minPayout, currency),
    roomStakesMinor,
  };
}

const CACHE = new Map<Currency, CurrencyLimits>();

export function getCurrencyLimits(currency: Currency): CurrencyLimits {
  let limits = CACHE.get(currency);
  if (!limits) {
    limits = buildLimits(currency);
    CACHE.set(currency, limits);
  }
  return limits;
}

export function getBetLimit(currency: Currency, game: Game): BetLimit {
  return getCurrencyLimits(currency).games[game];
}

export function isBetWithinLimits(currency: Currency, game: Game, amountMinor: number): boolean {
  const { minMinor, maxMinor } = getBetLimit(currency, game);
  return Number.isSafeInteger(amountMinor) && amountMinor >= minMinor && amountMinor <= maxMinor;
}
