import { HILO_MAX_MULTIPLIER_BP } from './hilo';

/**
 * The most one bet can pay, as a multiple of its stake in basis points, per game: what the api can check a payout
 * against and what the property tests hold every input to. Cases pay at most their dearest item (per case); crash
 * multipliers are uncapped here (the crash game caps its payouts).
 */
export const MAX_MULTIPLIER_BP = {
  /** A 0.01 % chance: 9900x. */
  dice: 99_000_000,
  /** 1000x, the top of the high-risk tables. */
  keno: 10_000_000,
  /** Every safe tile with 12 or 13 mines: 0.99 x C(25, 12) = 5 148 297x. */
  miner: 51_482_970_000,
  /** The running multiplier's cap. */
  hilo: HILO_MAX_MULTIPLIER_BP,
  /** 20 correct calls: 1.98^20, rounded down at each flip = 857 622.3808x. */
  coinflip: 8_576_223_808,
} as const;
