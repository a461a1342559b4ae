import { STORAGE_KEYS } from '@/lib/cookies';
import { TIMINGS } from '@/lib/timings';

let pending: Promise<string | null> | null = null;

async function computeFingerprint(): Promise<string | null> {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.fingerprint);
    if (stored) return stored;
    const FingerprintJS = (await import('@fingerprintjs/fingerprintjs')).default;
    // No usage ping to openfpcdn.io: the CSP allows no such origin (docs/decisions.md, security headers).
    const agent = await FingerprintJS.load({ monitoring: false });
    const { visitorId } = await agent.get();
    localStorage.setItem(STORAGE_KEYS.fingerprint, visitorId);
    return visitorId;
  } catch {
    return null;
  }
}

/** The device fingerprint, computed once per page and kept in local storage (spec section 5); null on failure. */
export function getFingerprint(): Promise<string | null> {
  pending ??= computeFingerprint();
  return pending;
}

/** The fingerprint if it is ready within the fallback delay, else null: a slow library never holds a sign-up. */
export function getFingerprintWithin(delayMs: number = TIMINGS.fingerprintFallbackDelayMs): Promise<string | null> {
  return Promise.race([getFingerprint(), new Promise<null>((resolve) => setTimeout(() => resolve(null), delayMs))]);
}
