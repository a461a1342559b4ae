import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, HmacSha256, hmacSha256, sha256, sha256Hex, utf8 } from './sha256';

describe('sha256', () => {
  it('gives the FIPS 180-4 example digests', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('equals node:crypto for every length around the block and padding edges, up to 300 bytes', () => {
    for (let length = 0; length <= 300; length++) {
      const data = randomBytes(length);
      expect(bytesToHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('hashes a million bytes like node:crypto', () => {
    const data = randomBytes(1_000_000);
    expect(bytesToHex(sha256(data))).toBe(createHash('sha256').update(data).digest('hex'));
  });
});

describe('hmacSha256', () => {
  it('gives RFC 4231 test cases 1, 2 and 6 (a key longer than a block)', () => {
    expect(bytesToHex(hmacSha256(new Uint8Array(20).fill(0x0b), utf8('Hi There')))).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    expect(bytesToHex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(bytesToHex(hmacSha256(new Uint8Array(131).fill(0xaa), utf8('Test Using Larger Than Block-Size Key - Hash Key First')))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
  });

  it('equals node:crypto for keys and messages of many lengths, and a reused instance stays right', () => {
    for (let length = 0; length <= 200; length++) {
      const key = randomBytes(length % 150);
      const message = randomBytes(length);
      expect(bytesToHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
    const key = randomBytes(64);
    const hmac = new HmacSha256(key);
    for (let i = 0; i < 50; i++) {
      const message = randomBytes(i * 3);
      expect(bytesToHex(hmac.digest(message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });
});

describe('hex', () => {
  it('round-trips and refuses what is not hex', () => {
    expect(bytesToHex(hexToBytes('00ff10Ab'))).toBe('00ff10ab');
    expect(() => hexToBytes('abc')).toThrow(RangeError);
    expect(() => hexToBytes('zz')).toThrow(RangeError);
  });
});
