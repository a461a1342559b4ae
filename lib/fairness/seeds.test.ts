import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateFloats, FairFloats } from './floats';
import { createClientSeed, createServerSeed, describeBadSeeds, hashServerSeed, isClientSeed, isServerSeed } from './seeds';

const SERVER_SEED = 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6';

describe('seeds', () => {
  it('a server seed is 32 random bytes as 64 lower-case hex, committed to by the SHA-256 of that text', () => {
    const seeds = new Set(Array.from({ length: 100 }, createServerSeed));
    expect(seeds.size).toBe(100);
    for (const seed of seeds) expect(isServerSeed(seed)).toBe(true);
    expect(hashServerSeed(SERVER_SEED)).toBe(createHash('sha256').update(SERVER_SEED).digest('hex'));
    expect(hashServerSeed(SERVER_SEED)).toBe('735699851adce9f8345624575365a435e2ac5d4e941ab2744db8c2ad00a6d79f');
  });

  it('refuses server seeds that are not exactly 64 lower-case hex characters', () => {
    for (const bad of ['', SERVER_SEED.slice(1), `${SERVER_SEED}0`, SERVER_SEED.toUpperCase(), `${SERVER_SEED.slice(1)}g`]) {
      expect(isServerSeed(bad)).toBe(false);
    }
  });

  it('client seeds: 1 to 64 characters of any script, no control characters (NUL), no lone surrogates, no edge spaces', () => {
    expect(isClientSeed(createClientSeed())).toBe(true);
    for (const good of ['3c83fc7e07', 'a', 'мой сид', 'a:b', '😀', 'x'.repeat(64)]) expect(isClientSeed(good)).toBe(true);
    for (const bad of ['', 'x'.repeat(65), 'a\u0000b', 'a\nb', '\u007f', ' lead', 'trail ', '\ud800', 'a\udc00b']) {
      expect(isClientSeed(bad)).toBe(false);
    }
  });

  it('nonces are whole numbers from 0 to 2^53 - 1', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'c' };
    expect(describeBadSeeds({ ...seeds, nonce: 0 })).toBeNull();
    expect(describeBadSeeds({ ...seeds, nonce: Number.MAX_SAFE_INTEGER })).toBeNull();
    for (const nonce of [-1, 1.5, Number.NaN, Infinity, 2 ** 53]) expect(describeBadSeeds({ ...seeds, nonce })).toMatch(/nonce/);
  });
});

describe('floats', () => {
  it('are always in [0, 1) and 4 bytes of precision (a whole number over 2^32)', () => {
    const floats = generateFloats({ serverSeed: SERVER_SEED, clientSeed: 'c', nonce: 1 }, 1000);
    for (const f of floats) {
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      expect(Number.isInteger(f * 2 ** 32)).toBe(true);
    }
  });

  it('float i of a bet does not depend on how many were asked for, nor on the cursor it was read from', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'c', nonce: 7 };
    const all = generateFloats(seeds, 40);
    expect(generateFloats(seeds, 3)).toEqual(all.slice(0, 3));
    expect(generateFloats(seeds, 20, 13)).toEqual(all.slice(13, 33));
  });

  it('refuses bad seeds and counts instead of computing from them', () => {
    expect(() => generateFloats({ serverSeed: 'nope', clientSeed: 'c', nonce: 0 }, 1)).toThrow(RangeError);
    expect(() => generateFloats({ serverSeed: SERVER_SEED, clientSeed: 'a\u0000', nonce: 0 }, 1)).toThrow(RangeError);
    expect(() => generateFloats({ serverSeed: SERVER_SEED, clientSeed: 'c', nonce: -1 }, 1)).toThrow(RangeError);
    expect(() => generateFloats({ serverSeed: SERVER_SEED, clientSeed: 'c', nonce: 0 }, -1)).toThrow(RangeError);
    expect(() => new FairFloats(SERVER_SEED, 'c').fill(1.5, new Float64Array(1))).toThrow(RangeError);
  });
});
