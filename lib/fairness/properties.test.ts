/** Property tests: no input pays more than the declared maximum, every multiplier respects the declared edge. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCaseWeights, pickCaseItem } from './cases';
import { COINFLIP_MAX_FLIPS, getCoinflipMultiplierBp } from './coinflip';
import {
  DICE_OUTCOMES,
  getDiceChanceCenti,
  getDiceExactRtp,
  getDiceMultiplierBp,
  getDiceRollCenti,
  isDiceBet,
  isDiceWin,
  type DiceBet,
} from './dice';
import { generateFloats } from './floats';
import {
  applyHiloStep,
  getCard,
  getCardRank,
  getHiloStepMultiplierBp,
  getHiloWinningRanks,
  HILO_GUESSES,
  isHiloGuessAllowed,
  isHiloWin,
  RANKS,
} from './hilo';
import { countKenoHits, drawKeno, getKenoExactRtp, getKenoMultiplierBp } from './keno';
import { KENO_RISKS } from './keno-paytables';
import { MAX_MULTIPLIER_BP } from './max-multipliers';
import { getMinesExactRtp, getMinesMultiplierBp, getMinesTileOrder, placeMines } from './mines';
import { getRtpBp, ONE_X_BP, payoutMinor } from './multiplier';
import { bytesToHex } from './sha256';
import { isClientSeed } from './seeds';

const float = fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((u) => u / 2 ** 32);
const floats = (n: number) => fc.array(float, { minLength: n, maxLength: n });
const serverSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex);
const clientSeed = fc.string({ minLength: 1, maxLength: 64, unit: 'binary' }).filter(isClientSeed);
const nonce = fc.maxSafeNat();
const diceBet: fc.Arbitrary<DiceBet> = fc
  .record({ targetCenti: fc.integer({ min: 0, max: 10_000 }), direction: fc.constantFrom('over' as const, 'under' as const) })
  .filter(isDiceBet);
const EPSILON = 1e-12;

describe('floats', () => {
  it('are in [0, 1) for any seeds, nonce, count and cursor', () => {
    fc.assert(
      fc.property(serverSeed, clientSeed, nonce, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 40 }), (s, c, n, count, at) => {
        for (const f of generateFloats({ serverSeed: s, clientSeed: c, nonce: n }, count, at)) expect(f >= 0 && f < 1).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('dice', () => {
  it('never pays more than 9900x, and never returns more than the declared 99 %', () => {
    fc.assert(
      fc.property(diceBet, float, (bet, f) => {
        const multiplier = getDiceMultiplierBp(bet);
        const roll = getDiceRollCenti(f);
        expect(roll >= 0 && roll <= 10_000).toBe(true);
        expect(isDiceWin(bet, roll) ? multiplier : 0).toBeLessThanOrEqual(MAX_MULTIPLIER_BP.dice);
        expect(getDiceExactRtp(bet)).toBeLessThanOrEqual(getRtpBp('dice') / ONE_X_BP + EPSILON);
        // The multiplier against the chance the player is shown: (1 - edge) / chance at most.
        expect(multiplier * getDiceChanceCenti(bet)).toBeLessThanOrEqual(getRtpBp('dice') * ONE_X_BP);
        expect(DICE_OUTCOMES).toBe(10_001);
      }),
    );
  });
});

describe('keno', () => {
  const picks = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 });
  it('draws 10 distinct numbers of 1..40 and never pays more than 1000x or returns more than 99 %', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KENO_RISKS), picks, floats(10), (risk, chosen, fs) => {
        const drawn = drawKeno(fs);
        expect(new Set(drawn).size).toBe(10);
        expect(drawn.every((n) => n >= 1 && n <= 40)).toBe(true);
        const multiplier = getKenoMultiplierBp(risk, chosen.length, countKenoHits(chosen, drawn));
        expect(multiplier).toBeLessThanOrEqual(MAX_MULTIPLIER_BP.keno);
        expect(getKenoExactRtp(risk, chosen.length)).toBeLessThanOrEqual(getRtpBp('keno') / ONE_X_BP + EPSILON);
      }),
    );
  });
});

describe('mines', () => {
  const board = fc.integer({ min: 1, max: 24 }).chain((mines) => fc.tuple(fc.constant(mines), fc.integer({ min: 1, max: 25 - mines })));
  it('orders all 25 tiles, and no board pays more than the declared maximum or returns more than 99 %', () => {
    fc.assert(
      fc.property(board, floats(24), ([mines, revealed], fs) => {
        expect([...getMinesTileOrder(fs)].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
        expect(placeMines(fs, mines)).toEqual(getMinesTileOrder(fs).slice(0, mines));
        expect(getMinesMultiplierBp(mines, revealed)).toBeLessThanOrEqual(MAX_MULTIPLIER_BP.miner);
        expect(getMinesExactRtp(mines, revealed)).toBeLessThanOrEqual(getRtpBp('mines') / ONE_X_BP + EPSILON);
      }),
    );
  });
});

describe('hilo', () => {
  it('a game of any guesses pays at most (1 - edge)^k / (chance of winning them all), and at most the cap', () => {
    fc.assert(
      fc.property(floats(30), fc.array(fc.constantFrom(...HILO_GUESSES), { minLength: 1, maxLength: 29 }), (fs, guesses) => {
        const cards = fs.map(getCard);
        let running = ONE_X_BP;
        let chance = 1;
        let steps = 0;
        for (let i = 0; i < guesses.length; i++) {
          const guess = guesses[i];
          if (!isHiloGuessAllowed(cards[i], guess)) continue;
          if (!isHiloWin(cards[i], cards[i + 1], guess)) break;
          running = applyHiloStep(running, cards[i], guess);
          chance *= getHiloWinningRanks(getCardRank(cards[i]), guess) / RANKS;
          steps++;
          expect(running).toBeLessThanOrEqual(MAX_MULTIPLIER_BP.hilo);
          expect((running / ONE_X_BP) * chance).toBeLessThanOrEqual((getRtpBp('hilo') / ONE_X_BP) ** steps * (1 + 1e-9));
        }
      }),
    );
  });

  it('every single step returns at most 99 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 51 }), fc.constantFrom(...HILO_GUESSES), (card, guess) => {
        fc.pre(isHiloGuessAllowed(card, guess));
        const chance = getHiloWinningRanks(getCardRank(card), guess) / RANKS;
        expect((getHiloStepMultiplierBp(card, guess) / ONE_X_BP) * chance).toBeLessThanOrEqual(getRtpBp('hilo') / ONE_X_BP + EPSILON);
      }),
    );
  });
});

describe('coinflip', () => {
  it('a series of k pays at most 1.98^k and at most the declared maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: COINFLIP_MAX_FLIPS }), (k) => {
        const multiplier = getCoinflipMultiplierBp(k);
        expect(multiplier / ONE_X_BP).toBeLessThanOrEqual(1.98 ** k * (1 + 1e-12));
        expect(multiplier).toBeLessThanOrEqual(MAX_MULTIPLIER_BP.coinflip);
        expect((multiplier / ONE_X_BP) * 0.5 ** k).toBeLessThanOrEqual((getRtpBp('coinflip') / ONE_X_BP) ** k + EPSILON);
      }),
    );
  });
});

describe('cases', () => {
  const weights = fc.array(fc.integer({ min: 1, max: 2 ** 40 }), { minLength: 1, maxLength: 30 }).filter(isCaseWeights);
  it('picks an item in range, and a larger float never picks an earlier item', () => {
    fc.assert(
      fc.property(weights, float, float, (ws, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const first = pickCaseItem(low, ws);
        expect(first >= 0 && first < ws.length).toBe(true);
        expect(pickCaseItem(high, ws)).toBeGreaterThanOrEqual(first);
      }),
    );
  });
});

describe('payoutMinor', () => {
  it('is stake x multiplier rounded down: never more, less by under one minor unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: MAX_MULTIPLIER_BP.miner }), (stake, multiplier) => {
        const payout = BigInt(payoutMinor(stake, multiplier)) * BigInt(ONE_X_BP);
        const exact = BigInt(stake) * BigInt(multiplier);
        expect(payout <= exact && exact - payout < BigInt(ONE_X_BP)).toBe(true);
      }),
    );
  });
});
