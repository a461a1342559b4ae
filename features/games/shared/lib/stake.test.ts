import { describe, expect, it } from 'vitest';
import { applyStakeAction, describeStakeProblem } from './stake';

const limit = { minMinor: 100, maxMinor: 1_000_000 };

describe('the stake field', () => {
  it('halves, doubles and jumps to the limits without leaving them or the balance', () => {
    expect(applyStakeAction('half', 1000, limit, null)).toBe(500);
    expect(applyStakeAction('half', 150, limit, null)).toBe(100);
    expect(applyStakeAction('half', 101, limit, null)).toBe(100);
    expect(applyStakeAction('double', 800_000, limit, null)).toBe(1_000_000);
    expect(applyStakeAction('double', 1000, limit, 1500)).toBe(1500);
    expect(applyStakeAction('min', 5000, limit, null)).toBe(100);
    expect(applyStakeAction('max', 5000, limit, 2500)).toBe(2500);
    expect(applyStakeAction('max', 5000, limit, null)).toBe(1_000_000);
    expect(applyStakeAction('double', null, limit, null)).toBe(200);
  });

  it('says why a stake cannot be bet', () => {
    expect(describeStakeProblem(null, limit, null)).toBe('invalid');
    expect(describeStakeProblem(99, limit, null)).toBe('below_min');
    expect(describeStakeProblem(1_000_001, limit, null)).toBe('above_max');
    expect(describeStakeProblem(5000, limit, 4999)).toBe('above_balance');
    expect(describeStakeProblem(5000, limit, 5000)).toBeNull();
  });
});
