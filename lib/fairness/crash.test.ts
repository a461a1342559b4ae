import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getCrashPoint, getCrashPointCenti, getPreviousGameHash } from './crash';

/**
 * Ten consecutive real bustabit games (#12424169 down to #12424160, salt = bitcoin block 831500's hash, published with
 * bustabit's current seeding event), as third-party verifiers list them: each hash and its bust.
 */
const SALT = '00000000000000000001e08b7fd44f95e3e950ac65650a8031a6d5e1750e34be';
const FIRST_HASH = '4488d92d89d0ed7fbb2ea23b219d569f63207e32fc44b957858838835c1719f1';
const GAMES: [hashPrefix: string, bust: number][] = [
  ['4488d92d89d0ed7f', 1.46],
  ['1f497e8ba3a58b87', 5.56],
  ['9d3bc0c5b47166a0', 4.71],
  ['70857ecd59a239f3', 41.46],
  ['edabb8310216cfa6', 1.88],
  ['8d979188df27e1ac', 9.2],
  ['40a8b57ce76f70a1', 1.16],
  ['c2afa1058b4635c4', 1.55],
  ['fca482ef66e40c70', 14.1],
  ['f6966d8a5541bcad', 1.09],
];

describe('crash (bustabit v2)', () => {
  it('agrees with ten published bustabit games, walking their hash chain', () => {
    let hash = FIRST_HASH;
    for (const [prefix, bust] of GAMES) {
      expect(hash.startsWith(prefix)).toBe(true);
      expect(getCrashPoint(hash, SALT)).toBe(bust);
      const previous = getPreviousGameHash(hash);
      expect(previous).toBe(createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex'));
      hash = previous;
    }
  });

  it('feeds the HMAC the hash bytes, not its hex text (which would give 6.57 for the first game)', () => {
    expect(getCrashPointCenti(FIRST_HASH, SALT)).toBe(146);
  });

  it('never goes below 1.00 and refuses what is not a game hash', () => {
    for (let i = 0; i < 2000; i++) {
      const hash = createHash('sha256').update(String(i)).digest('hex');
      expect(getCrashPointCenti(hash, SALT)).toBeGreaterThanOrEqual(100);
    }
    expect(() => getCrashPoint(FIRST_HASH.toUpperCase(), SALT)).toThrow(RangeError);
    expect(() => getCrashPoint('abc', SALT)).toThrow(RangeError);
  });
});
