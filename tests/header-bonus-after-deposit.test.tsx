// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/api/query-client';
import type { ActivationView } from '@/lib/bonuses/contract';
import type { User } from '@/lib/session/user-schema';
import { useSessionStore } from '@/lib/session/session-store';
import { API, startApiServer } from '@/tests/support/api-server';
import { activation } from '@/features/bonuses/testing/fixtures';
import { HeaderBonus } from '@/features/bonuses/components/header-bonus';
import { refreshAfterMoneyMoved } from '@/features/cashier/lib/refresh-after-money-moved';

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

/** The two features meet here: the cashier's refresh after a deposit is what the header's bonus indicator reads. */
describe('the header bonus indicator after a deposit', () => {
  it('appears after a deposit starts a bonus: the cashier refresh asks the profile and the bonuses again', async () => {
    let list: ActivationView[] = [];
    let bonus = 0;
    serve(() => list);
    server.use(http.get(`${API}/profile/user`, () => HttpResponse.json({ data: player(bonus) })));
    act(() => useSessionStore.getState().setUser(player(0)));
    render(<Slot />);
    await vi.waitFor(() => expect(queryClient.getQueryData(['bonuses', 'activations'])).toEqual([]));
    expect(screen.queryByTestId('header-bonus')).toBeNull();

    list = [activation({ progress: 0 })];
    bonus = 50;
    await act(() => refreshAfterMoneyMoved(queryClient));
    expect(await screen.findByRole('progressbar', { name: 'Wagering 0%' })).toBeTruthy();
    expect(screen.getByTestId('header-bonus').getAttribute('aria-label')).toContain('$50.00');
  });
});
