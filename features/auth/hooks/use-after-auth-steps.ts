'use client';

import { useEffect } from 'react';
import { useLocale, usePathname, useRouter } from '@/i18n/navigation';
import { isLocaleTag, localeCodeOf, localeTagOf } from '@/lib/locales';
import { getActiveModal, withModalFlag, withoutModalFlags } from '@/lib/query-flags';
import { guessTimezone, runAfterAuthSteps } from '../lib/after-auth-steps';
import { useSessionStore } from '@/lib/session/session-store';

const isModalShowing = () =>
  getActiveModal(new URLSearchParams(window.location.search)) !== null || document.querySelector('[role="dialog"]') !== null;

/** Runs the after-login/registration steps once per auth event; lives in the header so it outlives the modal. */
export function useAfterAuthSteps(): void {
  const event = useSessionStore((state) => state.lastAuthEvent);
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();

  useEffect(() => {
    const user = useSessionStore.getState().user;
    if (!event || !user) return;
    const search = () => new URLSearchParams(window.location.search);
    return runAfterAuthSteps({
      kind: event.kind,
      user,
      currentLocale: isLocaleTag(locale) ? localeCodeOf(locale) : 'en',
      applyLocale: (code) => {
        // The modal that signed the user in is closing, but its flag may still be in the URL: it must not reopen.
        router.replace(`${pathname}${withoutModalFlags(search())}`, { locale: localeTagOf(code), scroll: false });
      },
      saveSettings: async (patch) => (await import('@/lib/session/update-settings')).updateSettings(patch),
      guessTimezone,
      fetchNotifications: async () => (await import('../api/get-notifications')).getNotifications(),
      isLoggedIn: () => useSessionStore.getState().status === 'authenticated',
      isModalShowing,
      openDeposit: () => router.push(`${window.location.pathname}${withModalFlag(search(), 'deposit')}`, { scroll: false }),
    });
    // Only a new auth event starts the steps; a locale switch they cause must not restart them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [event?.id]);
}
