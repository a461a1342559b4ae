import { HmacSha256, utf8 } from './sha256';
import { describeBadSeeds, type BetSeeds } from './seeds';

/** Floats per HMAC round: 32 bytes, 4 per float. */
export const FLOATS_PER_ROUND = 8;
const TWO_POW_32 = 0x1_0000_0000;
const COLON = 0x3a;

/**
 * The float stream of one (server seed, client seed) pair, Stake's published scheme:
 * round r of bet n is HMAC-SHA256(key = server seed hex text, message = `${clientSeed}:${n}:${r}`), and float i of
 * the bet is big-endian uint32 number (i mod 8) of round floor(i / 8), divided by 2^32, so always in [0, 1).
 * Reuse one instance for many nonces: the key and the client seed are prepared once.
 */
export class FairFloats {
  private readonly hmac: HmacSha256;
  private readonly message: Uint8Array;
  private readonly prefixLength: number;
  private readonly words = new Uint32Array(FLOATS_PER_ROUND);

  constructor(serverSeed: string, clientSeed: string) {
    const problem = describeBadSeeds({ serverSeed, clientSeed, nonce: 0 });
    if (problem) throw new RangeError(problem);
    this.hmac = new HmacSha256(utf8(serverSeed));
    const prefix = utf8(`${clientSeed}:`);
    this.prefixLength = prefix.length;
    // Room for a safe-integer nonce, a colon and a round number.
    this.message = new Uint8Array(prefix.length + 40);
    this.message.set(prefix);
  }

  /** Writes the 8 uint32 of one HMAC round to `out`. */
  roundWords(nonce: number, round: number, out: Uint32Array): void {
    if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('the nonce must be a whole number from 0');
    let at = writeDigits(this.message, this.prefixLength, nonce);
    this.message[at++] = COLON;
    at = writeDigits(this.message, at, round);
    this.hmac.digestWords(this.message, at, out);
  }

  /** Fills `out` with floats number `cursor`, `cursor + 1`, ... of bet `nonce`; returns `out`. */
  fill<T extends { length: number; [index: number]: number }>(nonce: number, out: T, cursor = 0): T {
    const words = this.words;
    let round = -1;
    for (let i = 0; i < out.length; i++) {
      const index = cursor + i;
      const wanted = Math.floor(index / FLOATS_PER_ROUND);
      if (wanted !== round) {
        round = wanted;
        this.roundWords(nonce, round, words);
      }
      out[i] = words[index % FLOATS_PER_ROUND] / TWO_POW_32;
    }
    return out;
  }
}

/** Writes `value`'s decimal digits at `at`; returns the index after them. */
function writeDigits(target: Uint8Array, at: number, value: number): number {
  if (value === 0) {
    target[at] = 0x30;
    return at + 1;
  }
  let digits = 0;
  for (let rest = value; rest > 0; rest = Math.floor(rest / 10)) digits++;
  for (let i = digits - 1, rest = value; i >= 0; i--, rest = Math.floor(rest / 10)) target[at + i] = 0x30 + (rest % 10);
  return at + digits;
}

/** `count` floats of one bet, from float number `cursor` on. */
export function generateFloats(seeds: BetSeeds, count: number, cursor = 0): number[] {
  if (!Number.isSafeInteger(count) || count < 0 || !Number.isSafeInteger(cursor) || cursor < 0) {
    throw new RangeError('count and cursor must be whole numbers from 0');
  }
  const problem = describeBadSeeds(seeds);
  if (problem) throw new RangeError(problem);
  return new FairFloats(seeds.serverSeed, seeds.clientSeed).fill(seeds.nonce, new Array<number>(count).fill(0), cursor);
}
