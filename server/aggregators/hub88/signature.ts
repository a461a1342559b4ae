import { createSign, createVerify, KeyObject, createPublicKey, createPrivateKey } from 'node:crypto';

/**
 * Hub88's request signature: RSASSA-PKCS1-v1_5 with SHA-256 over the exact body bytes, Base64 in X-Hub88-Signature.
 * Always the bytes as they came over the wire: JSON re-serialised with other whitespace or key order does not verify.
 */
export const SIGNATURE_HEADER = 'x-hub88-signature';

export function signBody(body: Buffer | string, privateKey: KeyObject | string): string {
  return createSign('sha256').update(body).sign(privateKey, 'base64');
}

/** False for a missing, malformed or wrong signature (never throws on what a caller sent). */
export function verifyBody(body: Buffer, signature: string | undefined, publicKey: KeyObject): boolean {
  if (!signature || signature.length > 2048 || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('sha256').update(body).verify(publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** A PEM text (or one with its newlines written as \n, as environment variables carry it) as a key. */
export function publicKeyOf(pem: string): KeyObject {
  return createPublicKey(pem.replace(/\\n/g, '\n'));
}

export function privateKeyOf(pem: string): KeyObject {
  return createPrivateKey(pem.replace(/\\n/g, '\n'));
}
