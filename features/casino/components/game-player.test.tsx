// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { QueryProvider } from '@/components/query-provider';
import { queryClient } from '@/lib/api/query-client';
import { LAUNCH_REFUSALS, type CatalogGame, type LaunchMode } from '@/lib/casino/contract';
import { useSessionStore } from '@/lib/session/session-store';
import { API, startApiServer } from '@/tests/support/api-server';
import { BALANCE_POLL_MS } from '../hooks/use-balance-refresh';
import { GamePlayer, platformFor, type GamePlayerText } from './game-player';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const GAME: CatalogGame = {
  code: 'sbx_fruit_classic',
  name: 'Fruit Classic',
  provider: 'Sandbox',
  category: 'slots',
  thumbnail: null,
  rtp: 96.5,
  demo: true,
};
const GAME_ORIGIN = 'http://localhost:4000';
const GAME_URL = `${GAME_ORIGIN}/sandbox-aggregator/play/s-1`;
const t = en.casinoGame;
const TEXT: GamePlayerText = {
  label: t.stageLabel.replace('{name}', GAME.name),
  frameTitle: GAME.name,
  launching: t.launching,
  fullscreen: t.fullscreen,
  exitFullscreen: t.exitFullscreen,
  deposit: t.depositToPlay,
  retry: t.retry,
  refusals: { ...t.refusals },
};

const server = startApiServer();
let launches: unknown[];

function launchReplies(...replies: (() => Response)[]) {
  server.use(
    http.post(`${API}/api/v2/games/launch`, async ({ request }) => {
      launches.push(await request.json());
      return (replies.shift() ?? (() => HttpResponse.json({ url: GAME_URL })))();
    }),
  );
}

function renderPlayer(mode: LaunchMode) {
  return render(
    <StrictMode>
      <QueryProvider>
        <GamePlayer game={GAME} mode={mode} text={TEXT} guestCta={<a href="?login">{t.loginToPlay}</a>} />
      </QueryProvider>
    </StrictMode>,
  );
}

const frameMessage = (data: unknown, origin = GAME_ORIGIN) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

beforeEach(() => {
  launches = [];
  push.mockReset();
  queryClient.clear();
  window.innerWidth = 1280;
  act(() => useSessionStore.getState().setGuest());
});
afterEach(cleanup);

describe('the game player', () => {
  it('asks for the mobile build under 768 px', () => {
    expect(platformFor(360)).toBe('GPL_MOBILE');
    expect(platformFor(767)).toBe('GPL_MOBILE');
    expect(platformFor(768)).toBe('GPL_DESKTOP');
  });

  it("launches a guest's demo and shows the game in a frame, with progress meanwhile", async () => {
    launchReplies();
    window.innerWidth = 360;
    renderPlayer('demo');
    expect(screen.getByRole('status').textContent).toContain(t.launching);
    const frame = await screen.findByTitle(GAME.name);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(GAME_URL);
    expect(frame.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(launches).toEqual([{ game_code: 'sbx_fruit_classic', mode: 'demo', platform: 'GPL_MOBILE' }]);
    expect(screen.queryByRole('link', { name: t.depositToPlay })).toBeNull();
  });

  it('shows a guest the login call to action instead of launching real play', async () => {
    launchReplies();
    renderPlayer('real');
    expect(screen.getByRole('link', { name: t.loginToPlay })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(launches).toEqual([]);
    expect(screen.queryByTitle(GAME.name)).toBeNull();
  });

  it.each(LAUNCH_REFUSALS.filter((code) => code !== 'provider_unavailable'))(
    'says why by the code %s, never the raw message',
    async (code) => {
      launchReplies(() => HttpResponse.json({ message: `raw ${code} text`, code }, { status: code === 'game_not_found' ? 404 : 403 }));
      renderPlayer('demo');
      expect((await screen.findByRole('alert')).textContent).toBe(t.refusals[code]);
      expect(document.body.textContent).not.toContain('raw ');
      expect(screen.queryByRole('button', { name: t.retry })).toBeNull();
    },
  );

  it('offers a retry when the provider is unavailable, and launches again', async () => {
    launchReplies(() => HttpResponse.json({ message: 'Bad gateway', code: 'provider_unavailable' }, { status: 502 }));
    renderPlayer('demo');
    expect((await screen.findByRole('alert')).textContent).toContain(t.refusals.provider_unavailable);
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect((await screen.findByTitle(GAME.name)).getAttribute('src')).toBe(GAME_URL);
    expect(launches).toHaveLength(2);
  });

  it("refreshes the header's balance when the game says so, from the game's origin only, and opens the deposit", async () => {
    let profileLoads = 0;
    launchReplies();
    server.use(
      http.get(`${API}/profile/user`, () => {
        profileLoads += 1;
        return HttpResponse.json({ data: { id: 7, name: 'Ann', currency: 'RUB', balance: 90, bonus_balance: 0, total_balance: 90 } });
      }),
    );
    act(() =>
      useSessionStore.getState().setUser({ id: 7, name: 'Ann', currency: 'RUB', balance: 100, bonus_balance: 0, total_balance: 100 }),
    );
    renderPlayer('real');
    await screen.findByTitle(GAME.name);
    expect(launches).toEqual([{ game_code: 'sbx_fruit_classic', mode: 'real', platform: 'GPL_DESKTOP' }]);
    expect(screen.getByRole('link', { name: t.depositToPlay }).getAttribute('href')).toBe('?deposit');

    frameMessage({ source: 'casino-game', type: 'balance' }, 'https://evil.example');
    frameMessage({ source: 'other', type: 'balance' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(profileLoads).toBe(0);

    frameMessage({ source: 'casino-game', type: 'balance' });
    await vi.waitFor(() => expect(useSessionStore.getState().user?.total_balance).toBe(90));
    expect(profileLoads).toBe(1);

    frameMessage({ source: 'casino-game', type: 'deposit' }, 'https://evil.example');
    expect(push).not.toHaveBeenCalled();
    frameMessage({ source: 'casino-game', type: 'deposit' });
    expect(push).toHaveBeenCalledWith('/?deposit', { scroll: false });

    // A logout takes the real game away; nothing more is launched.
    act(() => useSessionStore.getState().setGuest());
    expect(screen.queryByTitle(GAME.name)).toBeNull();
    expect(screen.getByRole('link', { name: t.loginToPlay })).toBeTruthy();
    expect(launches).toHaveLength(1);
  });

  it('asks for the balance every 5 s while a real game is open, and stops when it closes', async () => {
    let profileLoads = 0;
    launchReplies();
    server.use(
      http.get(`${API}/profile/user`, () => {
        profileLoads += 1;
        return HttpResponse.json({ data: { id: 7, currency: 'RUB', total_balance: 100 - profileLoads } });
      }),
    );
    act(() => useSessionStore.getState().setUser({ id: 7, currency: 'RUB', total_balance: 100 }));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { unmount } = renderPlayer('real');
      await screen.findByTitle(GAME.name);
      act(() => {
        vi.advanceTimersByTime(BALANCE_POLL_MS);
      });
      await vi.waitFor(() => expect(profileLoads).toBe(1));
      unmount();
      act(() => {
        vi.advanceTimersByTime(3 * BALANCE_POLL_MS);
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(profileLoads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
