import { bytesToHex, sha256Hex } from './sha256';

/** What decides one bet: the server seed (secret until rotated), the player's client seed and the bet's nonce. */
export interface BetSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const SERVER_SEED = /^[0-9a-f]{64}$/;
export const CLIENT_SEED_MAX_LENGTH = 64;
// Control characters (NUL among them, which Postgres cannot store) and lone surrogates (which UTF-8 cannot encode,
// so two seeds would give the same bytes) are refused; any other text is a seed.
// eslint-disable-next-line no-control-regex -- control characters are what this pattern exists to refuse.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** No lone surrogate (String.prototype.isWellFormed, which older browsers lack). */
function isWellFormed(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** A server seed: 32 random bytes as 64 lower-case hex characters (the HMAC key is this text, not the bytes). */
export function createServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** The commitment shown before play: SHA-256 of the server seed's hex text, as hex. */
export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

export function isServerSeed(value: string): boolean {
  return SERVER_SEED.test(value);
}

/** A fresh client seed for a player who has not chosen one: 10 hex characters, like the published example. */
export function createClientSeed(): string {
  const bytes = new Uint8Array(5);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

export function isClientSeed(value: string): boolean {
  return (
    value.length >= 1 && value.length <= CLIENT_SEED_MAX_LENGTH && !CONTROL.test(value) && isWellFormed(value) && value.trim() === value
  );
}

export function isNonce(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** Why these seeds cannot decide a bet, or null when they can. */
export function describeBadSeeds(seeds: BetSeeds): string | null {
  if (!isServerSeed(seeds.serverSeed)) return 'the server seed must be 64 lower-case hex characters';
  if (!isClientSeed(seeds.clientSeed)) {
    return `the client seed must be 1 to ${CLIENT_SEED_MAX_LENGTH} characters, no control characters, no leading or trailing spaces`;
  }
  if (!isNonce(seeds.nonce)) return 'the nonce must be a whole number from 0';
  return null;
}
