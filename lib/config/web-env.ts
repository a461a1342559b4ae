import { z } from 'zod';
import { DEFAULT_PUBLIC_API_URL } from './public-env';

/**
 * The web process's configuration, parsed once. The only reader of process.env on the web side, with public-env.ts
 * for the browser's build-time values.
 * NEXT_PUBLIC_ variables are inlined into the browser bundle at build time.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where the web server (the proxy, server components) reaches the api. */
  API_INTERNAL_URL: z.url().default('http://127.0.0.1:4000'),
  /** The api base the browser uses in development; in production it is api.<host without www>. */
  NEXT_PUBLIC_API_URL: z.url().default(DEFAULT_PUBLIC_API_URL),
  GEO_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60 * 1000),
  REDIRECT_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 1000),
  /** How long the web keeps a host's mirror data (SSO link, verification metas, settings) from the api. */
  MIRROR_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 1000),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(1500),
  /**
   * How many reverse proxies of ours in front of the web append to X-Forwarded-For; the visitor is that hop
   * from the right (1: the last hop, the peer our proxy saw, or the socket's peer when no proxy sent one).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * The game providers' origins the casino's iframes load (CSP frame-src), comma-separated. Unset: the api's public
   * origin, where the sandbox aggregator serves its games.
   */
  CASINO_FRAME_ORIGINS: z
    .string()
    .optional()
    .transform((value, context) => {
      if (!value?.trim()) return null;
      const origins: string[] = [];
      for (const item of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const parsed = z.url({ protocol: /^https?$/ }).safeParse(item);
        if (!parsed.success) {
          context.addIssue({ code: 'custom', message: `not an http(s) origin: ${item}` });
          return z.NEVER;
        }
        origins.push(new URL(item).origin);
      }
      return origins;
    }),
  /** Sign-up captcha site keys; without them the form shows no captcha (the api skips it without secrets). */
  NEXT_PUBLIC_HCAPTCHA_SITE_KEY: z.string().min(1).optional(),
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  /**
   * The support chat provider's script (https); unset, the support button opens the contact form. Its origin joins
   * the CSP. The chat location: NEXT_PUBLIC_SUPPORT_CHAT_LOCATION, or _KZ for visitors of the KZ region (spec section 2).
   */
  NEXT_PUBLIC_SUPPORT_CHAT_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  NEXT_PUBLIC_SUPPORT_CHAT_LOCATION: z.string().min(1).max(200).optional(),
  NEXT_PUBLIC_SUPPORT_CHAT_LOCATION_KZ: z.string().min(1).max(200).optional(),
});

export type WebEnv = z.infer<typeof schema>;

export function parseWebEnv(source: Record<string, string | undefined>): WebEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid web configuration: ${problems}`);
  }
  return result.data;
}

export const webEnv: WebEnv = parseWebEnv({
  NODE_ENV: process.env.NODE_ENV,
  API_INTERNAL_URL: process.env.API_INTERNAL_URL,
  NEXT_PUBLIC_API_URL: process.env.NEXT_PUBLIC_API_URL,
  GEO_CACHE_TTL_MS: process.env.GEO_CACHE_TTL_MS,
  REDIRECT_CACHE_TTL_MS: process.env.REDIRECT_CACHE_TTL_MS,
  MIRROR_CACHE_TTL_MS: process.env.MIRROR_CACHE_TTL_MS,
  API_TIMEOUT_MS: process.env.API_TIMEOUT_MS,
  TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS,
  CASINO_FRAME_ORIGINS: process.env.CASINO_FRAME_ORIGINS,
  NEXT_PUBLIC_HCAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_HCAPTCHA_SITE_KEY || undefined,
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY || undefined,
  NEXT_PUBLIC_SUPPORT_CHAT_SCRIPT_URL: process.env.NEXT_PUBLIC_SUPPORT_CHAT_SCRIPT_URL || undefined,
  NEXT_PUBLIC_SUPPORT_CHAT_LOCATION: process.env.NEXT_PUBLIC_SUPPORT_CHAT_LOCATION || undefined,
  NEXT_PUBLIC_SUPPORT_CHAT_LOCATION_KZ: process.env.NEXT_PUBLIC_SUPPORT_CHAT_LOCATION_KZ || undefined,
});
