'use client';

import { useState } from 'react';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';

/**
 * The signed-in user, kept while the profile reloads: a balance refresh can pass through the session's `loading`
 * state (when the browser had not yet taken the server's user as its own), and a section that unmounted for that
 * moment would lose what it holds, such as a payout's success notice. Null for a guest and before any user is known.
 */
export function useSignedInUser(): User | null {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const [last, setLast] = useState<User | null>(null);
  const current = status === 'authenticated' ? user : null;
  if (current && current !== last) setLast(current);
  if (status === 'guest') return null;
  return current ?? last;
}
