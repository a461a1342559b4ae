import { getBetLimit, type BetLimit } from '../bet-limits';
import type { Currency } from '../currencies';
import { GAME_RTP_BP } from '../games/rtp';
import { isGameHash } from './crash';
import { HmacSha256, hexToBytes, utf8 } from './sha256';

/**
 * The roulette wheel (docs/realtime.md, docs/fairness.md), declared here once: 50 sectors in four colours, each colour
 * paying so that a bet on it returns GAME_RTP_BP.roulette (99 %) exactly: grey 25 x 1.98, red 15 x 3.3, blue 9 x 5.5,
 * gold 1 x 49.5 (the x2 / x3 / x5 / x50 wheel players know, with the site's 1 % edge in every colour).
 */
export const ROULETTE_COLORS = ['grey', 'red', 'blue', 'gold'] as const;
export type RouletteColor = (typeof ROULETTE_COLORS)[number];

const LETTER: Record<string, RouletteColor> = { g: 'grey', r: 'red', b: 'blue', o: 'gold' };

/** Sector i's colour, 0 to 49 clockwise; gold alone, grey every other sector, red and blue spread between. */
export const ROULETTE_WHEEL: readonly RouletteColor[] = Object.freeze(
  [...'ogrgrgbgrgrgbgrgbgrgrgbgrgrgbgrgbgrgrgbgrgrgbgrgbg'].map((letter) => LETTER[letter]),
);
export const ROULETTE_SECTORS = ROULETTE_WHEEL.length;

/** What a winning bet on each colour pays, in basis points of its stake (lib/fairness/multiplier.ts). */
export const ROULETTE_PAYS_BP: Readonly<Record<RouletteColor, number>> = { grey: 19_800, red: 33_000, blue: 55_000, gold: 495_000 };

export function isRouletteColor(value: unknown): value is RouletteColor {
  return typeof value === 'string' && (ROULETTE_COLORS as readonly string[]).includes(value);
}

export function rouletteSectorsOf(color: RouletteColor): number {
  return ROULETTE_WHEEL.filter((sector) => sector === color).length;
}

/** A colour's return to player in basis points: its multiplier times its share of the sectors (exact). */
export function rouletteRtpBp(color: RouletteColor): number {
  return (ROULETTE_PAYS_BP[color] * rouletteSectorsOf(color)) / ROULETTE_SECTORS;
}

/** The declared RTP every colour must return (GAME_RTP_BP); a test holds the wheel to it. */
export const ROULETTE_RTP_BP = GAME_RTP_BP.roulette;

/**
 * A round's sector from its chain hash, the crash method (bustabit v2): h = HMAC-SHA256(key = the salt's text,
 * message = the hash's 32 bytes), X = the first 52 bits of h / 2^52, sector = floor(X * 50), computed in integers.
 */
export function getRouletteSector(gameHash: string, salt: string): number {
  if (!isGameHash(gameHash)) throw new RangeError('the game hash must be 64 lower-case hex characters');
  const words = new Uint32Array(8);
  const message = hexToBytes(gameHash);
  new HmacSha256(utf8(salt)).digestWords(message, message.length, words);
  const bits52 = BigInt(words[0]) * 2n ** 20n + BigInt(words[1] >>> 12);
  return Number((bits52 * BigInt(ROULETTE_SECTORS)) >> 52n);
}

export type RouletteResult = { sector: number; color: RouletteColor; multiplierBp: number };

export function getRouletteResult(gameHash: string, salt: string): RouletteResult {
  const sector = getRouletteSector(gameHash, salt);
  const color = ROULETTE_WHEEL[sector];
  return { sector, color, multiplierBp: ROULETTE_PAYS_BP[color] };
}

/**
 * A bet's stake limits (docs/decisions.md, "Roulette and the spec's wheel limits"): spec section 9's roulette limits
 * for every colour; a gold bet, on the x50 sector, must also be within its "wheel" limits (RUB: exactly 1).
 */
export function rouletteStakeLimit(color: RouletteColor, currency: Currency): BetLimit {
  const roulette = getBetLimit(currency, 'roulette');
  if (color !== 'gold') return roulette;
  const wheel = getBetLimit(currency, 'wheel');
  return { minMinor: Math.max(roulette.minMinor, wheel.minMinor), maxMinor: Math.min(roulette.maxMinor, wheel.maxMinor) };
}
