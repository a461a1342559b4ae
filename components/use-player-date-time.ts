import { useLocale, useTimeZone } from 'next-intl';
import { formatDateTime } from '@/lib/format-date';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * An ISO time as a date and time for the player: in their time zone (else the site's), through lib/format-date, which
 * formats Kazakh itself (Chromium has no kk month names, so Intl would print "2026 M11 29").
 */
export function usePlayerDateTime(): (iso: string) => string {
  const locale = useLocale();
  const siteZone = useTimeZone();
  const timeZone = useSessionStore((state) => state.user?.timezone) ?? siteZone;
  return (iso) => formatDateTime(new Date(iso), { locale, timeZone, dateStyle: 'medium', timeStyle: 'short' });
}
