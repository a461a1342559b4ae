// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, startApiServer } from '@/tests/support/api-server';
import { useSessionStore } from '@/lib/session/session-store';
import type { VipStatus } from '@/lib/vip/contract';
import en from '@/messages/en.json';
import { VipLevelsTable } from './vip-levels-table';
import { VipStatusPanel } from './vip-status-panel';
import type { VipStatusText } from './vip-text';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

const server = startApiServer();
afterEach(() => {
  cleanup();
  Cookies.remove('token');
  useSessionStore.getState().setGuest();
});

const names = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum', diamond: 'Diamond' };
const text: VipStatusText = { ...en.vipClub.status, names };

const levels = [
  { number: 0, id: 'bronze', threshold: 0, rakeback_rate: 0.05, reward: 0 },
  { number: 1, id: 'silver', threshold: 1000, rakeback_rate: 0.075, reward: 10 },
  { number: 2, id: 'gold', threshold: 5000, rakeback_rate: 0.1, reward: 50 },
  { number: 3, id: 'platinum', threshold: 25000, rakeback_rate: 0.125, reward: 250 },
  { number: 4, id: 'diamond', threshold: 100000, rakeback_rate: 0.15, reward: 1000 },
];
const silver: VipStatus = {
  level: levels[1],
  next_level: levels[2],
  wagered: 2000,
  progress: 0.25,
  rakeback: [{ currency: 'RUB', amount: 12.5 }],
  levels,
};

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

describe('the VIP status panel', () => {
  it('asks a guest to log in', () => {
    useSessionStore.getState().setGuest();
    wrap(<VipStatusPanel initial={null} signedInOnServer={false} text={text} locale="en-US" />);
    expect(screen.getByRole('heading', { name: 'Your level and rakeback' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('?login');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the player's level, a progress bar to the next and claims the rakeback once per click", async () => {
    Cookies.set('token', 'tok-vip');
    useSessionStore.getState().setUser({ id: 3, name: 'Vi', currency: 'RUB', total_balance: 0 });
    const keys: (string | null)[] = [];
    const claimed = { ...silver, rakeback: [{ currency: 'RUB' as const, amount: 0 }] };
    let current = silver;
    server.use(
      http.get(`${API}/api/v2/vip/status`, () => HttpResponse.json({ success: true, data: current })),
      http.get(`${API}/profile/user`, () =>
        HttpResponse.json({ data: { id: 3, name: 'Vi', email: null, currency: 'RUB', total_balance: 112.5, locale: null } }),
      ),
      http.post(`${API}/api/v2/vip/rakeback/claim`, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        expect(await request.json()).toEqual({ currency: 'RUB' });
        if (keys.length > 1) return HttpResponse.json({ message: 'None.', code: 'nothing_to_claim' }, { status: 409 });
        current = claimed;
        return HttpResponse.json({ success: true, data: { id: 1, currency: 'RUB', amount: 12.5, balance: 112.5 } });
      }),
    );
    wrap(<VipStatusPanel initial={silver} signedInOnServer text={text} locale="en-US" />);
    expect(screen.getByText('Level: Silver')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progress to Gold' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25% of the way');
    expect(screen.getByText('$3,000.00 more to reach Gold')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('status', {}, { timeout: 5000 })).textContent).toBe('Claimed ₽12.50. Your balance: ₽112.50.');
    // The status is asked again: nothing left, the button is off.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Claim' }).hasAttribute('disabled')).toBe(true));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says when there is nothing to claim', async () => {
    Cookies.set('token', 'tok-vip');
    useSessionStore.getState().setUser({ id: 3, name: 'Vi', currency: 'RUB', total_balance: 0 });
    server.use(
      http.get(`${API}/api/v2/vip/status`, () => HttpResponse.json({ success: true, data: silver })),
      http.post(`${API}/api/v2/vip/rakeback/claim`, () =>
        HttpResponse.json({ message: 'None.', code: 'nothing_to_claim' }, { status: 409 }),
      ),
    );
    wrap(<VipStatusPanel initial={silver} signedInOnServer text={text} locale="en-US" />);
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('There is nothing to claim yet.');
  });
});

describe('the levels table', () => {
  it('publishes each level: wagered from, rakeback share, reward; the current one marked', () => {
    render(
      <>
        <h2 id="levels">Levels</h2>
        <VipLevelsTable labelledBy="levels" locale="en-US" currentLevel={1} text={{ ...en.vipClub.table, names }} />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Levels' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['$0', '5% of the house edge', 'None'],
      ['$1,000', '7.5% of the house edge', '$10'],
      ['$5,000', '10% of the house edge', '$50'],
      ['$25,000', '12.5% of the house edge', '$250'],
      ['$100,000', '15% of the house edge', '$1,000'],
    ]);
    expect(rows[1].getAttribute('aria-current')).toBe('true');
    expect(within(rows[1]).getByRole('rowheader').textContent).toBe('SilverYour level');
  });
});
