import { describe, expect, it } from 'vitest';
import { getCaseExactRtp } from '@/lib/fairness/cases';
import { buildReel, getCaseContents, REEL_LENGTH, REEL_WIN_AT } from './case-contents';

describe('a case as the player sees it', () => {
  it('prices the case and its items in the player’s currency from the shared catalogue', () => {
    const rub = getCaseContents('starter', 'RUB')!;
    expect(rub.priceMinor).toBe(10_000);
    expect(rub.items.map((item) => [item.key, item.valueMinor])).toEqual([
      ['common', 3000],
      ['uncommon', 6000],
      ['rare', 10_000],
      ['epic', 15_000],
      ['legendary', 30_000],
      ['mythic', 100_000],
    ]);
    expect(rub.items.reduce((sum, item) => sum + item.chance, 0)).toBeCloseTo(1, 12);
    expect(getCaseContents('starter', 'KZT')!.priceMinor).toBe(50_000);
    expect(getCaseExactRtp(rub.priceMinor, rub.items)).toBeLessThanOrEqual(rub.rtpBp / 10_000);
    expect(getCaseContents('no-such-case', 'RUB')).toBeNull();
  });

  it('stops the reel on the item the seeds decided', () => {
    const reel = buildReel([1, 1, 1], 2, () => 0);
    expect(reel).toHaveLength(REEL_LENGTH);
    expect(reel[REEL_WIN_AT]).toBe(2);
    expect(reel.filter((item, index) => index !== REEL_WIN_AT && item !== 0)).toEqual([]);
  });
});
