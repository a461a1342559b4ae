/**
 * Cross-checks lib/fairness against a second implementation written from Stake's published pseudo-code
 * (byteGenerator with node:crypto, bytes reduced to floats, a splice shuffle), sharing no code with the first.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getCoinSide } from './coinflip';
import { getDiceRollCenti } from './dice';
import { FairFloats, generateFloats } from './floats';
import { getCard } from './hilo';
import { drawKeno } from './keno';
import { getMinesTileOrder, placeMines } from './mines';
import type { BetSeeds } from './seeds';

function* byteGenerator(serverSeed: string, clientSeed: string, nonce: number, cursor: number) {
  let currentRound = Math.floor(cursor / 32);
  let currentRoundCursor = cursor - currentRound * 32;
  while (true) {
    const buffer = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${currentRound}`).digest();
    while (currentRoundCursor < 32) {
      yield buffer[currentRoundCursor];
      currentRoundCursor += 1;
    }
    currentRoundCursor = 0;
    currentRound += 1;
  }
}

function referenceFloats({ serverSeed, clientSeed, nonce }: BetSeeds, count: number, cursor = 0): number[] {
  const rng = byteGenerator(serverSeed, clientSeed, nonce, cursor * 4);
  const bytes: number[] = [];
  while (bytes.length < count * 4) bytes.push(rng.next().value as number);
  const floats: number[] = [];
  for (let i = 0; i < bytes.length; i += 4) {
    floats.push(bytes.slice(i, i + 4).reduce((result, value, j) => result + value / 256 ** (j + 1), 0));
  }
  return floats;
}

function referenceShuffle(items: number[], floats: number[]): number[] {
  const left = [...items];
  const drawn: number[] = [];
  floats.forEach((float, index) => drawn.push(left.splice(Math.floor(float * (items.length - index)), 1)[0]));
  return [...drawn, ...left];
}

const referenceKeno = (seeds: BetSeeds) =>
  referenceShuffle(
    Array.from({ length: 40 }, (_, i) => i + 1),
    referenceFloats(seeds, 10),
  ).slice(0, 10);
const referenceTiles = (seeds: BetSeeds) =>
  referenceShuffle(
    Array.from({ length: 25 }, (_, i) => i),
    referenceFloats(seeds, 24),
  );
const referenceDice = (seeds: BetSeeds) => Math.floor(referenceFloats(seeds, 1)[0] * 10001) / 100;
const referenceCards = (seeds: BetSeeds, count: number) => referenceFloats(seeds, count).map((f) => Math.floor(f * 52));

const PUBLISHED: BetSeeds = {
  serverSeed: 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6',
  clientSeed: '3c83fc7e07',
  nonce: 3,
};

function randomSeeds(i: number): BetSeeds {
  const clientSeeds = ['3c83fc7e07', 'player', 'тест-сид', 'a:b:c', 'x'.repeat(64), '😀 emoji'];
  return {
    serverSeed: randomBytes(32).toString('hex'),
    clientSeed: clientSeeds[i % clientSeeds.length],
    nonce: [0, 1, 9, 10, 99, 12345, 2 ** 31, Number.MAX_SAFE_INTEGER][i % 8],
  };
}

describe('the published seeds (Stake: server a9a0…00c6, client 3c83fc7e07, nonce 3)', () => {
  it('roll 19.59 (truncation, not rounding: 19.60 would be wrong)', () => {
    expect(getDiceRollCenti(generateFloats(PUBLISHED, 1)[0])).toBe(1959);
    expect(referenceDice(PUBLISHED)).toBe(19.59);
  });

  it('keno, mines, cards, coins: exact values, equal to the reference', () => {
    const floats = generateFloats(PUBLISHED, 52);
    expect(drawKeno(floats)).toEqual([8, 19, 28, 29, 18, 30, 11, 13, 3, 2]);
    expect(drawKeno(floats)).toEqual(referenceKeno(PUBLISHED));
    expect(getMinesTileOrder(floats)).toEqual([4, 11, 17, 18, 10, 16, 6, 7, 1, 0, 12, 15, 8, 2, 19, 3, 5, 13, 21, 23, 24, 14, 9, 20, 22]);
    expect(getMinesTileOrder(floats)).toEqual(referenceTiles(PUBLISHED));
    expect(placeMines(floats, 3)).toEqual(referenceTiles(PUBLISHED).slice(0, 3));
    expect(floats.slice(0, 10).map(getCard)).toEqual([10, 23, 35, 36, 23, 35, 14, 17, 4, 1]);
    expect(floats.slice(0, 10).map(getCard)).toEqual(referenceCards(PUBLISHED, 10));
    expect(floats.slice(0, 4).map(getCoinSide)).toEqual(['heads', 'heads', 'tails', 'tails']);
    expect(floats.slice(0, 4).map(getCoinSide)).toEqual(referenceFloats(PUBLISHED, 4).map((f) => (f < 0.5 ? 'heads' : 'tails')));
  });
});

describe('the float stream equals the reference', () => {
  it('over many seeds, client seeds (unicode, colons, 64 characters), nonces up to 2^53 - 1, rounds and cursors', () => {
    for (let i = 0; i < 200; i++) {
      const seeds = randomSeeds(i);
      const cursor = i % 13;
      expect(generateFloats(seeds, 30, cursor)).toEqual(referenceFloats(seeds, 30, cursor));
    }
  });

  it('one FairFloats reused for many nonces gives what fresh ones give', () => {
    const seeds = randomSeeds(1);
    const floats = new FairFloats(seeds.serverSeed, seeds.clientSeed);
    for (let nonce = 0; nonce < 300; nonce++) {
      expect(floats.fill(nonce, new Float64Array(9))).toEqual(Float64Array.from(referenceFloats({ ...seeds, nonce }, 9)));
    }
  });

  it('keno, mines and cards over many bets', () => {
    for (let i = 0; i < 300; i++) {
      const seeds = randomSeeds(i);
      const floats = generateFloats(seeds, 24);
      expect(drawKeno(floats)).toEqual(referenceKeno(seeds));
      expect(getMinesTileOrder(floats)).toEqual(referenceTiles(seeds));
      expect(floats.map(getCard)).toEqual(referenceCards(seeds, 24));
      expect(getDiceRollCenti(floats[0]) / 100).toBe(referenceDice(seeds));
    }
  });
});
