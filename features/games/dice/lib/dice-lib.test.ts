import { describe, expect, it } from 'vitest';
import { getDiceChanceCenti, getDiceMultiplierBp } from '@/lib/fairness/dice';
import { recordAutobet, startAutobet, type AutobetConfig } from './autobet';
import {
  deriveDiceFields,
  flipDirection,
  formatMultiplierField,
  getDicePayoutMinor,
  getTargetRange,
  parseCenti,
  parseMultiplier,
  setChance,
  setMultiplier,
  setTarget,
} from './dice-fields';
import { formatCenti } from '@/lib/money-format';

describe('dice fields', () => {
  it('derive chance and multiplier from the target: under 50.00 is 50 % at 1.98x', () => {
    expect(deriveDiceFields({ targetCenti: 5000, direction: 'under' })).toEqual({
      targetCenti: 5000,
      direction: 'under',
      chanceCenti: 5000,
      multiplierBp: 19_800,
    });
    expect(deriveDiceFields({ targetCenti: 9000, direction: 'over' })).toMatchObject({ chanceCenti: 1000, multiplierBp: 99_000 });
  });

  it('keep the chance when over and under swap', () => {
    const over = flipDirection({ targetCenti: 4950, direction: 'under' });
    expect(over).toEqual({ targetCenti: 5050, direction: 'over' });
    expect(getDiceChanceCenti(over)).toBe(4950);
    expect(flipDirection(over)).toEqual({ targetCenti: 4950, direction: 'under' });
  });

  it('hold the chance between 0.01 % and 98 % whatever is typed', () => {
    expect(setChance({ targetCenti: 5000, direction: 'under' }, 99_00)).toEqual({ targetCenti: 9800, direction: 'under' });
    expect(setChance({ targetCenti: 5000, direction: 'over' }, 0)).toEqual({ targetCenti: 9999, direction: 'over' });
    expect(setTarget({ targetCenti: 5000, direction: 'over' }, 100)).toEqual({ targetCenti: 200, direction: 'over' });
    expect(getTargetRange('under')).toEqual({ min: 1, max: 9800 });
    expect(getTargetRange('over')).toEqual({ min: 200, max: 9999 });
  });

  it('turn a typed multiplier into the chance that pays it, and show the multiplier that chance really pays', () => {
    const bet = setMultiplier({ targetCenti: 5000, direction: 'under' }, 20_000);
    expect(bet.targetCenti).toBe(4950);
    expect(getDiceMultiplierBp(bet)).toBe(20_000);
    const odd = setMultiplier({ targetCenti: 5000, direction: 'over' }, 30_000);
    expect(getDiceChanceCenti(odd)).toBe(3300);
    expect(deriveDiceFields(odd).multiplierBp).toBe(30_000);
    // 1.0001x would need more than 98 %: held at 98 %, which pays 1.0102x.
    expect(deriveDiceFields(setMultiplier(bet, 10_001)).multiplierBp).toBe(10_102);
  });

  it('compute the payout on a win from the same multiplier the api settles with', () => {
    expect(getDicePayoutMinor(10_000, { targetCenti: 5000, direction: 'under' })).toBe(19_800);
    expect(getDicePayoutMinor(1, { targetCenti: 5000, direction: 'under' })).toBe(1);
  });

  it('parse typed fields with a dot or a comma', () => {
    expect(parseCenti('49,5')).toBe(4950);
    expect(parseCenti('49.555')).toBeNull();
    expect(parseCenti('abc')).toBeNull();
    expect(parseMultiplier('1.98')).toBe(19_800);
    expect(parseMultiplier('2x')).toBe(20_000);
    expect(parseMultiplier('1')).toBeNull();
  });

  it("show the fields in the page's locale, ungrouped, so they read back", () => {
    expect(formatCenti(4950, 'en-US')).toBe('49.50');
    expect(formatCenti(4950, 'ru-RU')).toBe('49,50');
    expect(formatCenti(4950, 'kk-KZ')).toBe('49,50');
    expect(formatMultiplierField(19_800, 'ru-RU')).toBe('1,98');
    expect(formatMultiplierField(99_000_000, 'en-US')).toBe('9900');
    expect(formatMultiplierField(99_000_000, 'ru-RU')).toBe('9900');
    expect(parseCenti(formatCenti(4950, 'ru-RU'))).toBe(4950);
    expect(parseMultiplier(formatMultiplierField(10_725, 'ru-RU'))).toBe(10_725);
  });
});

const limit = { minMinor: 100, maxMinor: 1_000_000 };
const config = (over: Partial<AutobetConfig> = {}): AutobetConfig => ({
  baseStakeMinor: 1000,
  bets: 0,
  stopOnProfitMinor: 0,
  stopOnLossMinor: 0,
  onWin: { mode: 'reset', percent: 0 },
  onLoss: { mode: 'reset', percent: 0 },
  ...over,
});

describe('autobet', () => {
  it('stops after the number of bets asked for', () => {
    const rules = config({ bets: 2 });
    let state = startAutobet(rules);
    const first = recordAutobet(rules, state, { stakeMinor: 1000, payoutMinor: 0 }, limit, null);
    expect(first.stop).toBeNull();
    state = first.state;
    expect(recordAutobet(rules, state, { stakeMinor: 1000, payoutMinor: 0 }, limit, null).stop).toBe('count');
  });

  it('stops on the net profit and on the net loss of the session, not of one bet', () => {
    const rules = config({ stopOnProfitMinor: 1500, stopOnLossMinor: 2000 });
    let state = startAutobet(rules);
    let step = recordAutobet(rules, state, { stakeMinor: 1000, payoutMinor: 1980 }, limit, null);
    expect(step).toMatchObject({ stop: null, state: { profitMinor: 980 } });
    state = step.state;
    step = recordAutobet(rules, state, { stakeMinor: 1000, payoutMinor: 1980 }, limit, null);
    expect(step).toMatchObject({ stop: 'profit', state: { profitMinor: 1960, betsDone: 2 } });

    state = startAutobet(rules);
    step = recordAutobet(rules, state, { stakeMinor: 1000, payoutMinor: 0 }, limit, null);
    expect(step.stop).toBeNull();
    step = recordAutobet(rules, step.state, { stakeMinor: 1000, payoutMinor: 0 }, limit, null);
    expect(step.stop).toBe('loss');
  });

  it('changes the stake by a percentage on a loss and resets it on a win', () => {
    const rules = config({ onLoss: { mode: 'increase', percent: 100 } });
    let step = recordAutobet(rules, startAutobet(rules), { stakeMinor: 1000, payoutMinor: 0 }, limit, null);
    expect(step.state.nextStakeMinor).toBe(2000);
    step = recordAutobet(rules, step.state, { stakeMinor: 2000, payoutMinor: 0 }, limit, null);
    expect(step.state.nextStakeMinor).toBe(4000);
    step = recordAutobet(rules, step.state, { stakeMinor: 4000, payoutMinor: 7920 }, limit, null);
    expect(step.state.nextStakeMinor).toBe(1000);
    const growOnWin = config({ onWin: { mode: 'increase', percent: 25 } });
    expect(
      recordAutobet(growOnWin, startAutobet(growOnWin), { stakeMinor: 1000, payoutMinor: 1980 }, limit, null).state.nextStakeMinor,
    ).toBe(1250);
  });

  it('stops instead of betting a stake past the limit or the balance', () => {
    const rules = config({ onLoss: { mode: 'increase', percent: 100 } });
    const small = { minMinor: 100, maxMinor: 1500 };
    expect(recordAutobet(rules, startAutobet(rules), { stakeMinor: 1000, payoutMinor: 0 }, small, null).stop).toBe('limit');
    expect(recordAutobet(rules, startAutobet(rules), { stakeMinor: 1000, payoutMinor: 0 }, limit, 1500).stop).toBe('balance');
  });

  it('counts a bet that pays back less than the stake as a loss', () => {
    const rules = config({ onLoss: { mode: 'increase', percent: 50 } });
    expect(recordAutobet(rules, startAutobet(rules), { stakeMinor: 1000, payoutMinor: 500 }, limit, null).state).toEqual({
      betsDone: 1,
      profitMinor: -500,
      nextStakeMinor: 1500,
    });
  });
});
