/**
 * The web's security headers, built in one place: next.config.ts sends the static ones on every response,
 * proxy.ts sends the Content-Security-Policy with a fresh nonce on every page it routes.
 * Header names are lower case so the two sources name the same header alike and Next keeps one value.
 */

export interface SecurityHeader {
  key: string;
  value: string;
}

/** Two years, the length the HSTS preload list asks for; sent only by a production build. */
const HSTS_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;

export function staticSecurityHeaders({ isProduction }: { isProduction: boolean }): SecurityHeader[] {
  const headers: SecurityHeader[] = [
    { key: 'x-content-type-options', value: 'nosniff' },
    { key: 'x-frame-options', value: 'DENY' },
    { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
  ];
  // Browsers ignore HSTS over plain http, so a production start on http://localhost is not pinned to https.
  if (isProduction) headers.push({ key: 'strict-transport-security', value: `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` });
  return headers;
}

/** hCaptcha's documented CSP sources: its script, widget frame, styles and challenge calls. */
const HCAPTCHA_SOURCES = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
/** reCAPTCHA's documented CSP sources: api.js on www.google.com loads its release from www.gstatic.com. */
const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export interface CspInput {
  /** A fresh random value per response; Next reads it from the request's CSP and puts it on its scripts. */
  nonce: string;
  isDevelopment: boolean;
  /** Origins the browser calls the api on (lib/api/api-base-url.ts decides which one). */
  apiOrigins: readonly string[];
  /** The game providers' origins the casino's iframes load (frame-src); nothing else may be framed. */
  gameFrameOrigins: readonly string[];
  hcaptcha: boolean;
  recaptcha: boolean;
  /** The support chat provider's origins (its script's, NEXT_PUBLIC_SUPPORT_CHAT_SCRIPT_URL); none without one. */
  supportChatOrigins?: readonly string[];
  /** Where else images load from: the mirror check's pixels on the other mirrors (features/mirror-check). */
  imageSources?: readonly string[];
}

/** http://api.example -> ws://api.example, https -> wss. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

export function buildContentSecurityPolicy(input: CspInput): string {
  const { nonce, isDevelopment, apiOrigins, gameFrameOrigins, hcaptcha, recaptcha, supportChatOrigins = [] } = input;
  const captchaScripts = [...(hcaptcha ? HCAPTCHA_SOURCES : []), ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [])];
  const frames = [
    ...gameFrameOrigins,
    ...supportChatOrigins,
    ...(hcaptcha ? HCAPTCHA_SOURCES : []),
    ...(recaptcha ? RECAPTCHA_FRAME_SOURCES : []),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic' trusts what nonce'd scripts load (Next's chunks, the captcha loaders); browsers that
    // know it ignore the host list, which stays for those that do not. Dev: React rebuilds server stacks with eval.
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...captchaScripts,
      ...supportChatOrigins,
      ...(isDevelopment ? ["'unsafe-eval'"] : []),
    ],
    // Style attributes cannot carry a nonce; React's style props, Next's error pages and the captcha widgets set them.
    'style-src': ["'self'", "'unsafe-inline'", ...(hcaptcha ? HCAPTCHA_SOURCES : []), ...supportChatOrigins],
    // data: for small images a stylesheet may inline.
    'img-src': ["'self'", 'data:', ...supportChatOrigins, ...(input.imageSources ?? [])],
    'font-src': ["'self'"],
    // Dev: Next's hot reload talks over a WebSocket to the dev server. A chat provider adds its origins here.
    // The api's socket origins too (the realtime games): browsers before CSP3 do not let http: cover ws:.
    'connect-src': [
      "'self'",
      ...apiOrigins,
      ...apiOrigins.map(socketOrigin),
      ...(hcaptcha ? HCAPTCHA_SOURCES : []),
      ...supportChatOrigins,
      ...supportChatOrigins.map(socketOrigin),
      ...(isDevelopment ? ['ws:', 'wss:'] : []),
    ],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources).join(' ')}`)
    .join('; ');
}

/** The request and response header that carries the policy (lower case, as the other headers here). */
export const CSP_HEADER = 'content-security-policy';

/** The nonce of a policy built by buildContentSecurityPolicy, or undefined when it has none. */
export function nonceOfPolicy(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
}

/** 128 random bits, base64: the form Next's nonce parser accepts. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
