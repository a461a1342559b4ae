import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GAME_RTP_BP } from '../games/rtp';
import {
  getRouletteResult,
  getRouletteSector,
  ROULETTE_COLORS,
  ROULETTE_PAYS_BP,
  ROULETTE_SECTORS,
  ROULETTE_WHEEL,
  rouletteRtpBp,
  rouletteSectorsOf,
  rouletteStakeLimit,
} from './roulette';

// The published bustabit games crash.test.ts replays: the same hashes and salt give these sectors.
const SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
const FIRST_HASH = '4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1';
const SECTORS = [16, 41, 39, 48, 23, 44, 7, 18, 46, 4];

const previous = (hash: string) => createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex');

/** The mapping again with node:crypto and BigInt only. */
function referenceSector(hash: string, salt: string): number {
  const h = createHmac('sha256', salt).update(Buffer.from(hash, 'hex')).digest();
  const bits52 = BigInt(`0x${h.subarray(0, 7).toString('hex')}`) >> 4n;
  return Number((bits52 * 50n) / 2n ** 52n);
}

describe('roulette wheel', () => {
  it('has 50 sectors: grey 25, red 15, blue 9, gold 1, paying 1.98x, 3.3x, 5.5x, 49.5x', () => {
    expect(ROULETTE_SECTORS).toBe(50);
    expect(ROULETTE_COLORS.map(rouletteSectorsOf)).toEqual([25, 15, 9, 1]);
    expect(ROULETTE_PAYS_BP).toEqual({ grey: 19_800, red: 33_000, blue: 55_000, gold: 495_000 });
    expect(ROULETTE_WHEEL[0]).toBe('gold');
    for (let i = 1; i < 50; i += 2) expect(ROULETTE_WHEEL[i]).toBe('grey');
  });

  it('returns the declared 99 % on every colour, exactly', () => {
    expect(GAME_RTP_BP.roulette).toBe(9900);
    for (const color of ROULETTE_COLORS) expect(rouletteRtpBp(color), color).toBe(9900);
  });

  it('maps published hashes to exact sectors, as a separate implementation does', () => {
    let hash = FIRST_HASH;
    for (const sector of SECTORS) {
      expect(getRouletteSector(hash, SALT)).toBe(sector);
      expect(referenceSector(hash, SALT)).toBe(sector);
      hash = previous(hash);
    }
    expect(getRouletteResult(FIRST_HASH, SALT)).toEqual({ sector: 16, color: 'blue', multiplierBp: 55_000 });
    expect(getRouletteResult(previous(FIRST_HASH), SALT)).toEqual({ sector: 41, color: 'grey', multiplierBp: 19_800 });
  });

  it('spreads 2000 chained hashes over every sector as the reference does', () => {
    let hash = FIRST_HASH;
    const counts = new Array<number>(50).fill(0);
    for (let i = 0; i < 2_000; i += 1) {
      const sector = getRouletteSector(hash, 'salt');
      expect(sector).toBe(referenceSector(hash, 'salt'));
      counts[sector] += 1;
      hash = previous(hash);
    }
    expect(counts.every((count) => count > 10)).toBe(true);
  });

  it('refuses a hash that is not 64 lower-case hex characters', () => {
    expect(() => getRouletteSector('ABC', SALT)).toThrow(RangeError);
    expect(() => getRouletteSector(FIRST_HASH.toUpperCase(), SALT)).toThrow(RangeError);
  });

  it('limits stakes by the spec: roulette for every colour, gold also by the wheel limits', () => {
    expect(rouletteStakeLimit('grey', 'RUB')).toEqual({ minMinor: 100, maxMinor: 1_000_000 });
    expect(rouletteStakeLimit('gold', 'RUB')).toEqual({ minMinor: 100, maxMinor: 100 });
    expect(rouletteStakeLimit('red', 'USD')).toEqual({ minMinor: 1, maxMinor: 10 });
    expect(rouletteStakeLimit('gold', 'USD')).toEqual({ minMinor: 1, maxMinor: 10 });
    expect(rouletteStakeLimit('blue', 'KZT')).toEqual({ minMinor: 500, maxMinor: 500 });
    expect(rouletteStakeLimit('gold', 'INR')).toEqual({ minMinor: 100, maxMinor: 100 });
  });
});
