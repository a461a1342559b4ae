import { create } from 'zustand';
import type { User } from './user-schema';

/** unknown: not looked at yet (server render); loading: a token exists and the profile is on its way. */
export type SessionStatus = 'unknown' | 'guest' | 'loading' | 'authenticated';

/**
 * What just happened, so the after-login steps (a persistent component) can run their timers and the app can
 * finish what a social sign-in was started for (the VIP join of `?login&vip`).
 */
export interface AuthEvent {
  kind: 'login' | 'register';
  id: number;
  social: boolean;
}

interface SessionState {
  status: SessionStatus;
  user: User | null;
  lastAuthEvent: AuthEvent | null;
  setLoading(): void;
  setUser(user: User): void;
  setGuest(): void;
  announce(kind: AuthEvent['kind'], social?: boolean): void;
}

let eventId = 0;

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  lastAuthEvent: null,
  setLoading: () => set((state) => (state.status === 'authenticated' ? state : { status: 'loading' })),
  setUser: (user) => set({ status: 'authenticated', user }),
  setGuest: () => set({ status: 'guest', user: null }),
  announce: (kind, social = false) => set({ lastAuthEvent: { kind, id: ++eventId, social } }),
}));
