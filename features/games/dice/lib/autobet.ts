import { betOutcomeOf } from '@/lib/bet-outcome';
import type { BetLimit } from '@/lib/bet-limits';

/** After a win or a loss the next stake goes back to the base stake, or grows by a percentage of the last one. */
export interface StakeChange {
  mode: 'reset' | 'increase';
  /** 0 to 1000 % (100 % doubles the stake: a martingale). */
  percent: number;
}

export interface AutobetConfig {
  baseStakeMinor: number;
  /** 0 runs until a stop rule or the player stops it. */
  bets: number;
  /** Stop once the session's net profit reaches this (0: no such rule). */
  stopOnProfitMinor: number;
  /** Stop once the session's net loss reaches this (0: no such rule). */
  stopOnLossMinor: number;
  onWin: StakeChange;
  onLoss: StakeChange;
}

export interface AutobetState {
  betsDone: number;
  /** Payouts minus stakes over the session, in minor units. */
  profitMinor: number;
  nextStakeMinor: number;
}

export type AutobetStop = 'count' | 'profit' | 'loss' | 'limit' | 'balance';

export const AUTOBET_MAX_PERCENT = 1000;
/** The most bets one run may ask for (0 is "until stopped"). */
export const AUTOBET_MAX_BETS = 10_000;

export function startAutobet(config: AutobetConfig): AutobetState {
  return { betsDone: 0, profitMinor: 0, nextStakeMinor: config.baseStakeMinor };
}

function nextStake(change: StakeChange, lastStakeMinor: number, baseStakeMinor: number): number {
  if (change.mode === 'reset') return baseStakeMinor;
  return Math.round(lastStakeMinor * (1 + change.percent / 100));
}

/**
 * Records one settled bet and says whether to stop before the next one: the stop rules are checked after every
 * bet, on the session's net result, and a next stake outside the game's limits or the balance stops the run too
 * (rather than silently betting a different amount).
 */
export function recordAutobet(
  config: AutobetConfig,
  state: AutobetState,
  bet: { stakeMinor: number; payoutMinor: number },
  limit: BetLimit,
  balanceMinor: number | null,
): { state: AutobetState; stop: AutobetStop | null } {
  const won = betOutcomeOf(bet.stakeMinor, bet.payoutMinor) === 'won';
  const next: AutobetState = {
    betsDone: state.betsDone + 1,
    profitMinor: state.profitMinor + bet.payoutMinor - bet.stakeMinor,
    nextStakeMinor: nextStake(won ? config.onWin : config.onLoss, bet.stakeMinor, config.baseStakeMinor),
  };
  return { state: next, stop: describeAutobetStop(config, next, limit, balanceMinor) };
}

export function describeAutobetStop(
  config: AutobetConfig,
  state: AutobetState,
  limit: BetLimit,
  balanceMinor: number | null,
): AutobetStop | null {
  if (config.bets > 0 && state.betsDone >= config.bets) return 'count';
  if (config.stopOnProfitMinor > 0 && state.profitMinor >= config.stopOnProfitMinor) return 'profit';
  if (config.stopOnLossMinor > 0 && -state.profitMinor >= config.stopOnLossMinor) return 'loss';
  if (state.nextStakeMinor < limit.minMinor || state.nextStakeMinor > limit.maxMinor) return 'limit';
  if (balanceMinor !== null && state.nextStakeMinor > balanceMinor) return 'balance';
  return null;
}

export function isAutobetConfig(config: AutobetConfig): boolean {
  const percentOk = (change: StakeChange) =>
    change.mode === 'reset' || (Number.isFinite(change.percent) && change.percent >= 0 && change.percent <= AUTOBET_MAX_PERCENT);
  return (
    Number.isSafeInteger(config.bets) &&
    config.bets >= 0 &&
    config.bets <= AUTOBET_MAX_BETS &&
    Number.isSafeInteger(config.stopOnProfitMinor) &&
    config.stopOnProfitMinor >= 0 &&
    Number.isSafeInteger(config.stopOnLossMinor) &&
    config.stopOnLossMinor >= 0 &&
    percentOk(config.onWin) &&
    percentOk(config.onLoss)
  );
}
