/**
 * SHA-256 and HMAC-SHA256 (FIPS 180-4, RFC 2104) in plain TypeScript, synchronous, for Node and the browser alike.
 * Why not Web Crypto: crypto.subtle is async only, so settling a bet, re-computing it in a verify modal and running
 * tens of millions of simulated rounds would all go through promises; this file is tested byte for byte against
 * node:crypto, and an HMAC keyed once costs two compressions per 32 bytes of output.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const IV = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

const BLOCK_BYTES = 64;

/** One compression: `w[0..15]` holds the block's words; `state` is updated in place. */
function compress(state: Int32Array, w: Int32Array): void {
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15];
    const y = w[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
  }
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  let e = state[4];
  let f = state[5];
  let g = state[6];
  let h = state[7];
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0] + a) | 0;
  state[1] = (state[1] + b) | 0;
  state[2] = (state[2] + c) | 0;
  state[3] = (state[3] + d) | 0;
  state[4] = (state[4] + e) | 0;
  state[5] = (state[5] + f) | 0;
  state[6] = (state[6] + g) | 0;
  state[7] = (state[7] + h) | 0;
}

function loadBlock(w: Int32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = (bytes[j] << 24) | (bytes[j + 1] << 16) | (bytes[j + 2] << 8) | bytes[j + 3];
  }
}

/**
 * Hashes `length` bytes of `message` continuing from `start` (a state that has already absorbed `prefixBytes`
 * bytes, a multiple of 64) and writes the 8 digest words to `out`. `w` is 64 words of scratch space.
 */
function hashFrom(start: Int32Array, prefixBytes: number, message: Uint8Array, length: number, out: Int32Array, w: Int32Array): void {
  out.set(start);
  let offset = 0;
  for (; offset + BLOCK_BYTES <= length; offset += BLOCK_BYTES) {
    loadBlock(w, message, offset);
    compress(out, w);
  }
  // The tail, the 0x80 marker and the bit length, over one or two blocks.
  const rest = length - offset;
  w.fill(0, 0, 16);
  for (let i = 0; i < rest; i++) w[i >> 2] |= message[offset + i] << (24 - 8 * (i & 3));
  w[rest >> 2] |= 0x80 << (24 - 8 * (rest & 3));
  if (rest >= 56) {
    compress(out, w);
    w.fill(0, 0, 16);
  }
  const bits = (prefixBytes + length) * 8;
  w[14] = Math.floor(bits / 0x1_0000_0000);
  w[15] = bits | 0;
  compress(out, w);
}

export function wordsToBytes(words: Int32Array | Uint32Array): Uint8Array {
  const bytes = new Uint8Array(words.length * 4);
  for (let i = 0; i < words.length; i++) {
    bytes[i * 4] = words[i] >>> 24;
    bytes[i * 4 + 1] = words[i] >>> 16;
    bytes[i * 4 + 2] = words[i] >>> 8;
    bytes[i * 4 + 3] = words[i];
  }
  return bytes;
}

export function sha256(message: Uint8Array): Uint8Array {
  const out = new Int32Array(8);
  hashFrom(IV, 0, message, message.length, out, new Int32Array(64));
  return wordsToBytes(out);
}

/**
 * HMAC-SHA256 with its key absorbed once: each digest then costs the message's blocks plus one outer block.
 * Not safe to share between concurrent callers of `digestWords` that interleave (it reuses scratch space), which
 * synchronous JavaScript never does.
 */
export class HmacSha256 {
  private readonly inner = new Int32Array(8);
  private readonly outer = new Int32Array(8);
  private readonly w = new Int32Array(64);
  private readonly innerDigest = new Int32Array(8);
  private readonly result = new Int32Array(8);

  constructor(key: Uint8Array) {
    const k0 = new Uint8Array(BLOCK_BYTES);
    k0.set(key.length > BLOCK_BYTES ? sha256(key) : key);
    const pad = new Uint8Array(BLOCK_BYTES);
    for (const [state, byte] of [
      [this.inner, 0x36],
      [this.outer, 0x5c],
    ] as const) {
      for (let i = 0; i < BLOCK_BYTES; i++) pad[i] = k0[i] ^ byte;
      state.set(IV);
      loadBlock(this.w, pad, 0);
      compress(state, this.w);
    }
  }

  /** Writes HMAC(key, message[0..length)) as 8 big-endian words to `out`. */
  digestWords(message: Uint8Array, length: number, out: Uint32Array): void {
    const w = this.w;
    const result = this.result;
    hashFrom(this.inner, BLOCK_BYTES, message, length, this.innerDigest, w);
    result.set(this.outer);
    w.set(this.innerDigest);
    w[8] = 0x8000_0000 | 0;
    w.fill(0, 9, 15);
    w[15] = (BLOCK_BYTES + 32) * 8;
    compress(result, w);
    for (let i = 0; i < 8; i++) out[i] = result[i] >>> 0;
  }

  digest(message: Uint8Array): Uint8Array {
    const out = new Uint32Array(8);
    this.digestWords(message, message.length, out);
    return wordsToBytes(out);
  }
}

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return new HmacSha256(key).digest(message);
}

const encoder = new TextEncoder();

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Lower- or upper-case hex of even length; anything else throws. */
export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new RangeError('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8(text)));
}
