import Cookies from 'js-cookie';
import { z } from 'zod';
import { COOKIE_MAX_AGE_S, COOKIE_NAMES, STORAGE_KEYS, type CookieName } from '@/lib/cookies';
import { TIMINGS } from '@/lib/timings';
import { cookieAttributes } from '@/lib/session/token-cookie';

const DAY_S = 86400;
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;

/** Query parameter -> the cookie it is kept in (the last landing's value wins). */
const PARTNER_COOKIES: ReadonlyArray<[string, CookieName]> = [
  ['stag', COOKIE_NAMES.stag],
  ['partnerId', COOKIE_NAMES.partnerId],
  ['advertiseUid', COOKIE_NAMES.advertiseUid],
  ['cpaOneUid', COOKIE_NAMES.cpaOneUid],
  ['advertiseSource', COOKIE_NAMES.advertiseSource],
  ['promo', COOKIE_NAMES.promo],
  ['partner', COOKIE_NAMES.partner],
  ['adplace', COOKIE_NAMES.adplace],
];

/** What the capture calls; the api client in the app, fakes in tests. */
export interface CaptureDeps {
  post(path: string, body: unknown): Promise<{ data: unknown }>;
  logError(message: string, error: unknown): void;
  now(): number;
  href: string;
}

function setCookie(name: CookieName, value: string, maxAgeS = COOKIE_MAX_AGE_S[name]): void {
  Cookies.set(name, value, { ...cookieAttributes(), ...(maxAgeS ? { expires: maxAgeS / DAY_S } : {}) });
}

const read = (name: CookieName) => Cookies.get(name) || null;

/** super_bonus is stored once: written when its cookie is empty or holds the same value (which renews it). */
export function storeSuperBonus(value: string | null): void {
  if (!value) return;
  const stored = read(COOKIE_NAMES.superBonus);
  if (stored === null || stored === value) setCookie(COOKIE_NAMES.superBonus, value);
}

/** A guest's bonus windows: the end time (ms) in a cookie that lives as long; a new window starts when one ends. */
export function refreshGuestTimers(now: number): void {
  if (read(COOKIE_NAMES.token)) return;
  const restart = (name: CookieName, windowMs: number) => {
    const endsAt = Number(read(name));
    if (Number.isFinite(endsAt) && endsAt > now) return;
    setCookie(name, String(now + windowMs), windowMs / 1000);
  };
  if (read(COOKIE_NAMES.promo)) restart(COOKIE_NAMES.guestPromoTimer, TIMINGS.guestPromoWindowMs);
  restart(COOKIE_NAMES.guestWelcomePackTimer, TIMINGS.guestWelcomePackWindowMs);
}

/** The end (ms) of a guest's promo or welcome-pack window, or null when none is running. */
export function guestTimerEndsAt(kind: 'promo' | 'welcomePack', now = Date.now()): number | null {
  const endsAt = Number(read(kind === 'promo' ? COOKIE_NAMES.guestPromoTimer : COOKIE_NAMES.guestWelcomePackTimer));
  return Number.isFinite(endsAt) && endsAt > now ? endsAt : null;
}

const scalar = z.union([z.string(), z.number()]).transform(String);
const utmReplySchema = z.object({
  advId: z.string().min(1),
  promo: z.object({ type: scalar, value: scalar }).nullish(),
});

async function captureUtm(query: Record<string, string>, deps: CaptureDeps): Promise<void> {
  if (!UTM_KEYS.every((key) => query[key]) || read(COOKIE_NAMES.advId)) return;
  try {
    const { data } = await deps.post('middleware/utm', query);
    const reply = utmReplySchema.parse(data);
    setCookie(COOKIE_NAMES.advId, reply.advId);
    if (reply.promo) {
      setCookie(COOKIE_NAMES.adBonusType, reply.promo.type);
      setCookie(COOKIE_NAMES.adBonusValue, reply.promo.value);
      setCookie(COOKIE_NAMES.adBonusModal, 'false');
    }
  } catch (error) {
    deps.logError('middleware error', error);
  }
}

function visitorId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.fingerprint);
    if (stored) return stored;
  } catch {
    // Storage may be blocked; a one-off id still tells events apart.
  }
  return crypto.randomUUID();
}

/**
 * Spec sections 2, 3 and 5 on any page: the partner parameters go to their cookies (pr only when empty,
 * super_bonus by its rule), an affiliate landing is reported, the UTM call is made once all four utm_* are there
 * and no advId is stored, subH sends a page-open event, and a guest's bonus timers are kept running. Failures
 * never reach the visitor.
 */
export async function captureAttribution(params: URLSearchParams, deps: CaptureDeps): Promise<void> {
  const query = Object.fromEntries(params.entries());
  for (const [parameter, cookie] of PARTNER_COOKIES) {
    if (query[parameter]) setCookie(cookie, query[parameter]);
  }
  if (query.pr && !read(COOKIE_NAMES.prHash)) setCookie(COOKIE_NAMES.prHash, query.pr);
  storeSuperBonus(query.super_bonus || null);
  refreshGuestTimers(deps.now());

  const work: Promise<void>[] = [captureUtm(query, deps)];
  if (PARTNER_COOKIES.some(([parameter]) => query[parameter])) {
    work.push(
      deps.post('middleware/affiliate', { query }).then(
        () => undefined,
        (error: unknown) => deps.logError('affiliate error', error),
      ),
    );
  }
  if (query.subH) {
    work.push(
      deps.post('middleware/registerPageOpenEvent', { subH: query.subH, uuid: visitorId(), click_url: deps.href }).then(
        () => undefined,
        (error: unknown) => deps.logError('registerPageOpenEvent error', error),
      ),
    );
  }
  await Promise.all(work);
}
