import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getCrashPointCenti, getPreviousGameHash } from './crash';
import { createChainReader, getChainTerminalHash } from './crash-chain';

const SEED = 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6';

/** Computed separately with node:crypto's HMAC over the reference chain (SHA-256^(5 - n) of SEED, salt 'public-salt'). */
const EXPECTED_POINTS = [3516, 152, 192, 229, 190];

/** The chain computed the plain way with node:crypto: hashes[i] is SHA-256^i(seed). */
function referenceChain(seed: string, length: number): string[] {
  const hashes = [seed];
  for (let i = 0; i < length; i += 1) hashes.push(createHash('sha256').update(Buffer.from(hashes[i], 'hex')).digest('hex'));
  return hashes;
}

describe('crash hash chain', () => {
  it('has exact values: round n is SHA-256^(length - n) of the seed, the terminal hash SHA-256^length', () => {
    expect(getChainTerminalHash(SEED, 1)).toBe(createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'));
    const reader = createChainReader(SEED, 3);
    expect(reader.hashOfRound(3)).toBe(SEED);
    expect(reader.hashOfRound(2)).toBe('3e0d918c86cc7205150d8b4e971010307e453f06d96d95a77f738e79c482ea5f');
    expect(reader.hashOfRound(1)).toBe('0970f5731f6daad406f728885f931dc75f52afdaa456b707aa38e67b882daf18');
    expect(reader.terminalHash).toBe('726316ad7d5367e3c52acbba62baf0d6589f2bcdb9c97243075c9b7badb50e10');
    expect(getChainTerminalHash(SEED, 3)).toBe(reader.terminalHash);
  });

  it('agrees with the reference chain in every order and segment size, and each hash proves the one before', () => {
    const length = 100;
    const reference = referenceChain(SEED, length);
    for (const segment of [1, 7, 32, 100, 1000]) {
      const reader = createChainReader(SEED, length, segment);
      expect(reader.terminalHash).toBe(reference[length]);
      const order = [1, 2, 50, 3, 100, 99, 64, 65, 1];
      for (const n of order) expect(reader.hashOfRound(n), `segment ${segment} round ${n}`).toBe(reference[length - n]);
    }
    const reader = createChainReader(SEED, length, 16);
    expect(getPreviousGameHash(reader.hashOfRound(1))).toBe(reader.terminalHash);
    for (let n = 2; n <= length; n += 1) expect(getPreviousGameHash(reader.hashOfRound(n))).toBe(reader.hashOfRound(n - 1));
  });

  it('gives each round a crash point through the bustabit formula (exact values for this seed)', () => {
    const reader = createChainReader(SEED, 5);
    const salt = 'public-salt';
    const points = [1, 2, 3, 4, 5].map((n) => getCrashPointCenti(reader.hashOfRound(n), salt));
    expect(points.every((point) => Number.isSafeInteger(point) && point >= 100)).toBe(true);
    expect(points).toEqual(EXPECTED_POINTS);
  });

  it('refuses a bad seed, length or round', () => {
    expect(() => createChainReader('xyz', 3)).toThrow(RangeError);
    expect(() => createChainReader(SEED, 0)).toThrow(RangeError);
    expect(() => getChainTerminalHash(SEED, 1.5)).toThrow(RangeError);
    const reader = createChainReader(SEED, 3);
    expect(() => reader.hashOfRound(0)).toThrow(RangeError);
    expect(() => reader.hashOfRound(4)).toThrow(RangeError);
  });
});
