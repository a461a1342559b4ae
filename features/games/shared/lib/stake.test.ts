import { describe, expect, it } from 'vitest';
import { applyStakeAction, describeStakeProblem, parseStakeInput, stakeInputOf } from './stake';

const limit = { minMinor: 100, maxMinor: 1_000_000 };

describe('the stake field', () => {
  it('reads what a player types in the currency', () => {
    expect(parseStakeInput('1 500', 'RUB')).toBe(150_000);
    expect(parseStakeInput('12,5', 'RUB')).toBe(1250);
    expect(parseStakeInput('0.001', 'RUB')).toBeNull();
    expect(parseStakeInput('-5', 'RUB')).toBeNull();
    expect(parseStakeInput('', 'RUB')).toBeNull();
    expect(stakeInputOf(1250, 'RUB', 'en-US')).toBe('12.5');
  });

  it("writes a stake with the page's decimal separator and reads it back", () => {
    expect(stakeInputOf(1250, 'RUB', 'ru-RU')).toBe('12,5');
    expect(stakeInputOf(1250, 'KZT', 'kk-KZ')).toBe('12,5');
    expect(stakeInputOf(150_000, 'RUB', 'ru-RU')).toBe('1500');
    for (const locale of ['en-US', 'ru-RU', 'kk-KZ']) expect(parseStakeInput(stakeInputOf(123_456, 'RUB', locale), 'RUB')).toBe(123_456);
  });

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
