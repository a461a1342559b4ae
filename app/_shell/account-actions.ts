'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useClientIntlConfig } from '@/i18n/client-intl';
import { useLocale, usePathname } from '@/i18n/navigation';
import { isCurrency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { formatMinor } from '@/lib/money-format';
import { withModalFlag, type ModalFlag } from '@/lib/query-flags';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';

/** The balance (major units, as the api sends it) with spec section 9's sign, the way every other amount is printed. */
export function formatBalance(locale: string, total: number, currency: string | null | undefined): string {
  if (!isCurrency(currency)) return new Intl.NumberFormat(locale).format(total);
  return formatMinor(toMinorUnits(total, currency), currency, locale);
}

/** Log out, with the button busy meanwhile; the api client loads on use, so it stays out of the first load. */
export function useLogOut(): { logOut: () => Promise<void>; loggingOut: boolean } {
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = async () => {
    setLoggingOut(true);
    try {
      await (await import('@/features/auth/api/logout')).logout();
    } finally {
      setLoggingOut(false);
    }
  };
  return { logOut, loggingOut };
}

export interface Account {
  status: ReturnType<typeof useSessionStore.getState>['status'];
  /** The locale amounts are printed in. */
  locale: string;
  /** The signed-in player, or null for a guest and while the session is being looked at. */
  user: User | null;
  /** The player's real balance with its sign (the bonus balance is the bonus widget's); null without a player. */
  balance: string | null;
  /** The current path without its locale prefix. */
  pathname: string;
  /** This page with a modal's query flag (?login, ?signup, ?deposit) added to its query. */
  hrefFor: (flag: ModalFlag) => string;
  logOut: () => Promise<void>;
  loggingOut: boolean;
}

/**
 * The locale the server rendered this page in, which every other amount on the page is printed with. The route param
 * behind useLocale is read again in the browser and falls back to en-US when it is not a locale tag; outside the
 * document's provider (component tests) the param is all there is.
 */
function useFormattingLocale(): string {
  const routeLocale = useLocale();
  try {
    return useClientIntlConfig().locale;
  } catch {
    return routeLocale;
  }
}

/** What the header's account slot and the menu drawer show: the session, the balance, the modal links, log out. */
export function useAccount(): Account {
  const locale = useFormattingLocale();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const { logOut, loggingOut } = useLogOut();
  return {
    status,
    locale,
    user,
    balance: user ? formatBalance(locale, user.balance ?? 0, user.currency) : null,
    pathname,
    hrefFor: (flag) => `${pathname}${withModalFlag(searchParams, flag)}`,
    logOut,
    loggingOut,
  };
}
