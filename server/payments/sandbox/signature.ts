import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationRejectedError } from '../types';

/** How far a notification's timestamp may be from now, either way: an older one is a replay, a later one forged. */
export const SANDBOX_SIGNATURE_TOLERANCE_S = 300;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const TIMESTAMP_PART = /^t=(\d{1,12})$/;
const SIGNATURE_PART = /^v1=([0-9a-f]{64})$/;

function mac(secret: string, timestampS: number, rawBody: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(`${timestampS}.`).update(rawBody).digest();
}

/** The X-Sandbox-Signature value for a body sent at timestampS: `t=<unix s>,v1=<hex HMAC-SHA256(secret, "t.body")>`. */
export function signSandboxPayload(secret: string, rawBody: Buffer | string, timestampS: number): string {
  return `t=${timestampS},v1=${mac(secret, timestampS, rawBody).toString('hex')}`;
}

/**
 * Checks the header against the raw bytes as received (never a re-serialised body). Several v1 entries are allowed
 * (a secret being rotated); one must match. A valid signature on a timestamp outside the tolerance is still refused.
 */
export function verifySandboxSignature(secret: string, rawBody: Buffer, header: string | string[] | undefined, nowS: number): void {
  if (typeof header !== 'string' || header.length > 1024) throw new NotificationRejectedError('bad_signature');
  let timestampS: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',').map((item) => item.trim())) {
    const timestamp = TIMESTAMP_PART.exec(part);
    if (timestamp) timestampS = Number(timestamp[1]);
    const signature = SIGNATURE_PART.exec(part);
    if (signature) signatures.push(Buffer.from(signature[1], 'hex'));
  }
  if (timestampS === null || signatures.length === 0) throw new NotificationRejectedError('bad_signature');
  const expected = mac(secret, timestampS, rawBody);
  if (!signatures.some((signature) => timingSafeEqual(signature, expected))) throw new NotificationRejectedError('bad_signature');
  if (Math.abs(nowS - timestampS) > SANDBOX_SIGNATURE_TOLERANCE_S) throw new NotificationRejectedError('stale_timestamp');
}
