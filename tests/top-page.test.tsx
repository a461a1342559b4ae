// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webEnv } from '@/lib/config/web-env';
import type { TopReply } from '@/lib/top/contract';
import en from '@/messages/en.json';
import { startApiServer } from '@/tests/support/api-server';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getTranslations: async (namespace: string) => {
    const raw = (key: string) =>
      `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    return (key: string, values?: Record<string, string>) =>
      String(raw(key)).replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');
  },
}));

const server = startApiServer();
afterEach(cleanup);

const API = webEnv.API_INTERNAL_URL.replace(/\/$/, '');
const EMPTY: TopReply = { period: 'day', since: '2026-11-28T12:00:00.000Z', biggest_wins: [], top_players: [] };

type Page = (props: { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string>> }) => Promise<ReactElement>;

async function renderTop(searchParams: Record<string, string>) {
  const Page = (await import('@/app/[locale]/(default)/top/page')).default as unknown as Page;
  render(await Page({ params: Promise.resolve({ locale: 'en-US' }), searchParams: Promise.resolve(searchParams) }));
}

describe('the /top page', () => {
  it("asks the api for the chosen period, marks its tab, and draws that period's boards", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(`${API}/api/v2/top`, ({ request }) => {
        const period = new URL(request.url).searchParams.get('period');
        asked.push(period);
        return HttpResponse.json({
          ...EMPTY,
          period,
          top_players: [{ rank: 1, player: { name: 'BoldBear1234', avatar: null }, wagered: 20, bets: 2, biggest_multiplier: 1.98 }],
        });
      }),
    );
    await renderTop({ period: 'week' });
    expect(asked).toEqual(['week']);
    const tabs = within(screen.getByRole('navigation', { name: en.top.periodsLabel })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Day', '/top?period=day', null],
      ['Week', '/top?period=week', 'page'],
      ['Month', '/top?period=month', null],
    ]);
    expect(screen.getByRole('table', { name: 'Top players' }).textContent).toContain('BoldBear1234');
    // No wins this week: the board says what it will list, for this period.
    expect(screen.getByText(/The biggest wins over the last 7 days appear here/)).toBeTruthy();
  });

  it('takes an unknown period as the day, and offers to try again when the api is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${API}/api/v2/top`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await renderTop({ period: 'year' });
    expect(screen.getByRole('link', { name: 'Day' }).getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: en.top.error.retry }).getAttribute('href')).toBe('/top?period=day');
    warn.mockRestore();
  });
});
