import { HmacSha256, bytesToHex, hexToBytes, sha256, utf8 } from './sha256';

const GAME_HASH = /^[0-9a-f]{64}$/;

export function isGameHash(value: string): boolean {
  return GAME_HASH.test(value);
}

/**
 * Bustabit v2: HMAC-SHA256 with key = the salt's text and message = the game hash's 32 bytes (bustabit's public
 * verifier hex-decodes the hash before the HMAC); X = the first 52 bits / 2^52; crash = max(1, floor(99 / (1 - X)) / 100).
 * The float arithmetic is bustabit's own, so results agree with their verifier to the cent. Returns hundredths.
 */
export function getCrashPointCenti(gameHash: string, salt: string): number {
  if (!isGameHash(gameHash)) throw new RangeError('the game hash must be 64 lower-case hex characters');
  const words = new Uint32Array(8);
  const message = hexToBytes(gameHash);
  new HmacSha256(utf8(salt)).digestWords(message, message.length, words);
  const r = words[0] * 2 ** 20 + (words[1] >>> 12);
  const x = r / 2 ** 52;
  return Math.max(100, Math.floor(99 / (1 - x)));
}

export function getCrashPoint(gameHash: string, salt: string): number {
  return getCrashPointCenti(gameHash, salt) / 100;
}

/** The hash of the game before: SHA-256 of this hash's bytes (bustabit's current chain). */
export function getPreviousGameHash(gameHash: string): string {
  if (!isGameHash(gameHash)) throw new RangeError('the game hash must be 64 lower-case hex characters');
  return bytesToHex(sha256(hexToBytes(gameHash)));
}
