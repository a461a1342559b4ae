// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/api/query-client';
import type { ActivationView } from '@/lib/bonuses/contract';
import type { User } from '@/lib/session/user-schema';
import { useSessionStore } from '@/lib/session/session-store';
import { API, startApiServer } from '@/tests/support/api-server';
import { activation } from '../testing/fixtures';
import { HeaderBonus } from './header-bonus';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

const server = startApiServer();
const labels = { bonus: 'Bonus balance {amount}, my bonuses', wagering: 'Wagering {percent}' };
const player = (bonus: number) => ({ id: 4, currency: 'USD', balance: 10, bonus_balance: bonus, total_balance: 10 + bonus }) as User;

beforeEach(() => Cookies.set('token', 'tok-header'));
afterEach(() => {
  cleanup();
  Cookies.remove('token');
  queryClient.clear();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

function serve(list: () => ActivationView[]) {
  server.use(http.get(`${API}/api/v2/bonuses/activations`, () => HttpResponse.json({ data: list() })));
}

/** The header as the slot renders it: the player from the session store. */
function Slot() {
  const user = useSessionStore((state) => state.user);
  return user ? <HeaderBonus user={user} locale="en-US" labels={labels} /> : null;
}

describe('the header bonus indicator', () => {
  it('is not there without a bonus balance or an active bonus', async () => {
    let asked = 0;
    server.use(
      http.get(`${API}/api/v2/bonuses/activations`, () => {
        asked += 1;
        return HttpResponse.json({ data: [activation({ status: 'wagered', progress: 1 })] });
      }),
    );
    act(() => useSessionStore.getState().setUser(player(0)));
    render(<Slot />);
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByTestId('header-bonus')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the bonus balance and the active bonus wagering bar, linking to the bonuses page', async () => {
    serve(() => [activation({ progress: 0.4 })]);
    act(() => useSessionStore.getState().setUser(player(50)));
    render(<Slot />);
    const bar = await screen.findByRole('progressbar', { name: 'Wagering 40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    const link = screen.getByRole('link', { name: 'Bonus balance $50.00, my bonuses. Wagering 40%' });
    expect(link.getAttribute('href')).toBe('/profile/bonuses');
  });

  it('shows a bonus balance with no bar while no bonus is being wagered', async () => {
    serve(() => []);
    act(() => useSessionStore.getState().setUser(player(5)));
    render(<Slot />);
    expect(await screen.findByRole('link', { name: 'Bonus balance $5.00, my bonuses' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('hydrates the server HTML (no activations there) although the browser cache already holds them', async () => {
    serve(() => [activation({ progress: 0.4 })]);
    const user = player(50);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HeaderBonus user={user} locale="en-US" labels={labels} />);
    document.body.append(container);
    queryClient.setQueryData(['bonuses', 'activations'], [activation({ progress: 0.4 })]);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <HeaderBonus user={user} locale="en-US" labels={labels} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('progressbar', { name: 'Wagering 40%' })).toBeTruthy();
    container.remove();
  });
});
