import { HOSTNAME_PATTERN } from '../mirrors/contract';

/**
 * An absolute http(s) URL on a configured mirror, or null: the only places the SSO routes send a browser to.
 * Refused: relative and scheme-relative forms (`/x`, `//evil`, `/\evil`), other schemes (javascript:, data:),
 * user info (`https://mirror@evil`), backslashes and control characters anywhere, and hosts that are no mirror
 * (`https://mirror.evil`, `https://localhost.evil`). The text is checked as given: an encoded `%2F%2Fevil` is not
 * decoded into a URL.
 */
export function parseMirrorUrl(raw: string | null | undefined, isMirrorHost: (hostname: string) => boolean): URL | null {
  if (!raw || raw.length > 4096) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses.
  if (/[\\\u0000-\u0020\u007f]/.test(raw)) return null;
  if (!/^https?:\/\/[^/?#]/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const authority = raw.slice(raw.indexOf('//') + 2).split(/[/?#]/)[0];
  if (url.username || url.password || authority.includes('@')) return null;
  if (!HOSTNAME_PATTERN.test(url.hostname) || !isMirrorHost(url.hostname)) return null;
  return url;
}

/** A url-safe random id (SSO session ids and nonces). */
export function randomSsoId(): string {
  return `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
}
