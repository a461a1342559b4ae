'use client';

import { useEffect } from 'react';
import { readApiFailure } from '@/lib/api/validation-errors';
import { guestCurrencyFor, isCurrency, type Currency } from '@/lib/currencies';
import { demoStartBalanceMinor } from '@/lib/demo-balance';
import { fromMinorUnits, toMinorUnits } from '@/lib/money';
import { useSessionStore } from '@/lib/session/session-store';
import { createDemoSession, getDemoSession } from '../api/demo-session';
import type { PlayAs } from '../api/games-api';
import type { GameBalance } from '../api/schemas';
import { useGameSettings } from '../stores/game-settings';
import { readStoredDemo, usePlayStore, writeStoredDemo } from '../stores/play-store';

export type PlayMode = 'demo' | 'real';

/**
 * When a page makes a guest's play-money session. lazy: on the first demo bet (a stored session is resumed on load);
 * eager: on load, for a page whose realtime socket signs in with the session before any bet.
 */
export type DemoSessionStart = 'lazy' | 'eager';

export interface Player {
  /** null while the session or the demo session is still loading. */
  mode: PlayMode | null;
  guest: boolean;
  currency: Currency;
  /** What a bet may use: the real balance (bonus money is not staked here) or the play money. */
  balanceMinor: number | null;
  as: PlayAs;
  ready: boolean;
  /**
   * The session ended while the player was playing for real: the screen stays on real money (not ready, with no
   * balance) and says so, until they log in again or choose play money (useSessionStore's forgetEndedSession).
   */
  sessionEnded: boolean;
}

function minorOrNull(amount: number | null | undefined, currency: Currency): number | null {
  if (amount === null || amount === undefined) return null;
  try {
    return toMinorUnits(amount, currency);
  } catch {
    return null;
  }
}

/** Who is playing, with what money: a guest always in demo, a signed-in player for real unless they chose demo. */
export function usePlayer(localeTag: string, demoSession: DemoSessionStart = 'eager'): Player {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const demoChosen = useGameSettings((state) => state.demoChosen);
  const ended = useSessionStore((state) => state.ended);
  const { demoToken, demoBalance, demoStatus } = usePlayStore();
  const sessionEnded = ended !== null && !demoChosen;
  const guest = status === 'guest' && !sessionEnded;
  const known = status === 'guest' || (status === 'authenticated' && user !== null);
  const demo = !sessionEnded && (guest || demoChosen);
  const userCurrency = user && isCurrency(user.currency) ? user.currency : null;
  const demoWanted = known && demo;
  // A guest keeps the currency of the play money they already have; a player's demo is in their own currency.
  const demoCurrency = userCurrency ?? demoBalance?.currency ?? storedDemoCurrency() ?? guestCurrencyFor(localeTag);
  useDemoBootstrap(demoWanted, demoCurrency, demoSession);

  if (!known)
    return {
      mode: null,
      guest,
      currency: userCurrency ?? guestCurrencyFor(localeTag),
      balanceMinor: null,
      as: { demoToken: null },
      ready: false,
      sessionEnded,
    };
  if (sessionEnded) {
    const currency = ended?.currency && isCurrency(ended.currency) ? ended.currency : guestCurrencyFor(localeTag);
    return { mode: 'real', guest: false, currency, balanceMinor: null, as: { demoToken: null }, ready: false, sessionEnded };
  }
  if (demo) {
    const currency = demoBalance?.currency ?? userCurrency ?? guestCurrencyFor(localeTag);
    // No session yet (lazy): the player bets with the starting balance and the bet makes the session (usePlayAction).
    const ready = demoBalance !== null && (demoToken !== null || demoStatus === 'absent');
    return { mode: 'demo', guest, currency, balanceMinor: demoBalance?.balanceMinor ?? null, as: { demoToken }, ready, sessionEnded };
  }
  const currency = userCurrency ?? 'RUB';
  return {
    mode: 'real',
    guest,
    currency,
    balanceMinor: minorOrNull(user?.balance, currency),
    as: { demoToken: null },
    ready: userCurrency !== null,
    sessionEnded,
  };
}

/** Resumes the stored play-money session when demo play is wanted, and on an eager page starts one. */
function useDemoBootstrap(wanted: boolean, currency: Currency, start: DemoSessionStart) {
  const demoStatus = usePlayStore((state) => state.demoStatus);
  const demoCurrency = usePlayStore((state) => state.demoBalance?.currency);
  useEffect(() => {
    if (!wanted) return;
    if (demoStatus === 'ready' && demoCurrency !== currency) usePlayStore.getState().dropDemo();
    else if (demoStatus === 'idle' || (demoStatus === 'absent' && (start === 'eager' || demoCurrency !== currency))) {
      void (start === 'lazy' ? resumeDemo(currency) : startDemo(currency));
    }
  }, [wanted, demoStatus, demoCurrency, currency, start]);
}

function storedDemoCurrency(): Currency | null {
  if (typeof window === 'undefined') return null;
  const stored = readStoredDemo();
  return stored && isCurrency(stored.currency) ? stored.currency : null;
}

/** The balance a new session in the currency starts with, shown while there is no session yet. */
function startingBalance(currency: Currency): GameBalance {
  const balanceMinor = demoStartBalanceMinor(currency);
  const balance = fromMinorUnits(balanceMinor, currency);
  return { demo: true, currency, balanceMinor, bonusMinor: 0, wire: { balance, bonus_balance: 0, total_balance: balance } };
}

let starting: Promise<void> | null = null;

/** One resume or start at a time per page, however many components ask: a second caller gets the first one's promise. */
function once(work: () => Promise<void>): Promise<void> {
  starting ??= work().finally(() => {
    starting = null;
  });
  return starting;
}

/** Resumes the stored session in this currency (GET /demo/session); without one (or a gone one), none until a bet. */
export function resumeDemo(currency: Currency): Promise<void> {
  return once(async () => {
    const stored = readStoredDemo();
    if (!stored || stored.currency !== currency) {
      usePlayStore.getState().setDemoAbsent(startingBalance(currency));
      return;
    }
    usePlayStore.getState().setDemoStatus('starting');
    try {
      const { balance } = await getDemoSession(stored.token);
      usePlayStore.getState().setDemo(stored.token, balance);
    } catch (error) {
      if (readApiFailure(error).status !== 401) {
        usePlayStore.getState().setDemoStatus('failed');
        return;
      }
      writeStoredDemo(null);
      usePlayStore.getState().setDemoAbsent(startingBalance(currency));
    }
  });
}

/** Resumes the stored session in this currency, or makes one (POST /demo/session). */
export function startDemo(currency: Currency): Promise<void> {
  return once(async () => {
    const store = usePlayStore.getState();
    // Made for a bet: the player keeps seeing the starting balance and may bet on meanwhile.
    if (store.demoStatus !== 'absent') store.setDemoStatus('starting');
    const stored = readStoredDemo();
    try {
      if (stored && stored.currency === currency) {
        try {
          const { balance } = await getDemoSession(stored.token);
          usePlayStore.getState().setDemo(stored.token, balance);
          return;
        } catch (error) {
          if (readApiFailure(error).status !== 401) throw error;
        }
      }
      const created = await createDemoSession(currency);
      usePlayStore.getState().setDemo(created.token, created.balance);
    } catch {
      usePlayStore.getState().setDemoStatus('failed');
    }
  });
}

/**
 * The demo session's token for a bet, made now when there is none yet (a lazy page's first bet); null when it could
 * not be made (the play bar then says so and offers a retry).
 */
export async function demoTokenForBet(): Promise<string | null> {
  // Twice: a resume in flight is awaited first, and may end without a session.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { demoToken, demoBalance, demoStatus } = usePlayStore.getState();
    if (demoToken || !demoBalance || demoStatus === 'failed') return demoToken;
    await startDemo(demoBalance.currency);
  }
  return usePlayStore.getState().demoToken;
}

let refreshTimer: ReturnType<typeof setTimeout> | null = null;
const PROFILE_REFRESH_DELAY_MS = 1500;

/**
 * The balance after a bet, shown at once: play money in the demo store, real money in the session's user (the header
 * reads it there). The profile itself is reloaded a moment after the last bet, so bonus money and a parallel deposit
 * show too, without a request per autobet roll.
 */
export function applyBalance(balance: GameBalance): void {
  if (balance.demo) {
    usePlayStore.getState().setDemoBalance(balance);
    return;
  }
  const { user, setUser } = useSessionStore.getState();
  if (!user) return;
  setUser({ ...user, ...balance.wire });
  if (refreshTimer) clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    void import('@/lib/session/get-profile').then(({ loadProfile }) => loadProfile());
  }, PROFILE_REFRESH_DELAY_MS);
}
