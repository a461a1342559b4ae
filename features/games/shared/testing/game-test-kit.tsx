import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach } from 'vitest';
import en from '@/messages/en.json';
import { QueryProvider } from '@/components/query-provider';
import { queryClient } from '@/lib/api/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import { removeToken } from '@/lib/session/token-cookie';
import type { User } from '@/lib/session/user-schema';
import { API, startApiServer } from '@/tests/support/api-server';
import { PlayerProvider } from '../hooks/player-context';
import type { DemoSessionStart } from '../hooks/use-player';
import { PlayBar } from '../components/play-bar';
import { VerifyModal } from '../components/verify-modal';
import { useGameSettings } from '../stores/game-settings';
import { usePlayStore } from '../stores/play-store';
import { useVerifyStore } from '../stores/verify-store';

export const GAMES = `${API}/api/v2/games`;

/**
 * A game as the page renders it, minus the page: translations, the query client, the player, the play bar and the
 * verify modal. The guest's play-money session starts on load unless demoSession says lazy (GameRoom's pages).
 */
export function renderGame(ui: ReactNode, { demoSession = 'eager' }: { demoSession?: DemoSessionStart } = {}) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="UTC">
      <QueryProvider>
        <PlayerProvider demoSession={demoSession}>
          <PlayBar />
          {ui}
          <VerifyModal />
        </PlayerProvider>
      </QueryProvider>
    </NextIntlClientProvider>,
  );
}

/** Every store and cache back to a fresh page. */
export function resetGameState() {
  queryClient.clear();
  window.localStorage.clear();
  usePlayStore.setState({ demoStatus: 'idle', demoToken: null, demoBalance: null });
  useGameSettings.setState({ soundOn: false, hotkeysOn: false, demoChosen: false, loaded: false });
  useVerifyStore.setState({ target: null });
  useSessionStore.setState({ status: 'guest', user: null, ended: null });
  removeToken();
}

/** A game test file's mock api, and a fresh page (stores, caches, the DOM) for each of its tests. */
export function startGameTestServer() {
  const server = startApiServer();
  beforeEach(resetGameState);
  afterEach(cleanup);
  return server;
}

export function signIn(user: Partial<User> = {}) {
  useSessionStore.getState().setUser({ id: 7, name: 'Ann', currency: 'RUB', balance: 100, bonus_balance: 0, total_balance: 100, ...user });
}

export const balance = (amount: number, demo = true, currency = 'RUB') => ({
  demo,
  currency,
  balance: amount,
  bonus_balance: 0,
  total_balance: amount,
});

export const PUBLISHED = {
  serverSeed: 'a9a09f7f84c9dc6d4f46f9b702d8e7e211e1fc219ac10e1145c4ca032eb000c6',
  serverSeedHash: '735699851adce9f8345624575365a435e2ac5d4e941ab2744db8c2ad00a6d79f',
  clientSeed: '3c83fc7e07',
  nonce: 3,
};

let nextId = 100;

/** A bet as the api sends it (docs/games-api.md), settled unless told otherwise. */
export function wireBet(over: Record<string, unknown> = {}) {
  return {
    id: nextId++,
    game: 'dice',
    demo: true,
    state: 'lost',
    currency: 'RUB',
    amount: 1,
    payout: 0,
    profit: -1,
    multiplier: 0,
    multiplier_bp: 0,
    params: {},
    result: {},
    fairness: { server_seed_hash: PUBLISHED.serverSeedHash, client_seed: PUBLISHED.clientSeed, nonce: PUBLISHED.nonce, server_seed: null },
    created_at: '2026-05-01T12:00:00.000Z',
    settled_at: '2026-05-01T12:00:00.000Z',
    ...over,
  };
}

/** The demo session the page starts for a guest, and empty lists for the feeds. */
export function demoHandlers(startBalance = 1000) {
  return [
    http.post(`${GAMES}/demo/session`, () =>
      HttpResponse.json(
        { token: 'demo_test', demo: true, expires_at: '2026-06-01T00:00:00.000Z', balance: balance(startBalance) },
        { status: 201 },
      ),
    ),
    http.get(`${GAMES}/bets`, () => HttpResponse.json({ data: [], meta: { page: 1, per_page: 20, total: 0 } })),
    http.get(`${GAMES}/feed`, () => HttpResponse.json({ data: [] })),
  ];
}
