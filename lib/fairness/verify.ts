import { isCaseWeights, pickCaseItem } from './cases';
import { COINFLIP_MAX_FLIPS, getCoinSide, type CoinSide } from './coinflip';
import { getCrashPoint, isGameHash } from './crash';
import { getDiceRollCenti } from './dice';
import { generateFloats } from './floats';
import { getCard } from './hilo';
import { drawKeno, KENO_DRAWN } from './keno';
import { isMineCount, MINES_MAX, MINES_MIN, placeMines } from './mines';
import { ONE_X_BP } from './multiplier';
import { drawRoom } from './rooms';
import { getRouletteResult, type RouletteColor } from './roulette';
import { describeBadSeeds, hashServerSeed, isServerSeed, type BetSeeds } from './seeds';

/** The most cards one verification recomputes (a hilo game draws one per guess or skip). */
export const VERIFY_MAX_CARDS = 10_000;

/** What the player's verify modal and `npm run verify` both recompute; every field is checked, nothing trusted. */
export type VerifyRequest =
  | { game: 'dice'; seeds: BetSeeds }
  | { game: 'keno'; seeds: BetSeeds }
  | { game: 'mines'; seeds: BetSeeds; mines: number }
  | { game: 'hilo'; seeds: BetSeeds; count: number }
  | { game: 'coinflip'; seeds: BetSeeds; count: number }
  | { game: 'cases'; seeds: BetSeeds; weights: readonly number[] }
  | { game: 'crash'; gameHash: string; salt: string }
  | { game: 'roulette'; gameHash: string; salt: string }
  | { game: 'rooms'; seed: string; roundId: number; stakesMinor: readonly number[] }
  | { game: 'seed-hash'; serverSeed: string };

export type VerifyResult =
  | { roll: number }
  | { drawn: number[] }
  | { mines: number[] }
  | { cards: number[] }
  | { flips: CoinSide[] }
  | { item: number }
  | { crash: number }
  | { sector: number; color: RouletteColor; multiplier: number }
  | { hash: string; pot: number; ticket: number; winner: number; payout: number; commission: number }
  | { hash: string };

export class VerifyInputError extends Error {}

function checkSeeds(seeds: BetSeeds): void {
  const problem = describeBadSeeds(seeds);
  if (problem) throw new VerifyInputError(problem);
}

function checkCount(count: number, max: number, what: string): void {
  if (!Number.isInteger(count) || count < 1 || count > max) throw new VerifyInputError(`${what} must be a whole number from 1 to ${max}`);
}

/** The most stakes one rooms verification takes (a round has at most 100 players of 10 stakes). */
export const VERIFY_MAX_STAKES = 1_000;

function checkChainHash(gameHash: string, salt: string): void {
  if (!isGameHash(gameHash)) throw new VerifyInputError('the game hash must be 64 lower-case hex characters');
  if (salt.length === 0) throw new VerifyInputError('the salt must not be empty');
}

/** A rooms round: the seed's commitment, the pot and the winning ticket (minor units), the winning stake's index. */
function verifyRoom(seed: string, roundId: number, stakesMinor: readonly number[]) {
  if (!isServerSeed(seed)) throw new VerifyInputError('the seed must be 64 lower-case hex characters');
  if (!Number.isSafeInteger(roundId) || roundId < 1) throw new VerifyInputError('the round must be a whole number from 1');
  if (
    stakesMinor.length < 1 ||
    stakesMinor.length > VERIFY_MAX_STAKES ||
    !stakesMinor.every((stake) => Number.isSafeInteger(stake) && stake > 0)
  ) {
    throw new VerifyInputError(`stakes must be 1 to ${VERIFY_MAX_STAKES} whole numbers of minor units above 0`);
  }
  const draw = drawRoom(seed, roundId, stakesMinor);
  return {
    hash: hashServerSeed(seed),
    pot: draw.potMinor,
    ticket: draw.ticket,
    winner: draw.winner,
    payout: draw.payoutMinor,
    commission: draw.commissionMinor,
  };
}

/** Recomputes one result; throws VerifyInputError on input that cannot decide a bet. */
export function verifyBet(request: VerifyRequest): VerifyResult {
  switch (request.game) {
    case 'seed-hash':
      if (!isServerSeed(request.serverSeed)) throw new VerifyInputError('the server seed must be 64 lower-case hex characters');
      return { hash: hashServerSeed(request.serverSeed) };
    case 'crash':
      checkChainHash(request.gameHash, request.salt);
      return { crash: getCrashPoint(request.gameHash, request.salt) };
    case 'roulette': {
      checkChainHash(request.gameHash, request.salt);
      const { sector, color, multiplierBp } = getRouletteResult(request.gameHash, request.salt);
      return { sector, color, multiplier: multiplierBp / ONE_X_BP };
    }
    case 'rooms':
      return verifyRoom(request.seed, request.roundId, request.stakesMinor);
    case 'dice':
      checkSeeds(request.seeds);
      return { roll: getDiceRollCenti(generateFloats(request.seeds, 1)[0]) / 100 };
    case 'keno':
      checkSeeds(request.seeds);
      return { drawn: drawKeno(generateFloats(request.seeds, KENO_DRAWN)) };
    case 'mines':
      checkSeeds(request.seeds);
      if (!isMineCount(request.mines)) throw new VerifyInputError(`mines must be a whole number from ${MINES_MIN} to ${MINES_MAX}`);
      return { mines: placeMines(generateFloats(request.seeds, request.mines), request.mines) };
    case 'hilo':
      checkSeeds(request.seeds);
      checkCount(request.count, VERIFY_MAX_CARDS, 'count');
      return { cards: generateFloats(request.seeds, request.count).map(getCard) };
    case 'coinflip':
      checkSeeds(request.seeds);
      checkCount(request.count, COINFLIP_MAX_FLIPS, 'count');
      return { flips: generateFloats(request.seeds, request.count).map(getCoinSide) };
    case 'cases':
      checkSeeds(request.seeds);
      if (!isCaseWeights(request.weights)) throw new VerifyInputError('weights must be whole numbers above 0');
      return { item: pickCaseItem(generateFloats(request.seeds, 1)[0], request.weights) };
  }
}
