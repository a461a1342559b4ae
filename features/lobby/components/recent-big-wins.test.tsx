// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOBBY_GAMES, type LobbyGame } from '@/lib/games-catalog';
import { listRecentBigWins } from '../big-wins';
import { BIG_WINS_LIMIT, toBigWin } from '../lib/big-win';
import { RecentBigWins } from './recent-big-wins';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/lib/api/api-base-url', () => ({ browserApiBaseUrl: () => 'http://api.test/' }));

const text = {
  title: 'Recent big wins',
  hiddenPlayer: 'A hidden player',
  gameNames: Object.fromEntries(LOBBY_GAMES.map((game) => [game, `Name of ${game}`])) as Record<LobbyGame, string>,
};
const feedItem = (overrides: Record<string, unknown> = {}) => ({
  id: 8812,
  game: 'dice',
  user: { name: 'Ann', avatar: null },
  currency: 'RUB',
  amount: 10,
  payout: 1250.5,
  multiplier: 125.05,
  multiplier_bp: 1_250_500,
  win: true,
  created_at: '2026-05-01T12:00:00.000Z',
  ...overrides,
});

let server: Server | null = null;
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A real HTTP server on a random port standing in for the api's feed route. */
async function serveFeed(answer: (url: string) => { status: number; body?: unknown } | 'hang'): Promise<{ url: string; asked: string[] }> {
  const asked: string[] = [];
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const reply = answer(request.url ?? '');
    if (reply === 'hang') return;
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body ?? {}));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

describe('a feed item as a big win', () => {
  it('reads the api FeedItem in minor units, the lobby name of the game and the public name', () => {
    expect(toBigWin(feedItem())).toEqual({
      id: '8812',
      game: 'dice',
      player: 'Ann',
      payoutMinor: 125_050,
      multiplierBp: 1_250_500,
      currency: 'RUB',
    });
    expect(toBigWin(feedItem({ game: 'mines' }))?.game).toBe('miner');
    // Each game numbers its own bets: the key names one among all of them.
    expect(toBigWin(feedItem({ game: 'crash', key: 'crash:8812' }))).toMatchObject({ id: 'crash:8812', game: 'crash' });
    expect(toBigWin(feedItem({ key: 'dice:8812' }))?.id).toBe('dice:8812');
  });

  it('keeps a player who hides their statistics nameless', () => {
    expect(toBigWin(feedItem({ user: null }))?.player).toBeNull();
    expect(toBigWin(feedItem({ user: { name: '  ', avatar: null } }))?.player).toBeNull();
  });

  it('skips losses, unknown games and anything the contract does not describe', () => {
    for (const bad of [
      feedItem({ win: false }),
      feedItem({ game: 'blackjack' }),
      feedItem({ game: '__proto__' }),
      feedItem({ currency: 'XXX' }),
      feedItem({ payout: '1250.5' }),
      feedItem({ payout: 1.234 }),
      feedItem({ multiplier_bp: 1.5 }),
      feedItem({ user: 'Ann' }),
      feedItem({ id: { nested: true } }),
      null,
      [],
      'bet',
    ]) {
      expect(toBigWin(bad)).toBeNull();
    }
  });
});

describe('the recent big wins from the api', () => {
  it('asks the public big-wins feed and maps its rows, dropping the ones it cannot read', async () => {
    const api = await serveFeed(() => ({
      status: 200,
      body: { data: [feedItem(), feedItem({ id: 2, win: false }), feedItem({ id: 3, game: 'cases', user: null })] },
    }));
    const wins = await listRecentBigWins({ apiBaseUrl: api.url });
    expect(api.asked).toEqual([`/api/v2/games/feed?game=all&kind=big_wins&limit=${BIG_WINS_LIMIT}`]);
    expect(wins.map((win) => [win.id, win.game, win.player])).toEqual([
      ['8812', 'dice', 'Ann'],
      ['3', 'cases', null],
    ]);
  });

  it('is empty (and the page still renders) when the api fails, answers nonsense or is too slow', async () => {
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    let api = await serveFeed(() => ({ status: 500, body: { message: 'boom' } }));
    expect(await listRecentBigWins({ apiBaseUrl: api.url, onError })).toEqual([]);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    api = await serveFeed(() => ({ status: 200, body: { data: 'nope' } }));
    expect(await listRecentBigWins({ apiBaseUrl: api.url, onError })).toEqual([]);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = null;
    api = await serveFeed(() => 'hang');
    const started = Date.now();
    expect(await listRecentBigWins({ apiBaseUrl: api.url, timeoutMs: 100, onError })).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(errors).toHaveLength(2);
    server!.closeAllConnections();
  });
});

describe('the strip', () => {
  const wins = [
    toBigWin(feedItem())!,
    toBigWin(feedItem({ id: 9, game: 'mines', user: null, currency: 'USD', payout: 40, multiplier_bp: 400_000 }))!,
  ];

  it('renders nothing at all while the list is empty', () => {
    expect(renderToStaticMarkup(<RecentBigWins initialWins={[]} text={text} locale="en-US" />)).toBe('');
  });

  it('lists the wins it is given with their game, player (or the hidden label), payout and multiplier, each linking to its game', () => {
    const html = renderToStaticMarkup(<RecentBigWins initialWins={wins} text={text} locale="en-US" />);
    expect(html).toContain('Recent big wins');
    expect(html).toContain('href="/games/dice"');
    expect(html).toContain('Name of miner');
    expect(html).toContain('Ann');
    expect(html).toContain('A hidden player');
    expect(html).toContain('₽1,250.50');
    expect(html).toContain('×125.05');
    expect(html).toContain('$40.00');
  });

  it('appears when a live win arrives on the stream, once however often it is sent, and closes the stream on unmount', async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource extends EventTarget {
      closed = false;
      constructor(readonly url: string) {
        super();
        sources.push(this);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    const view = render(<RecentBigWins initialWins={[]} text={text} locale="en-US" />);
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0].url).toBe('http://api.test/api/v2/games/feed/stream?game=all&kind=big_wins');
    expect(screen.queryByRole('heading')).toBeNull();
    const send = (data: string) => act(() => void sources[0].dispatchEvent(new MessageEvent('bet', { data })));
    send('not json');
    send(JSON.stringify(feedItem({ win: false })));
    expect(screen.queryByRole('heading')).toBeNull();
    send(JSON.stringify(feedItem()));
    send(JSON.stringify(feedItem()));
    expect(screen.getByRole('heading', { name: 'Recent big wins' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    view.unmount();
    expect(sources[0].closed).toBe(true);
  });
});
