import { createHmac } from 'node:crypto';
import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';

export const POSTBACK_PLACEHOLDERS = ['stag', 'event', 'user_id', 'amount', 'currency', 'partner', 'postback_id'] as const;
export type PostbackValues = Record<(typeof POSTBACK_PLACEHOLDERS)[number], string>;

export const SIGNATURE_HEADER = 'x-postback-signature';
export const TIMESTAMP_HEADER = 'x-postback-timestamp';

/** Fills {placeholder}s with URL-encoded values; an unknown placeholder is left as it is. */
export function renderPostbackUrl(template: string, values: PostbackValues): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name as keyof PostbackValues]) : whole,
  );
}

/** HMAC-SHA256 (hex) of `timestamp.url.body` with the partner's secret; the partner recomputes it to trust the call. */
export function signPostback(secret: string, timestamp: string, url: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${url}.${body}`).digest('hex');
}

const PRIVATE_V4: Array<[number, number]> = [
  [0x00000000, 8],
  [0x0a000000, 8],
  [0x64400000, 10],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0xac100000, 12],
  [0xc0000000, 24],
  [0xc0a80000, 16],
  [0xc6120000, 15],
  [0xe0000000, 3],
];

function v4ToInt(address: string): number {
  return address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

/** Loopback, private, link-local, CGNAT, multicast and reserved addresses: no postback may reach them. */
export function isInternalAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) {
    const value = v4ToInt(address);
    return PRIVATE_V4.some(([base, bits]) => value >>> (32 - bits) === base >>> (32 - bits));
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return isInternalAddress(mapped[1]);
    const mappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
    if (mappedHex) {
      const [high, low] = [parseInt(mappedHex[1], 16), parseInt(mappedHex[2], 16)];
      return isInternalAddress(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
    }
    return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff');
  }
  return true;
}

const INTERNAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home|lan|intranet|corp)$/i;

/** Why the template cannot be a postback URL, or null. Internal hosts are refused when `strict` (production). */
export function postbackUrlProblem(template: string, strict: boolean): string | null {
  let url: URL;
  try {
    url = new URL(renderPostbackUrl(template, Object.fromEntries(POSTBACK_PLACEHOLDERS.map((name) => [name, 'x'])) as PostbackValues));
  } catch {
    return 'invalid_url: Not a URL.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid_url: Only http and https URLs.';
  if (url.username || url.password) return 'invalid_url: No credentials in the URL.';
  if (!strict) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) ? isInternalAddress(host) : INTERNAL_NAMES.test(host) || !host.includes('.')) {
    return 'internal_host: The URL names an internal host.';
  }
  return null;
}

/**
 * In production every address the host resolves to must be public. The check is the connection's own lookup, so
 * the address checked is the address connected to (a DNS answer that changes between a check and the call cannot
 * slip an internal address in).
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, list) => {
    if (error) return callback(error, '', 4);
    if (list.length === 0 || list.some((entry) => isInternalAddress(entry.address))) {
      return callback(new Error(`postback host ${hostname} resolves to an internal address`), '', 4);
    }
    // Node asks for every address (happy eyeballs) or for one.
    if (options.all) return callback(null, list);
    return callback(null, list[0].address, list[0].family);
  });
};

export type PostbackRequest = { url: string; secret: string; body: Record<string, unknown>; strict: boolean; timeoutMs: number };

/** POSTs the signed JSON body; redirects are not followed. Resolves with the HTTP status. */
export function sendPostback(request: PostbackRequest): Promise<number> {
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (request.strict && isIP(host) && isInternalAddress(host)) {
    return Promise.reject(new Error(`postback host ${host} is an internal address`));
  }
  const body = JSON.stringify(request.body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        timeout: request.timeoutMs,
        ...(request.strict ? { lookup: publicLookup } : {}),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'casino-postback/1',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: `sha256=${signPostback(request.secret, timestamp, request.url, body)}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`postback timed out after ${request.timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
