'use client';

import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { ModalFlag } from '@/lib/query-flags';
import { useSessionStore } from '@/lib/session/session-store';

/** Where a call to action leads: a modal on the current page (its query flag) or a page. */
export type CtaTarget = { label: string; flag: ModalFlag } | { label: string; href: string };

/**
 * A call to action that follows the session: the guest's (sign up, log in) or the signed-in player's (deposit,
 * bonuses). Server-rendered pages cannot see the session, so until the browser knows it this renders a hidden
 * placeholder of the same size: neither action flashes, and a screen reader reads neither.
 */
export function SessionCta({
  guest,
  member,
  className = buttonClass({ variant: 'primary', size: 'lg' }),
}: {
  guest: CtaTarget;
  member: CtaTarget | null;
  className?: string;
}) {
  const status = useSessionStore((state) => state.status);
  if (status === 'unknown' || status === 'loading') {
    return (
      <span className={className} aria-hidden="true" style={{ visibility: 'hidden' }} data-testid="session-cta-placeholder">
        {guest.label}
      </span>
    );
  }
  const target = status === 'authenticated' ? member : guest;
  if (!target) return null;
  return 'flag' in target ? (
    <Link className={className} href={`?${target.flag}`} scroll={false} prefetch={false}>
      {target.label}
    </Link>
  ) : (
    <Link className={className} href={target.href}>
      {target.label}
    </Link>
  );
}
