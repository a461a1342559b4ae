import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
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

/** In production the host's every address must be public at delivery time too (a DNS answer may change). */
export async function assertPublicHost(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  if (addresses.length === 0 || addresses.some(isInternalAddress)) throw new Error(`postback host ${host} resolves to an internal address`);
}

export type PostbackRequest = { url: string; secret: string; body: Record<string, unknown>; strict: boolean; timeoutMs: number };

/** POSTs the signed JSON body; redirects are not followed. Resolves with the HTTP status. */
export async function sendPostback(request: PostbackRequest): Promise<number> {
  const url = new URL(request.url);
  if (request.strict) await assertPublicHost(url);
  const body = JSON.stringify(request.body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(request.timeoutMs),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'casino-postback/1',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: `sha256=${signPostback(request.secret, timestamp, request.url, body)}`,
    },
    body,
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}
