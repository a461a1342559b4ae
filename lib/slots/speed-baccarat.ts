import type { BaccaratBets, BaccaratOutcome, BaccaratSide } from './types';

/**
 * Speed Baccarat, punto banco, dealt from a freshly shuffled shoe of 8 decks every coup (no cut card, no carry-over).
 * Float i deals card i in dealing order (player, banker, player, banker, the player's third card if drawn, then the
 * banker's): it takes index floor(float x cards left) of the shoe's cards still in it, in ascending order (the
 * repository's draw, lib/fairness/combinatorics.ts). Shoe index s is card s mod 52 (lib/fairness/hilo.ts numbering).
 */
export const BACCARAT_MAX_CARDS = 6;
export const BACCARAT_DECKS = 8;
const SHOE = 52 * BACCARAT_DECKS;
export const BACCARAT_SIDES: readonly BaccaratSide[] = ['player', 'banker', 'tie'];

/** What a winning side pays, hundredths of its stake (1:1, 0.95:1, 8:1); the stake comes back with it. */
export const BACCARAT_PAYS_X100: Readonly<Record<BaccaratSide, number>> = { player: 100, banker: 95, tie: 800 };

/** What a side returns per unit bet, exact for a fresh 8-deck shoe (checked by speed-baccarat.test.ts). */
export const BACCARAT_SIDE_RTP_PERCENT: Readonly<Record<BaccaratSide, number>> = { banker: 98.94, player: 98.76, tie: 85.64 };

/** Ace 1, two to nine at face value, tens and pictures 0. Card c has rank floor(c / 4): 0 = two ... 12 = ace. */
export function getBaccaratPoints(card: number): number {
  if (!Number.isInteger(card) || card < 0 || card > 51) throw new RangeError('a card is a whole number from 0 to 51');
  const rank = Math.floor(card / 4);
  if (rank === 12) return 1;
  return rank <= 7 ? rank + 2 : 0;
}

export function getBaccaratTotal(cards: readonly number[]): number {
  return cards.reduce((sum, card) => sum + getBaccaratPoints(card), 0) % 10;
}

/** The player draws on 0-5 and stands on 6-7 (8-9 are naturals, handled before). */
export function doesPlayerDraw(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's rule. Without a player's third card the banker draws on 0-5. With one (its points `third`): 0-2 draw;
 * 3 draws unless the third is an 8; 4 draws on 2-7; 5 on 4-7; 6 on 6-7; 7 stands.
 */
export function doesBankerDraw(bankerTotal: number, third: number | null): boolean {
  if (third === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return third !== 8;
    case 4:
      return third >= 2 && third <= 7;
    case 5:
      return third >= 4 && third <= 7;
    case 6:
      return third === 6 || third === 7;
    default:
      return false;
  }
}

/** Plays a coup from the cards in dealing order (`deal()` gives the next card). */
export function playCoup(deal: () => number): BaccaratOutcome {
  const player = [deal()];
  const banker = [deal()];
  player.push(deal());
  banker.push(deal());
  let playerTotal = getBaccaratTotal(player);
  let bankerTotal = getBaccaratTotal(banker);
  if (playerTotal < 8 && bankerTotal < 8) {
    let third: number | null = null;
    if (doesPlayerDraw(playerTotal)) {
      const card = deal();
      player.push(card);
      third = getBaccaratPoints(card);
      playerTotal = getBaccaratTotal(player);
    }
    if (doesBankerDraw(bankerTotal, third)) {
      banker.push(deal());
      bankerTotal = getBaccaratTotal(banker);
    }
  }
  const winner: BaccaratSide = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { kind: 'baccarat', player, banker, playerTotal, bankerTotal, winner };
}

/** A coup from BACCARAT_MAX_CARDS floats (fewer are read when fewer cards are dealt). */
export function getBaccaratOutcome(floats: ArrayLike<number>): BaccaratOutcome {
  const taken: number[] = [];
  return playCoup(() => {
    const left = SHOE - taken.length;
    let index = Math.floor(floats[taken.length] * left);
    if (!(index >= 0 && index < left)) throw new RangeError('a float must be in [0, 1)');
    // The index-th card still in the shoe: step over the cards already dealt, lowest first.
    for (const gone of taken) if (gone <= index) index++;
    taken.push(index);
    taken.sort((a, b) => a - b);
    return index % 52;
  });
}

/** At least one bet; each on a known side, a whole number of minor units above 0 (an absent side may be undefined). */
export function isBaccaratBets(bets: BaccaratBets): boolean {
  const entries = Object.entries(bets).filter(([, amount]) => amount !== undefined);
  return (
    entries.length > 0 &&
    entries.every(([side, amount]) => BACCARAT_SIDES.includes(side as BaccaratSide) && Number.isSafeInteger(amount) && (amount ?? 0) > 0)
  );
}

/**
 * The total returned, stakes included: the winning side returns its stake plus 1:1 (player), 0.95:1 rounded down to a
 * minor unit (banker) or 8:1 (tie); on a tie the player and banker bets come back (push).
 */
export function getBaccaratReturnMinor(bets: BaccaratBets, outcome: BaccaratOutcome): number {
  if (!isBaccaratBets(bets)) throw new RangeError('baccarat bets are whole minor units above 0 on player, banker or tie');
  const player = BigInt(bets.player ?? 0);
  const banker = BigInt(bets.banker ?? 0);
  const tie = BigInt(bets.tie ?? 0);
  let total = 0n;
  const pays = (stake: bigint, side: BaccaratSide): bigint => stake + (stake * BigInt(BACCARAT_PAYS_X100[side])) / 100n;
  if (outcome.winner === 'tie') total = player + banker + pays(tie, 'tie');
  else if (outcome.winner === 'player') total = pays(player, 'player');
  else total = pays(banker, 'banker');
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('the payout is too large');
  return Number(total);
}

/**
 * The exact chances of player, banker and tie from a fresh 8-deck shoe: a walk over the sequences of six point values
 * (0 has 128 cards, 1 to 9 have 32 each), each value's chance being its cards left over the cards left. The cards a
 * coup never deals do not change it, so the 10^6 sequences cover every coup with its exact chance.
 */
export function getBaccaratChances(): Record<BaccaratSide, number> {
  const left = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  // A card of each point value: 0 -> a ten (rank 8), 1 -> an ace (rank 12), v -> rank v - 2.
  const cardOf = (points: number): number => (points === 0 ? 32 : points === 1 ? 48 : (points - 2) * 4);
  const result: Record<BaccaratSide, number> = { player: 0, banker: 0, tie: 0 };
  const seq = new Array<number>(BACCARAT_MAX_CARDS).fill(0);
  const walk = (depth: number, p: number): void => {
    if (depth === BACCARAT_MAX_CARDS) {
      let next = 0;
      result[playCoup(() => cardOf(seq[next++])).winner] += p;
      return;
    }
    for (let v = 0; v < 10; v++) {
      seq[depth] = v;
      const chance = left[v] / (SHOE - depth);
      left[v]--;
      walk(depth + 1, p * chance);
      left[v]++;
    }
  };
  walk(0, 1);
  return result;
}
