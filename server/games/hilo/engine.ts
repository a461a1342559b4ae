import {
  applyHiloStep,
  formatCard,
  getCard,
  HILO_GUESSES,
  HILO_MAX_MULTIPLIER_BP,
  isHiloGuessAllowed,
  isHiloWin,
  type HiloGuess,
} from '@/lib/fairness/hilo';
import { ONE_X_BP } from '@/lib/fairness/multiplier';
import { hilo, type GameResult } from '@/lib/games';
import { gameErrors } from '../core/errors';
import type { BetRecord, Draw, Outcome } from '../core/types';

/** The most cards one game shows (each guess or skip draws one). */
export const HILO_MAX_CARDS = 1000;

type Game = Pick<GameResult<'hilo'>, 'cards' | 'guesses'>;

/** The stored game, read with the contract's schema (a stored bet off it is a broken row: it throws). */
function gameOf(bet: BetRecord): Game {
  const { cards, guesses } = hilo.result.parse(bet.result);
  return { cards, guesses };
}

const runningOf = (game: Game) => game.cards[game.cards.length - 1].multiplier_bp;

/** What each guess from the current card would make the running multiplier (null: it cannot win). */
function nextOptions(card: number, runningBp: number) {
  return Object.fromEntries(
    HILO_GUESSES.map((guess) => [guess, isHiloGuessAllowed(card, guess) ? applyHiloStep(runningBp, card, guess) : null]),
  );
}

function openGame(game: Game): Outcome {
  const current = game.cards[game.cards.length - 1];
  return {
    open: true,
    multiplierBp: game.guesses > 0 ? current.multiplier_bp : 0,
    result: { cards: game.cards, guesses: game.guesses, next: nextOptions(current.card, current.multiplier_bp) },
  };
}

/** Card i of a game is float i of the bet (docs/fairness.md); the first is shown at the start. */
function cardAt(draw: Draw, index: number): number {
  return getCard(draw(1, index)[0]);
}

export function startHilo(draw: Draw): Outcome {
  const card = cardAt(draw, 0);
  return openGame({ cards: [{ card, label: formatCard(card), action: 'start', multiplier_bp: ONE_X_BP }], guesses: 0 });
}

function nextCard(game: Game, draw: Draw): number {
  if (game.cards.length >= HILO_MAX_CARDS)
    throw gameErrors.field('cards', 'too_many_cards', `A game shows at most ${HILO_MAX_CARDS} cards: cash out.`);
  return cardAt(draw, game.cards.length);
}

export function guessHilo(bet: BetRecord, guess: HiloGuess, draw: Draw): Outcome {
  const game = gameOf(bet);
  const current = game.cards[game.cards.length - 1].card;
  if (!isHiloGuessAllowed(current, guess))
    throw gameErrors.field('guess', 'guess_impossible', `"${guess}" cannot win from ${formatCard(current)}.`);
  const card = nextCard(game, draw);
  const won = isHiloWin(current, card, guess);
  const running = won ? applyHiloStep(runningOf(game), current, guess) : runningOf(game);
  const next: Game = {
    cards: [...game.cards, { card, label: formatCard(card), action: guess, multiplier_bp: running }],
    guesses: game.guesses + (won ? 1 : 0),
  };
  if (!won) return { open: false, multiplierBp: 0, result: { cards: next.cards, guesses: next.guesses } };
  // At the cap the game cannot grow: it pays by itself.
  if (running >= HILO_MAX_MULTIPLIER_BP)
    return { open: false, multiplierBp: running, result: { cards: next.cards, guesses: next.guesses } };
  return openGame(next);
}

export function skipHilo(bet: BetRecord, draw: Draw): Outcome {
  const game = gameOf(bet);
  const card = nextCard(game, draw);
  return openGame({
    cards: [...game.cards, { card, label: formatCard(card), action: 'skip', multiplier_bp: runningOf(game) }],
    guesses: game.guesses,
  });
}

export function cashOutHilo(bet: BetRecord): Outcome {
  const game = gameOf(bet);
  if (game.guesses < 1) throw gameErrors.cashoutTooEarly();
  return { open: false, multiplierBp: runningOf(game), result: { cards: game.cards, guesses: game.guesses } };
}
