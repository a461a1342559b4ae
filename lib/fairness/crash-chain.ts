import { isGameHash } from './crash';
import { bytesToHex, hexToBytes, sha256 } from './sha256';

/**
 * A crash hash chain (bustabit's scheme, docs/fairness.md): from a secret seed, round `n` of a chain of `length` rounds
 * has the hash SHA-256^(length - n)(seed) (each step hashes the previous hash's 32 bytes), so round `length` is the seed
 * itself and the terminal hash SHA-256^length(seed) is what round 1's hash hashes to. The terminal hash is published
 * before round 1; each revealed hash then proves every hash before it.
 */
export function getChainTerminalHash(seed: string, length: number): string {
  checkChain(seed, length);
  let hash = hexToBytes(seed);
  for (let i = 0; i < length; i += 1) hash = sha256(hash);
  return bytesToHex(hash);
}

export type ChainReader = {
  readonly length: number;
  readonly terminalHash: string;
  /** Round n's hash, n from 1 to length. */
  hashOfRound(n: number): string;
};

/**
 * Reads a chain's hashes in any order without keeping all of them: one pass over the chain keeps every
 * `segment`-th hash (a checkpoint); round n's hash is then at most `segment` steps from one. The segment last used is
 * kept whole, so rounds read one after another cost one hash each on average.
 */
export function createChainReader(seed: string, length: number, segment = 1024): ChainReader {
  checkChain(seed, length);
  if (!Number.isSafeInteger(segment) || segment < 1) throw new RangeError('the segment is a whole number from 1');
  const checkpoints: Uint8Array[] = [];
  let hash = hexToBytes(seed);
  for (let steps = 0; steps < length; steps += 1) {
    if (steps % segment === 0) checkpoints.push(hash);
    hash = sha256(hash);
  }
  const terminalHash = bytesToHex(hash);
  let cached: { index: number; hashes: string[] } | null = null;

  const segmentAt = (index: number): string[] => {
    if (cached?.index === index) return cached.hashes;
    const hashes: string[] = [];
    let current = checkpoints[index];
    const count = Math.min(segment, length - index * segment);
    for (let i = 0; i < count; i += 1) {
      hashes.push(bytesToHex(current));
      current = sha256(current);
    }
    cached = { index, hashes };
    return hashes;
  };

  return {
    length,
    terminalHash,
    hashOfRound(n: number): string {
      if (!Number.isSafeInteger(n) || n < 1 || n > length) throw new RangeError(`the chain has rounds 1 to ${length}`);
      const steps = length - n;
      return segmentAt(Math.floor(steps / segment))[steps % segment];
    },
  };
}

function checkChain(seed: string, length: number): void {
  if (!isGameHash(seed)) throw new RangeError('the seed must be 64 lower-case hex characters');
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('the chain length is a whole number from 1');
}
