import { create } from 'zustand';
import { useSessionSeed } from './session-seed';
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

/**
 * A session that ended without the player logging out (the token expired or was revoked elsewhere and the refresh
 * failed): what they played with, so a game keeps showing real money as such instead of turning into demo, and
 * whether the notice that says so is still open.
 */
export interface EndedSession {
  currency: string | null;
  noticeOpen: boolean;
}

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  lastAuthEvent: AuthEvent | null;
  /** Set by endSession while the player had been signed in; cleared by a login or by choosing demo play. */
  ended: EndedSession | null;
  setLoading: () => void;
  setUser: (user: User) => void;
  setGuest: () => void;
  /** The session ended on its own: a guest now, told so when they had been signed in. */
  endSession: () => void;
  closeEndedNotice: () => void;
  forgetEndedSession: () => void;
  announce: (kind: AuthEvent['kind'], social?: boolean) => void;
}

let eventId = 0;

const store = create<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  lastAuthEvent: null,
  ended: null,
  setLoading: () => set((state) => (state.status === 'authenticated' ? state : { status: 'loading' })),
  setUser: (user) => set({ status: 'authenticated', user, ended: null }),
  setGuest: () => set({ status: 'guest', user: null, ended: null }),
  endSession: () =>
    set((state) => ({
      status: 'guest',
      user: null,
      ended: state.status === 'authenticated' ? { currency: state.user?.currency ?? null, noticeOpen: true } : state.ended,
    })),
  closeEndedNotice: () => set((state) => (state.ended ? { ended: { ...state.ended, noticeOpen: false } } : state)),
  forgetEndedSession: () => set({ ended: null }),
  announce: (kind, social = false) => set({ lastAuthEvent: { kind, id: ++eventId, social } }),
}));

/** One stable view per (state, seed), so a selector that returns the state itself does not loop. */
const seededViews = new WeakMap<SessionState, { seed: User; view: SessionState }>();

/** The state as components see it: while nothing has been looked at, the user the server loaded (session-seed.tsx). */
export function withSeed(state: SessionState, seed: User | null): SessionState {
  if (!seed || state.status !== 'unknown') return state;
  const cached = seededViews.get(state);
  if (cached?.seed === seed) return cached.view;
  const view: SessionState = { ...state, status: 'authenticated', user: seed };
  seededViews.set(state, { seed, view });
  return view;
}

function useSessionStoreHook<T>(selector: (state: SessionState) => T): T {
  const seed = useSessionSeed();
  return store((state) => selector(withSeed(state, seed)));
}

/**
 * The browser's session (a zustand store). The hook sees the server's user (see withSeed) until the session
 * bootstrap has looked at the token; getState, setState and subscribe are the raw store's.
 */
export const useSessionStore = Object.assign(useSessionStoreHook, {
  getState: store.getState,
  setState: store.setState,
  subscribe: store.subscribe,
  getInitialState: store.getInitialState,
});
