import { describe, expect, it } from 'vitest';
import { getNextVipLevel, getVipLevel, getVipProgress, VIP_LEVELS } from './levels';

describe('VIP levels', () => {
  it('rise with the thresholds, each with a larger rakeback share and reward', () => {
    for (let i = 1; i < VIP_LEVELS.length; i += 1) {
      expect(VIP_LEVELS[i].number).toBe(i);
      expect(VIP_LEVELS[i].thresholdUsdMinor).toBeGreaterThan(VIP_LEVELS[i - 1].thresholdUsdMinor);
      expect(VIP_LEVELS[i].rakebackBp).toBeGreaterThan(VIP_LEVELS[i - 1].rakebackBp);
      expect(VIP_LEVELS[i].rewardUsdMinor).toBeGreaterThan(VIP_LEVELS[i - 1].rewardUsdMinor);
    }
    expect(VIP_LEVELS[0].thresholdUsdMinor).toBe(0);
  });

  it('place a wagered amount at its level, with the progress to the next', () => {
    expect(getVipLevel(0).id).toBe('bronze');
    expect(getVipLevel(99_999).id).toBe('bronze');
    expect(getVipLevel(100_000).id).toBe('silver');
    expect(getVipLevel(10_000_000).id).toBe('diamond');
    expect(getVipProgress(50_000)).toBe(0.5);
    expect(getVipProgress(300_000)).toBe(0.5);
    expect(getVipProgress(99_000_000)).toBe(1);
    expect(getNextVipLevel(VIP_LEVELS[4])).toBeNull();
  });
});
