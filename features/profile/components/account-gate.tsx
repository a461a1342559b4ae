'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { User } from '@/lib/session/user-schema';
import { useSessionStore } from '@/lib/session/session-store';
import { QueryProvider } from '@/components/query-provider';
import { Skeleton } from '@/components/ui/skeleton';

/** Renders children with the signed-in user; a guest sees the server-rendered prompt; a loading session says so. */
export function AccountGate({ guest, children }: { guest: ReactNode; children: (user: User) => ReactNode }) {
  const t = useTranslations('profile');
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  if (status === 'guest') return <>{guest}</>;
  if (status !== 'authenticated' || !user) {
    // The skeleton holds the room of the cards to come, so nothing below jumps when they arrive.
    return (
      <>
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
        <Skeleton height="200px" radius="md" />
      </>
    );
  }
  return <QueryProvider>{children(user)}</QueryProvider>;
}
