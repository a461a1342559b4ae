import { describe, expect, it } from 'vitest';
import {
  applyHiloStep,
  formatCard,
  getCard,
  getCardRank,
  getCardSuit,
  getHiloStepMultiplierBp,
  HILO_MAX_MULTIPLIER_BP,
  isHiloGuessAllowed,
  isHiloWin,
} from './hilo';

const TWO_OF_DIAMONDS = 0;
const SEVEN_OF_DIAMONDS = 20;
const ACE_OF_CLUBS = 51;

describe('cards', () => {
  it('floor(float x 52) into 2♦ 2♥ 2♠ 2♣ 3♦ ... A♣', () => {
    expect(getCard(0)).toBe(0);
    expect(getCard((2 ** 32 - 1) / 2 ** 32)).toBe(51);
    expect(getCard(0.5)).toBe(26);
    expect(formatCard(0)).toBe('2♦');
    expect(formatCard(1)).toBe('2♥');
    expect(formatCard(2)).toBe('2♠');
    expect(formatCard(3)).toBe('2♣');
    expect(formatCard(36)).toBe('J♦');
    expect(formatCard(51)).toBe('A♣');
    expect(getCardRank(26)).toBe(6); // 8♠
    expect(getCardSuit(26)).toBe('spades');
  });
});

describe('hilo multipliers', () => {
  it('each step pays 0.99 x 13 / winning ranks, rounded down', () => {
    expect(getHiloStepMultiplierBp(TWO_OF_DIAMONDS, 'higher')).toBe(10_725);
    expect(getHiloStepMultiplierBp(TWO_OF_DIAMONDS, 'same')).toBe(128_700);
    expect(getHiloStepMultiplierBp(SEVEN_OF_DIAMONDS, 'higher')).toBe(18_385); // 7 ranks above a 7
    expect(getHiloStepMultiplierBp(SEVEN_OF_DIAMONDS, 'lower')).toBe(25_740); // 5 below
    expect(getHiloStepMultiplierBp(ACE_OF_CLUBS, 'lower')).toBe(10_725);
  });

  it('refuses cards outside the deck', () => {
    for (const card of [-1, 52, 1.5, Number.NaN]) {
      expect(() => getHiloStepMultiplierBp(card, 'lower')).toThrow(RangeError);
      expect(() => isHiloWin(card, 0, 'higher')).toThrow(RangeError);
    }
  });

  it('refuses guesses that cannot win', () => {
    expect(isHiloGuessAllowed(TWO_OF_DIAMONDS, 'lower')).toBe(false);
    expect(isHiloGuessAllowed(ACE_OF_CLUBS, 'higher')).toBe(false);
    expect(() => getHiloStepMultiplierBp(TWO_OF_DIAMONDS, 'lower')).toThrow(RangeError);
    expect(() => getHiloStepMultiplierBp(ACE_OF_CLUBS, 'higher')).toThrow(RangeError);
  });

  it('compares ranks, not suits: higher and lower are strict, same is the same rank', () => {
    expect(isHiloWin(SEVEN_OF_DIAMONDS, 23, 'same')).toBe(true); // 7♣
    expect(isHiloWin(SEVEN_OF_DIAMONDS, 23, 'higher')).toBe(false);
    expect(isHiloWin(SEVEN_OF_DIAMONDS, 24, 'higher')).toBe(true); // 8♦
    expect(isHiloWin(SEVEN_OF_DIAMONDS, 19, 'lower')).toBe(true); // 6♣
  });

  it('steps multiply, each rounded down, up to the cap', () => {
    const one = applyHiloStep(10_000, TWO_OF_DIAMONDS, 'higher');
    expect(one).toBe(10_725);
    expect(applyHiloStep(one, TWO_OF_DIAMONDS, 'higher')).toBe(11_502); // 1.15025625
    expect(applyHiloStep(HILO_MAX_MULTIPLIER_BP - 1, TWO_OF_DIAMONDS, 'same')).toBe(HILO_MAX_MULTIPLIER_BP);
  });

  it('every allowed guess returns at most 99 %', () => {
    for (let card = 0; card < 52; card++) {
      for (const guess of ['higher', 'lower', 'same'] as const) {
        if (!isHiloGuessAllowed(card, guess)) continue;
        let winning = 0;
        for (let next = 0; next < 52; next++) if (isHiloWin(card, next, guess)) winning++;
        const rtp = (getHiloStepMultiplierBp(card, guess) / 10_000) * (winning / 52);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.9899);
      }
    }
  });
});
