import { ONE_X_BP, getRtpBp, multiplyBp } from './multiplier';

/** Deck index 0..51: rank 2..A (0..12) times 4, plus the suit in the order diamonds, hearts, spades, clubs. */
export const DECK_SIZE = 52;
export const RANKS = 13;
export const SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
const RANK_NAMES = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
const SUIT_SIGNS = ['♦', '♥', '♠', '♣'] as const;

export type HiloGuess = 'higher' | 'lower' | 'same';
export const HILO_GUESSES: readonly HiloGuess[] = ['higher', 'lower', 'same'];
/** A running hilo multiplier stops growing here: the game cashes out by itself when a step would pass it. */
export const HILO_MAX_MULTIPLIER_BP = 1_000_000 * ONE_X_BP;

/** An unlimited deck: every card is floor(float x 52), independent of the cards before it. */
export function getCard(float: number): number {
  return Math.floor(float * DECK_SIZE);
}

export function isCard(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < DECK_SIZE;
}

export function getCardRank(card: number): number {
  if (!isCard(card)) throw new RangeError('a card is a whole number from 0 to 51');
  return Math.floor(card / 4);
}

export function getCardSuit(card: number): (typeof SUITS)[number] {
  return SUITS[card % 4];
}

/** 0 -> "2♦", 51 -> "A♣". */
export function formatCard(card: number): string {
  return `${RANK_NAMES[getCardRank(card)]}${SUIT_SIGNS[card % 4]}`;
}

/** How many of the 13 ranks win the guess from a card of rank `rank` (higher and lower are strict). */
export function getHiloWinningRanks(rank: number, guess: HiloGuess): number {
  if (guess === 'higher') return RANKS - 1 - rank;
  if (guess === 'lower') return rank;
  return 1;
}

/** False for a guess that cannot win: higher than an ace, lower than a two. */
export function isHiloGuessAllowed(card: number, guess: HiloGuess): boolean {
  return getHiloWinningRanks(getCardRank(card), guess) > 0;
}

export function isHiloWin(card: number, next: number, guess: HiloGuess): boolean {
  const from = getCardRank(card);
  const to = getCardRank(next);
  return guess === 'higher' ? to > from : guess === 'lower' ? to < from : to === from;
}

/** One step pays (1 - edge) / chance of the guess = 0.99 x 13 / winning ranks, rounded down to a basis point. */
export function getHiloStepMultiplierBp(card: number, guess: HiloGuess): number {
  const winning = getHiloWinningRanks(getCardRank(card), guess);
  if (winning <= 0) throw new RangeError(`"${guess}" cannot win from ${formatCard(card)}`);
  return Math.floor((getRtpBp('hilo') * RANKS) / winning);
}

/**
 * The running multiplier after one more correct guess: steps multiply (each rounded down), so the edge applies to
 * every guess and a game of k guesses returns 99 %^k; capped at HILO_MAX_MULTIPLIER_BP.
 */
export function applyHiloStep(runningBp: number, card: number, guess: HiloGuess): number {
  return Math.min(HILO_MAX_MULTIPLIER_BP, multiplyBp(runningBp, getHiloStepMultiplierBp(card, guess)));
}
