'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { User } from '@/lib/session/user-schema';
import { useSessionStore } from '@/lib/session/session-store';
import { QueryProvider } from '@/components/query-provider';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * Renders children with the signed-in user; a guest sees the server-rendered prompt; a loading session says so and
 * shows `placeholder`: the tab's own frame at the size of what is coming (a plain block when a tab has none).
 */
export function AccountGate({
  guest,
  placeholder,
  children,
}: {
  guest: ReactNode;
  placeholder?: ReactNode;
  children: (user: User) => ReactNode;
}) {
  const t = useTranslations('profile');
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  if (status === 'guest') return <>{guest}</>;
  if (status !== 'authenticated' || !user) {
    // The frame holds the room of what is coming, so nothing below jumps when it arrives; the status line is for
    // screen readers only, as a visible one would leave a gap behind.
    return (
      <>
        <p role="status" aria-busy="true" className="visually-hidden">
          {t('loading')}
        </p>
        {placeholder ?? <Skeleton height="200px" radius="md" />}
      </>
    );
  }
  return <QueryProvider>{children(user)}</QueryProvider>;
}
