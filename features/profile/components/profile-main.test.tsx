// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { resetVisitorGeo } from '@/lib/geo/visitor-geo';
import { useSessionStore } from '@/lib/session/session-store';
import { API, startApiServer } from '@/tests/support/api-server';
import { ProfileMain } from './profile-main';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

startApiServer(http.get(`${API}/geo_ip`, () => HttpResponse.json({ data: { ip: '127.0.0.1', country_code: null, region: 'RU' } })));
afterEach(() => {
  cleanup();
  resetVisitorGeo();
});

describe('the balances in the profile', () => {
  it("print spec section 9's sign for every currency, so'm included, in the interface's digits", () => {
    act(() =>
      useSessionStore
        .getState()
        .setUser({ id: 7, name: 'Ann', email: 'a@example.com', currency: 'UZS', balance: 1234.5, bonus_balance: 0, total_balance: 1234.5 }),
    );
    render(
      <NextIntlClientProvider locale="en-US" messages={en}>
        <ProfileMain guest={<p>guest</p>} />
      </NextIntlClientProvider>,
    );
    const balances = screen.getByRole('region', { name: en.profile.main.balancesTitle });
    expect(within(balances).getByText(en.profile.main.balances.real).nextElementSibling?.textContent).toBe("so'm\u00a01,234.50");
  });
});
