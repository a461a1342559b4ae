'use client';

import { useState } from 'react';

/** The balance as use-intl's format.number would print it (same Intl options), falling back to the bare number. */
export function formatBalance(locale: string, total: number, currency: string | null | undefined): string {
  try {
    return new Intl.NumberFormat(locale, currency ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' } : undefined).format(
      total,
    );
  } catch {
    return String(total);
  }
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
