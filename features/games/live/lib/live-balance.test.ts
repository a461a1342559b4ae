import { describe, expect, it } from 'vitest';
import { liveBalanceOf } from './live-balance';

describe('a balance from a live game socket', () => {
  it('keeps the bonus the player had when only the real balance comes', () => {
    expect(liveBalanceOf(90.5, false, 'RUB', 10)).toMatchObject({
      demo: false,
      balanceMinor: 9_050,
      bonusMinor: 1_000,
      wire: { balance: 90.5, bonus_balance: 10, total_balance: 100.5 },
    });
  });

  it('takes a whole balance object as it is, and play money without a bonus', () => {
    expect(liveBalanceOf({ balance: 5, bonus_balance: 1, total_balance: 6, currency: 'RUB' }, false, 'RUB', 99)).toMatchObject({
      wire: { total_balance: 6 },
    });
    expect(liveBalanceOf('999.99', true, 'RUB', 5)).toMatchObject({ demo: true, balanceMinor: 99_999, bonusMinor: 0 });
  });

  it('is null for what is no amount', () => {
    expect(liveBalanceOf('lots', false, 'RUB', 0)).toBeNull();
    expect(liveBalanceOf(undefined, true, 'RUB', 0)).toBeNull();
  });
});
