import { describe, expect, it } from 'vitest';
import { toBigWin } from './big-win';

const item = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  game: 'cases',
  user: null,
  currency: 'RUB',
  amount: 100,
  payout: 250,
  multiplier_bp: 25_000,
  win: true,
  ...overrides,
});

describe('toBigWin', () => {
  it('keeps a payout above the stake and drops one the api marked as a win that paid the stake or less', () => {
    expect(toBigWin(item())?.payoutMinor).toBe(25_000);
    expect(toBigWin(item({ payout: 30, multiplier_bp: 3_000 }))).toBeNull();
    expect(toBigWin(item({ payout: 100, multiplier_bp: 10_000 }))).toBeNull();
  });
});
