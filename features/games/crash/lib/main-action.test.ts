import { describe, expect, it } from 'vitest';
import type { CrashBet } from './crash-wire';
import { mainActionOf, myBetStateOf } from './main-action';

const bet = (over: Partial<CrashBet> = {}): CrashBet => ({
  id: '1',
  userName: 'Ann',
  hidden: false,
  amountMinor: 1_000,
  currency: 'RUB',
  autoCashoutCenti: null,
  cashedOutCenti: null,
  payoutMinor: null,
  demo: false,
  ...over,
});

describe('the bet panel button', () => {
  it('bets in the betting phase and keeps the order for the next round otherwise', () => {
    expect(mainActionOf('betting', null, false)).toBe('bet');
    expect(mainActionOf('running', null, false)).toBe('betNext');
    expect(mainActionOf('crashed', null, false)).toBe('betNext');
    expect(mainActionOf(null, null, false)).toBe('betNext');
    expect(mainActionOf('running', null, true)).toBe('cancelNext');
  });

  it('cancels a placed bet before the start and cashes out while it runs, once', () => {
    expect(mainActionOf('betting', bet(), false)).toBe('cancel');
    expect(mainActionOf('running', bet(), false)).toBe('cashout');
    expect(mainActionOf('running', bet({ cashedOutCenti: 150, payoutMinor: 1_500 }), false)).toBe('betNext');
    expect(mainActionOf('crashed', bet(), false)).toBe('betNext');
  });

  it('says where the bet stands', () => {
    expect(myBetStateOf('betting', null, false)).toBe('none');
    expect(myBetStateOf('running', null, true)).toBe('queued');
    expect(myBetStateOf('betting', bet(), false)).toBe('placed');
    expect(myBetStateOf('running', bet(), false)).toBe('inPlay');
    expect(myBetStateOf('crashed', bet(), false)).toBe('lost');
    expect(myBetStateOf('crashed', bet({ cashedOutCenti: 120 }), false)).toBe('won');
  });
});
