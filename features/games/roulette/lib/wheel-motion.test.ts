import { describe, expect, it } from 'vitest';
import { ROULETTE_SECTORS } from '@/lib/fairness/roulette';
import { EMPTY_ROULETTE_STATE, type RouletteState } from './roulette-state';
import { easeOutQuart, restAngle, restOffset, sectorAt, SPINNING_MS, wheelFrameAt } from './wheel-motion';

const HASH = 'b'.repeat(64);

function spinning(resultAt: number, phase: 'spinning' | 'settled' = 'spinning'): RouletteState {
  return {
    ...EMPTY_ROULETTE_STATE,
    round: { id: '12', phase, bettingEndsAt: 0, resultAt, sector: 31, color: 'red', hash: HASH, bets: [] },
    history: [{ roundId: '11', sector: 0, color: 'gold', hash: HASH }],
  };
}

describe("the wheel lands on the server's sector", () => {
  it('rests every sector under the pointer, never on an edge, whatever the round', () => {
    for (const roundId of ['1', '2', '77', '123456']) {
      expect(Math.abs(restOffset(roundId))).toBeLessThanOrEqual(0.35);
      for (let sector = 0; sector < ROULETTE_SECTORS; sector += 1) expect(sectorAt(restAngle(sector, roundId))).toBe(sector);
    }
  });

  it('waits on the last result while bets are open, and turns forward to land exactly at result_at', () => {
    const resultAt = 10_000;
    const before = restAngle(0, '11');
    expect(wheelFrameAt({ ...spinning(resultAt), round: { ...spinning(resultAt).round!, phase: 'betting', sector: null } }, 0)).toEqual({
      phase: 'betting',
      angle: before,
    });
    expect(wheelFrameAt(spinning(resultAt), resultAt - SPINNING_MS)).toEqual({ phase: 'spinning', angle: before });
    let travelled = 0;
    let last = before;
    for (let t = resultAt - SPINNING_MS + 100; t < resultAt; t += 100) {
      const frame = wheelFrameAt(spinning(resultAt), t);
      expect(frame.phase).toBe('spinning');
      travelled += (frame.angle - last + 360) % 360;
      last = frame.angle;
    }
    const landed = wheelFrameAt(spinning(resultAt), resultAt);
    travelled += (landed.angle - last + 360) % 360;
    expect(landed).toEqual({ phase: 'landed', angle: restAngle(31, '12') });
    expect(sectorAt(landed.angle)).toBe(31);
    // Five whole turns and the way from the last result to this one.
    expect(travelled).toBeCloseTo(5 * 360 + ((restAngle(31, '12') - before + 360) % 360), 6);
  });

  it('lands a viewer who joined mid-spin on the same sector at the same time', () => {
    expect(wheelFrameAt(spinning(5_000), 4_000).phase).toBe('spinning');
    expect(sectorAt(wheelFrameAt(spinning(5_000, 'settled'), 4_000).angle)).toBe(31);
  });

  it('does not turn for a player who asked for less motion: the result shows at result_at', () => {
    const state = spinning(10_000);
    expect(wheelFrameAt(state, 9_000, { reducedMotion: true })).toEqual({ phase: 'spinning', angle: restAngle(0, '11') });
    expect(wheelFrameAt(state, 10_000, { reducedMotion: true })).toEqual({ phase: 'landed', angle: restAngle(31, '12') });
  });

  it('eases out: fast first, still at the end', () => {
    expect(easeOutQuart(0)).toBe(0);
    expect(easeOutQuart(1)).toBe(1);
    expect(easeOutQuart(0.5)).toBeGreaterThan(0.9);
    expect(easeOutQuart(2)).toBe(1);
  });
});
