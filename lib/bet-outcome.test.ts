import { describe, expect, it } from 'vitest';
import { betOutcomeOf, shownBetStateOf } from './bet-outcome';

describe('betOutcomeOf', () => {
  it('calls a payout above the stake a win, the stake itself a push and anything less a loss', () => {
    expect(betOutcomeOf(10_000, 19_800)).toBe('won');
    expect(betOutcomeOf(10_000, 10_000)).toBe('push');
    expect(betOutcomeOf(10_000, 3_000)).toBe('lost');
    expect(betOutcomeOf(10_000, 0)).toBe('lost');
  });

  it('reads a bet the api marked won by what it paid, keeps an open bet open and a refunded one refunded when asked', () => {
    expect(shownBetStateOf({ state: 'won', amountMinor: 10_000, payoutMinor: 3_000 })).toBe('lost');
    expect(shownBetStateOf({ state: 'won', amountMinor: 10_000, payoutMinor: 10_000 })).toBe('push');
    expect(shownBetStateOf({ state: 'open', amountMinor: 10_000, payoutMinor: 0 })).toBe('open');
    expect(shownBetStateOf({ state: 'refunded', amountMinor: 10_000, payoutMinor: 10_000 }, ['refunded'])).toBe('refunded');
    expect(shownBetStateOf({ state: 'refunded', amountMinor: 10_000, payoutMinor: 10_000 })).toBe('push');
  });
});
