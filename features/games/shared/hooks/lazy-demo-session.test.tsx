// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { demoStartBalanceMinor } from '@/lib/demo-balance';
import { API } from '@/tests/support/api-server';
import { balance, demoHandlers, GAMES, renderGame, startGameTestServer, wireBet } from '../testing/game-test-kit';
import { usePlayerContext } from './player-context';
import { useOpenGame } from './use-open-game';
import { usePlayAction } from './use-play-action';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/hooks', () => import('@/tests/support/navigation-mock'));

const server = startGameTestServer();
const t = en.games.play;
const STORAGE_KEY = 'games.demo-session';

/** The smallest game: the player's balance, a bet button, and the multi-step game's open-game look-up. */
function TinyGame() {
  const player = usePlayerContext();
  const { play } = usePlayAction(player.mode, player.as.demoToken);
  const { loaded } = useOpenGame('/mines/active');
  return (
    <div>
      <output aria-label="balance">{player.balanceMinor ?? 'unknown'}</output>
      <output aria-label="open game">{loaded ? 'loaded' : 'loading'}</output>
      <button type="button" disabled={!player.ready} onClick={() => void play('/dice/bets', { amount: 1, target: 50, direction: 'under' })}>
        Roll
      </button>
    </div>
  );
}

/** The api's demo routes and the bet route, with every call they get. */
function recordedApi({ created = 'demo_new', stored = null as { status: number; balance?: number } | null } = {}) {
  const calls = { created: 0, resumed: [] as (string | null)[], active: 0, bets: [] as (string | null)[] };
  server.use(
    http.post(`${GAMES}/demo/session`, () => {
      calls.created += 1;
      return HttpResponse.json(
        { token: created, demo: true, expires_at: '2026-06-01T00:00:00.000Z', balance: balance(1000) },
        { status: 201 },
      );
    }),
    http.get(`${GAMES}/demo/session`, ({ request }) => {
      calls.resumed.push(request.headers.get('x-demo-session'));
      if (!stored || stored.status !== 200)
        return HttpResponse.json({ message: 'demo_session_invalid: gone' }, { status: stored?.status ?? 401 });
      return HttpResponse.json({ demo: true, expires_at: '2026-06-01T00:00:00.000Z', balance: balance(stored.balance ?? 0) });
    }),
    // A 401 makes the api client try a sign-in refresh first; a guest has none.
    http.post(`${API}/auth/refresh-token`, () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })),
    http.get(`${GAMES}/mines/active`, () => {
      calls.active += 1;
      return HttpResponse.json({ bet: null });
    }),
    http.post(`${GAMES}/dice/bets`, ({ request }) => {
      calls.bets.push(request.headers.get('x-demo-session'));
      return HttpResponse.json({ bet: wireBet(), balance: balance(999) });
    }),
    ...demoHandlers(),
  );
  return calls;
}

const shown = (label: string) => screen.getByRole('status', { name: label }).textContent;
const roll = () => screen.getByRole('button', { name: 'Roll' });

describe("a guest's play money on a lazy game page", () => {
  it('is not made by opening the page: the starting balance shows and the first bet makes it, the next ones reuse it', async () => {
    const calls = recordedApi();
    renderGame(<TinyGame />, { demoSession: 'lazy' });
    await waitFor(() => expect(shown('balance')).toBe(String(demoStartBalanceMinor('RUB'))));
    await waitFor(() => expect(shown('open game')).toBe('loaded'));
    expect(roll()).toHaveProperty('disabled', false);
    // No refill of play money that is not there yet.
    expect(screen.queryByRole('button', { name: t.demo.refill })).toBeNull();
    expect(calls).toEqual({ created: 0, resumed: [], active: 0, bets: [] });
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();

    fireEvent.click(roll());
    await waitFor(() => expect(shown('balance')).toBe('99900'));
    expect(calls.created).toBe(1);
    expect(calls.bets).toEqual(['demo_new']);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual({ token: 'demo_new', currency: 'RUB' });

    fireEvent.click(roll());
    await waitFor(() => expect(calls.bets).toEqual(['demo_new', 'demo_new']));
    expect(calls.created).toBe(1);
    // A session made by a bet is not a reason to ask for an open game again: that bet's own reply shows it.
    expect(calls.active).toBe(0);
  });

  it('resumes a stored session on load, and bets with it without making another', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: 'demo_kept', currency: 'RUB' }));
    const calls = recordedApi({ stored: { status: 200, balance: 12.34 } });
    renderGame(<TinyGame />, { demoSession: 'lazy' });
    await waitFor(() => expect(shown('balance')).toBe('1234'));
    await waitFor(() => expect(calls.active).toBe(1));
    fireEvent.click(roll());
    await waitFor(() => expect(calls.bets).toEqual(['demo_kept']));
    expect(calls.resumed).toEqual(['demo_kept']);
    expect(calls.created).toBe(0);
  });

  it('forgets a stored session the api no longer knows, and still makes none until a bet', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: 'demo_gone', currency: 'RUB' }));
    const calls = recordedApi({ stored: { status: 401 } });
    renderGame(<TinyGame />, { demoSession: 'lazy' });
    await waitFor(() => expect(shown('balance')).toBe(String(demoStartBalanceMinor('RUB'))));
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(calls.created).toBe(0);
    fireEvent.click(roll());
    await waitFor(() => expect(calls.bets).toEqual(['demo_new']));
    expect(calls.created).toBe(1);
  });

  it('sends no bet when the session cannot be made; the play bar says so and its retry makes it', async () => {
    const calls = recordedApi();
    server.use(
      http.post(`${GAMES}/demo/session`, () => ((calls.created += 1), HttpResponse.json({ message: 'down' }, { status: 503 })), {
        once: true,
      }),
    );
    renderGame(<TinyGame />, { demoSession: 'lazy' });
    await waitFor(() => expect(roll()).toHaveProperty('disabled', false));
    fireEvent.click(roll());
    expect(await screen.findByText(t.demo.failed, { exact: false })).toBeTruthy();
    expect(calls.bets).toEqual([]);
    expect(roll()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(roll()).toHaveProperty('disabled', false));
    expect(calls.created).toBe(2);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual({ token: 'demo_new', currency: 'RUB' });
  });

  it('an eager page (a live game, whose socket signs in with the session) still makes it on load', async () => {
    const calls = recordedApi();
    renderGame(<TinyGame />);
    await waitFor(() => expect(calls.created).toBe(1));
    await waitFor(() => expect(shown('balance')).toBe('100000'));
  });
});
