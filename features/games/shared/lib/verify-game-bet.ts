import { formatCard } from '@/lib/fairness/hilo';
import { hashServerSeed } from '@/lib/fairness/seeds';
import { verifyBet, VerifyInputError, type VerifyRequest } from '@/lib/fairness/verify';
import { formatFixed } from '@/lib/money-format';
import type { GameBet } from '../api/schemas';

/** What the verify modal shows: the result the api recorded beside the one recomputed here from the seeds. */
export type VerifyOutcome =
  | { status: 'unrevealed' }
  | { status: 'unsupported' }
  | { status: 'invalid'; reason: string }
  | { status: 'checked'; hashMatches: boolean; recorded: string; computed: string; match: boolean };

const asNumbers = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isInteger(item)) ? (value as number[]) : null;
const asStrings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

/** A coin's sides as the page's language names them; the comparison keeps the wire's "heads" and "tails". */
export type CoinSideNames = { heads: string; tails: string };

type DescribedBet = {
  recorded: string;
  request: VerifyRequest;
  show: (result: never) => string;
  /** The comparable text as the player reads it (a roll in the page's locale); the comparison never sees this. */
  display?: (text: string) => string;
};

/** The recorded result of a bet as comparable text, and the request that recomputes it; null when the bet lacks it. */
function describeBet(
  bet: GameBet,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  caseWeights: readonly number[] | undefined,
  localeTag: string,
  sideNames: CoinSideNames | undefined,
): DescribedBet | null {
  const { result, params } = bet;
  switch (bet.game) {
    case 'dice': {
      if (typeof result.roll !== 'number') return null;
      // Compared as "19.59" on both sides; shown in the page's locale ("19,59" in ru and kz).
      return {
        recorded: result.roll.toFixed(2),
        request: { game: 'dice', seeds } as VerifyRequest,
        show: (r: { roll?: number }) => (r.roll ?? NaN).toFixed(2),
        display: (text: string) => formatFixed(Number(text), 2, localeTag),
      };
    }
    case 'keno': {
      const drawn = asNumbers(result.drawn);
      if (!drawn) return null;
      return {
        recorded: drawn.join(', '),
        request: { game: 'keno', seeds } as VerifyRequest,
        show: (r: { drawn?: number[] }) => (r.drawn ?? []).join(', '),
      };
    }
    case 'mines': {
      const mines = asNumbers(result.mines);
      const count = typeof params.mines === 'number' ? params.mines : mines?.length;
      if (!mines || !count) return null;
      return {
        recorded: mines.join(', '),
        request: { game: 'mines', seeds, mines: count } as VerifyRequest,
        show: (r: { mines?: number[] }) => (r.mines ?? []).join(', '),
      };
    }
    case 'hilo': {
      const cards = Array.isArray(result.cards) ? asNumbers(result.cards.map((entry) => (entry as { card?: unknown })?.card)) : null;
      if (!cards || cards.length === 0) return null;
      return {
        recorded: cards.map(formatCard).join(' '),
        request: { game: 'hilo', seeds, count: cards.length } as VerifyRequest,
        show: (r: { cards?: number[] }) => (r.cards ?? []).map(formatCard).join(' '),
      };
    }
    case 'coinflip': {
      const flips = asStrings(result.flips);
      if (!flips || flips.length === 0) return null;
      return {
        recorded: flips.join(', '),
        request: { game: 'coinflip', seeds, count: flips.length } as VerifyRequest,
        show: (r: { flips?: string[] }) => (r.flips ?? []).join(', '),
        display:
          sideNames &&
          ((text: string) =>
            text
              .split(', ')
              .map((side) => sideNames[side as keyof CoinSideNames] ?? side)
              .join(', ')),
      };
    }
    case 'cases': {
      if (typeof result.item_index !== 'number' || !caseWeights) return null;
      return {
        recorded: String(result.item_index),
        request: { game: 'cases', seeds, weights: caseWeights } as VerifyRequest,
        show: (r: { item?: number }) => String(r.item),
      };
    }
    default:
      return null;
  }
}

/**
 * Recomputes a settled bet with lib/fairness, the code the api settled it with: first that the revealed server seed
 * is the one committed to (its SHA-256 is the hash shown before the bet), then the result from the seeds and nonce.
 */
export function verifyGameBet(
  bet: GameBet,
  options: { caseWeights?: readonly number[]; localeTag?: string; sideNames?: CoinSideNames } = {},
): VerifyOutcome {
  const { serverSeed, clientSeed, nonce, serverSeedHash } = bet.fairness;
  if (!serverSeed) return { status: 'unrevealed' };
  const described = describeBet(
    bet,
    { serverSeed, clientSeed, nonce },
    options.caseWeights,
    options.localeTag ?? 'en-US',
    options.sideNames,
  );
  if (!described) return { status: 'unsupported' };
  try {
    const computed = described.show(verifyBet(described.request) as never);
    const display = described.display ?? ((text: string) => text);
    return {
      status: 'checked',
      hashMatches: hashServerSeed(serverSeed) === serverSeedHash,
      recorded: display(described.recorded),
      computed: display(computed),
      match: computed === described.recorded,
    };
  } catch (error) {
    if (error instanceof VerifyInputError || error instanceof RangeError) return { status: 'invalid', reason: error.message };
    throw error;
  }
}
