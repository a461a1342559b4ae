'use client';

import { useEffect } from 'react';
import { readApiFailure } from '@/lib/api/validation-errors';
import { isCurrency, type Currency } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { useSessionStore } from '@/lib/session/session-store';
import { createDemoSession, getDemoSession } from '../api/demo-session';
import type { PlayAs } from '../api/games-api';
import type { GameBalance } from '../api/schemas';
import { useGameSettings } from '../stores/game-settings';
import { readStoredDemo, usePlayStore } from '../stores/play-store';

export type PlayMode = 'demo' | 'real';

export interface Player {
  /** null while the session or the demo session is still loading. */
  mode: PlayMode | null;
  guest: boolean;
  currency: Currency;
  /** What a bet may use: the real balance (bonus money is not staked here) or the play money. */
  balanceMinor: number | null;
  as: PlayAs;
  ready: boolean;
}

/** A guest plays in the currency of the interface's market (tenge on /kz), the api's default otherwise. */
export function guestCurrencyFor(localeTag: string): Currency {
  return localeTag === 'kk-KZ' ? 'KZT' : 'RUB';
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
export function usePlayer(localeTag: string): Player {
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const demoChosen = useGameSettings((state) => state.demoChosen);
  const { demoToken, demoBalance } = usePlayStore();
  const guest = status === 'guest';
  const known = status === 'guest' || (status === 'authenticated' && user !== null);
  const demo = guest || demoChosen;
  const userCurrency = user && isCurrency(user.currency) ? user.currency : null;
  const demoWanted = known && demo;
  // A guest keeps the currency of the play money they already have; a player's demo is in their own currency.
  const demoCurrency = userCurrency ?? demoBalance?.currency ?? storedDemoCurrency() ?? guestCurrencyFor(localeTag);
  useDemoBootstrap(demoWanted, demoCurrency);

  if (!known) return { mode: null, guest, currency: userCurrency ?? guestCurrencyFor(localeTag), balanceMinor: null, as: { demoToken: null }, ready: false };
  if (demo) {
    const currency = demoBalance?.currency ?? userCurrency ?? guestCurrencyFor(localeTag);
    return { mode: 'demo', guest, currency, balanceMinor: demoBalance?.balanceMinor ?? null, as: { demoToken }, ready: demoToken !== null && demoBalance !== null };
  }
  const currency = userCurrency ?? 'RUB';
  return { mode: 'real', guest, currency, balanceMinor: minorOrNull(user?.balance, currency), as: { demoToken: null }, ready: userCurrency !== null };
}

/** Starts (or resumes, from localStorage) the play-money session when demo play is wanted. */
function useDemoBootstrap(wanted: boolean, currency: Currency) {
  const demoStatus = usePlayStore((state) => state.demoStatus);
  const demoCurrency = usePlayStore((state) => state.demoBalance?.currency);
  useEffect(() => {
    if (!wanted) return;
    if (demoStatus === 'ready' && demoCurrency !== currency) usePlayStore.getState().dropDemo();
    else if (demoStatus === 'idle') void startDemo(currency);
  }, [wanted, demoStatus, demoCurrency, currency]);
}

function storedDemoCurrency(): Currency | null {
  if (typeof window === 'undefined') return null;
  const stored = readStoredDemo();
  return stored && isCurrency(stored.currency) ? stored.currency : null;
}

let starting: Promise<void> | null = null;

/** One start at a time per page, however many components ask. */
export function startDemo(currency: Currency): Promise<void> {
  starting ??= (async () => {
    const store = usePlayStore.getState();
    store.setDemoStatus('starting');
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
  })().finally(() => {
    starting = null;
  });
  return starting;
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
