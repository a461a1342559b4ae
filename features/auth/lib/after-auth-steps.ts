import { resolveUserLocale, type LocaleCode } from '@/lib/locales';
import { TIMINGS } from '@/lib/timings';
import type { User } from '@/lib/session/user-schema';

export interface AfterAuthDeps {
  kind: 'login' | 'register';
  user: Pick<User, 'locale' | 'timezone' | 'total_balance' | 'currency'>;
  currentLocale: LocaleCode;
  applyLocale(code: LocaleCode): void;
  saveSettings(patch: { locale?: LocaleCode; timezone?: string }): Promise<unknown>;
  guessTimezone(): string | null;
  fetchNotifications(): Promise<unknown>;
  isLoggedIn(): boolean;
  isModalShowing(): boolean;
  openDeposit(): void;
}

/** The browser's IANA time zone, or null when Intl cannot tell. */
export function guessTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

const ignore = () => undefined;

/**
 * Spec section 4, after a login or a registration: the user's locale is applied (en when unsupported; a user
 * with none gets the interface's), a missing time zone is guessed and saved, notifications are fetched after
 * 4 s, and the PayIn modal opens after 17 s when nothing else is showing — after a login only for an empty
 * balance in a set currency. Returns a cancel function for the timers.
 */
export function runAfterAuthSteps(deps: AfterAuthDeps): () => void {
  const patch: { locale?: LocaleCode; timezone?: string } = {};
  if (deps.user.locale) {
    const locale = resolveUserLocale(deps.user.locale);
    if (locale !== deps.currentLocale) deps.applyLocale(locale);
  } else {
    patch.locale = deps.currentLocale;
  }
  if (!deps.user.timezone) {
    const timezone = deps.guessTimezone();
    if (timezone) patch.timezone = timezone;
  }
  if (Object.keys(patch).length > 0) deps.saveSettings(patch).catch(ignore);

  const notifications = setTimeout(() => {
    deps.fetchNotifications().catch(ignore);
  }, TIMINGS.notificationsFetchDelayMs);

  const wantsDeposit = deps.kind === 'register' || (Number(deps.user.total_balance ?? 0) === 0 && Boolean(deps.user.currency));
  const payIn = wantsDeposit
    ? setTimeout(() => {
        if (deps.isLoggedIn() && !deps.isModalShowing()) deps.openDeposit();
      }, TIMINGS.payInPromptDelayMs)
    : null;

  return () => {
    clearTimeout(notifications);
    if (payIn) clearTimeout(payIn);
  };
}
