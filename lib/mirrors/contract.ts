import { z } from 'zod';

/** Paths of the mirrors and SSO calls (spec section 7), shared by the api routes and the web's callers. */
export const MIRROR_PATHS = {
  current: '/api/v2/mirrors/current',
  handoff: '/api/v2/sso/handoff',
  exchange: '/api/v2/sso/exchange',
  tracking: '/api/v2/tracking/events',
  mirrorsToCheck: '/api/getMirrorsToCheck',
  antiBonusResult: '/api/sendAntiBonusResult',
} as const;

/** The web's SSO routes: the home starts a hand-off, a mirror takes one back, the home pulls a mirror's fresh login. */
export const SSO_ROUTES = { leave: '/sso/leave', start: '/sso/start', return: '/sso/return', pull: '/sso/pull' } as const;

export const SSO_TRACKING_EVENTS = ['ssoAvailabilityCreate', 'ssoAvailabilityFinish'] as const;
export type SsoTrackingEvent = (typeof SSO_TRACKING_EVENTS)[number];

/** A DNS hostname in lower case (labels of letters, digits and hyphens), as browsers put it in Host. */
export const HOSTNAME_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOSTNAME_PATTERN, { message: 'invalid_hostname: A hostname is letters, digits, hyphens and dots.' });

/** An SSO session id and a hand-off nonce: url-safe random text the browser keeps. */
export const SSO_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** Search-engine verification metas by name (yandex-verification, google-site-verification, ...). */
export const verificationMetaSchema = z
  .record(
    z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, { message: 'invalid_meta_name: A meta name is lowercase letters, digits and hyphens.' }),
    z.string().min(1).max(256),
  )
  .refine((value) => Object.keys(value).length <= 8, { message: 'too_many_metas: At most 8 verification metas.' });

export const mirrorSettingsSchema = z.object({
  revshare_service_frontend_url: z.string().nullable(),
  telegram_channel_url: z.string().nullable(),
});
export type MirrorSettings = z.infer<typeof mirrorSettingsSchema>;

/** What a page on a host carries (GET /api/v2/mirrors/current): an unknown host gets DEFAULT_MIRROR_DATA. */
export const mirrorDataSchema = z.object({
  hostname: z.string(),
  known: z.boolean(),
  is_sso_home: z.boolean(),
  blocked: z.boolean(),
  /** The SSO home's start URL; null on the home itself, on unknown hosts, and when no home is configured. */
  sso: z.string().nullable(),
  verification_meta: z.record(z.string(), z.string()),
  settings: mirrorSettingsSchema,
});
export type MirrorData = z.infer<typeof mirrorDataSchema>;

export function defaultMirrorData(hostname: string): MirrorData {
  return {
    hostname,
    known: false,
    is_sso_home: false,
    blocked: false,
    sso: null,
    verification_meta: {},
    settings: { revshare_service_frontend_url: null, telegram_channel_url: null },
  };
}

/** GET /api/getMirrorsToCheck's reply. */
export const mirrorsToCheckSchema = z.object({
  data: z.object({ domains: z.array(z.object({ url: z.string(), image: z.string() })) }),
});
export type MirrorToCheck = z.infer<typeof mirrorsToCheckSchema>['data']['domains'][number];

/** The pixel every mirror serves for the browser's availability probe. */
export const MIRROR_PIXEL_PATH = '/pixel.png';
/** Probe results: at most this many domains per post, each a load time in ms up to the cap, or null. */
export const MAX_PROBE_DOMAINS = 50;
export const MAX_PROBE_MS = 60_000;
