'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { User } from './user-schema';

const SessionSeedContext = createContext<User | null>(null);

/**
 * The user the server loaded for this page from the token cookie (null when there is no token or the load failed).
 * Until the browser's session has looked at anything (status `unknown`: the server's render and hydration), the
 * session store reads as this user, so the server renders a signed-in page signed in and hydration agrees with it;
 * SessionBootstrap then makes it the store's user without asking the api again.
 */
export function SessionSeedProvider({ user, children }: { user: User | null; children: ReactNode }) {
  return <SessionSeedContext value={user}>{children}</SessionSeedContext>;
}

export function useSessionSeed(): User | null {
  return useContext(SessionSeedContext);
}
