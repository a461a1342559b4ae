import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationRejectedError } from '../types';

export const NOWPAYMENTS_SIGNATURE_HEADER = 'x-nowpayments-sig';

/** The body with every object's keys in alphabetical order, at every depth (arrays keep their order). */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeysDeep((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The gateway's documented IPN signature: hex HMAC-SHA512(IPN secret, JSON.stringify(body with keys sorted)). */
export function signNowpaymentsIpn(ipnSecret: string, body: unknown): string {
  return createHmac('sha512', ipnSecret)
    .update(JSON.stringify(sortKeysDeep(body)))
    .digest('hex');
}

/** Parses the raw body and checks its signature; the parsed body is returned only when it is authentic. */
export function verifyNowpaymentsIpn(ipnSecret: string, rawBody: Buffer, header: string | string[] | undefined): unknown {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{128}$/.test(header)) throw new NotificationRejectedError('bad_signature');
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new NotificationRejectedError('malformed');
  }
  const expected = Buffer.from(signNowpaymentsIpn(ipnSecret, body), 'hex');
  if (!timingSafeEqual(Buffer.from(header, 'hex'), expected)) throw new NotificationRejectedError('bad_signature');
  return body;
}
