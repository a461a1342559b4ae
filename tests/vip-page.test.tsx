// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webEnv } from '@/lib/config/web-env';
import { useSessionStore } from '@/lib/session/session-store';
import type { VipStatus } from '@/lib/vip/contract';
import en from '@/messages/en.json';
import { startApiServer } from '@/tests/support/api-server';

const jar = vi.hoisted(() => ({ token: undefined as string | undefined }));

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'token' && jar.token ? { name, value: jar.token } : undefined) }),
}));
vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getTranslations: async (namespace: string) => {
    const raw = (key: string) =>
      `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    const t = (key: string, values?: Record<string, string>) =>
      String(raw(key)).replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');
    return Object.assign(t, { raw });
  },
}));

const server = startApiServer();
afterEach(() => {
  cleanup();
  jar.token = undefined;
  useSessionStore.getState().setGuest();
});

const API = webEnv.API_INTERNAL_URL.replace(/\/$/, '');

type Page = (props: { params: Promise<{ locale: string }> }) => Promise<ReactElement>;

async function renderVip() {
  const Page = (await import('@/app/[locale]/(default)/vip-club/page')).default as unknown as Page;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{await Page({ params: Promise.resolve({ locale: 'en-US' }) })}</QueryClientProvider>);
}

const levels = [
  { number: 0, id: 'bronze', threshold: 0, rakeback_rate: 0.05, reward: 0 },
  { number: 1, id: 'silver', threshold: 1000, rakeback_rate: 0.075, reward: 10 },
  { number: 2, id: 'gold', threshold: 5000, rakeback_rate: 0.1, reward: 50 },
  { number: 3, id: 'platinum', threshold: 25000, rakeback_rate: 0.125, reward: 250 },
  { number: 4, id: 'diamond', threshold: 100000, rakeback_rate: 0.15, reward: 1000 },
];

describe('the /vip-club page', () => {
  it('shows a guest the levels and a log-in prompt, asking the api nothing', async () => {
    await renderVip();
    const table = screen.getByRole('table', { name: en.vipClub.levelsTitle });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).queryByText(en.vipClub.table.current)).toBeNull();
    expect(screen.getByRole('heading', { name: en.vipClub.status.guestTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.vipClub.status.guestCta }).getAttribute('href')).toBe('?login');
  });

  it("renders a signed-in player's level, progress and rakeback from the api, and marks their level", async () => {
    jar.token = 'tok-page';
    useSessionStore.getState().setUser({ id: 5, name: 'Vi', currency: 'RUB', total_balance: 0 });
    const status: VipStatus = { level: levels[2], next_level: levels[3], wagered: 15000, progress: 0.5, rakeback: [], levels };
    const auth: (string | null)[] = [];
    server.use(
      http.get(`${API}/api/v2/vip/status`, ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, data: status });
      }),
    );
    await renderVip();
    expect(auth[0]).toBe('Bearer tok-page');
    expect(screen.getByText('Level: Gold')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress to Platinum' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText(en.vipClub.status.rakebackEmpty)).toBeTruthy();
    const current = within(screen.getByRole('table', { name: en.vipClub.levelsTitle }))
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['GoldYour level']);
  });
});
