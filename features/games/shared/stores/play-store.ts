import { create } from 'zustand';
import type { Currency } from '@/lib/currencies';
import type { GameBalance } from '../api/schemas';

const DEMO_KEY = 'games.demo-session';

export interface StoredDemo {
  token: string;
  currency: Currency;
}

export function readStoredDemo(): StoredDemo | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(DEMO_KEY) ?? 'null') as StoredDemo | null;
    return value && typeof value.token === 'string' && typeof value.currency === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function writeStoredDemo(demo: StoredDemo | null): void {
  try {
    if (demo) window.localStorage.setItem(DEMO_KEY, JSON.stringify(demo));
    else window.localStorage.removeItem(DEMO_KEY);
  } catch {
    // Without storage the session lasts for this page.
  }
}

/**
 * idle: not looked for yet; starting: being resumed from storage or made; ready: a session (token and balance);
 * absent: none yet, and none is made until the player's first demo bet (the balance shown is the starting one);
 * failed: resuming or making it failed (the play bar offers a retry).
 */
export type DemoStatus = 'idle' | 'starting' | 'ready' | 'absent' | 'failed';

interface PlayState {
  demoStatus: DemoStatus;
  demoToken: string | null;
  demoBalance: GameBalance | null;
  setDemo(token: string, balance: GameBalance): void;
  setDemoBalance(balance: GameBalance): void;
  /** No session yet: the balance a new one would start with, and no token. */
  setDemoAbsent(startBalance: GameBalance): void;
  setDemoStatus(status: DemoStatus): void;
  dropDemo(): void;
}

/** The play-money session (token and balance); never mixed with the real balance, which lives in the session store. */
export const usePlayStore = create<PlayState>()((set) => ({
  demoStatus: 'idle',
  demoToken: null,
  demoBalance: null,
  setDemo: (token, balance) => {
    writeStoredDemo({ token, currency: balance.currency });
    set({ demoToken: token, demoBalance: balance, demoStatus: 'ready' });
  },
  setDemoBalance: (balance) => set({ demoBalance: balance }),
  setDemoAbsent: (startBalance) => set({ demoToken: null, demoBalance: startBalance, demoStatus: 'absent' }),
  setDemoStatus: (demoStatus) => set({ demoStatus }),
  dropDemo: () => {
    writeStoredDemo(null);
    set({ demoToken: null, demoBalance: null, demoStatus: 'idle' });
  },
}));
