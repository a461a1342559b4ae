'use client';

import { useState } from 'react';
import { isCurrency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { formatMinor } from '@/lib/money-format';

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
