import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { TopReply } from '@/lib/top/contract';
import { API, startApiServer } from '@/tests/support/api-server';
import { getTop } from './get-top';

const server = startApiServer();
const REPLY: TopReply = {
  period: 'week',
  since: '2026-11-22T12:00:00.000Z',
  biggest_wins: [
    {
      player: null,
      game: 'dice',
      game_category: 'in_house',
      game_name: null,
      multiplier: 1.98,
      amount: 19.8,
      currency: 'RUB',
      at: '2026-11-29T10:00:00.000Z',
    },
  ],
  top_players: [{ rank: 1, player: { name: 'BoldBear1234', avatar: null }, wagered: 10.81, bets: 2, biggest_multiplier: 1.98 }],
};

describe('the top for a server render', () => {
  it('asks for the period and parses the reply', async () => {
    let period: string | null = null;
    server.use(
      http.get(`${API}/api/v2/top`, ({ request }) => {
        period = new URL(request.url).searchParams.get('period');
        return HttpResponse.json(REPLY);
      }),
    );
    expect(await getTop('week', { apiBaseUrl: API, timeoutMs: 1000 })).toEqual(REPLY);
    expect(period).toBe('week');
  });

  it('is null when the api fails or answers something else', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/api/v2/top`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    expect(await getTop('day', { apiBaseUrl: API, timeoutMs: 1000 })).toBeNull();
    server.use(http.get(`${API}/api/v2/top`, () => HttpResponse.json({ period: 'day', biggest_wins: 'none' })));
    expect(await getTop('day', { apiBaseUrl: API, timeoutMs: 1000 })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
