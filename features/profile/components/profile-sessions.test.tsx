// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import { API, startApiServer } from '@/tests/support/api-server';
import { useSessionStore } from '@/lib/session/session-store';
import { describeAgent, ProfileSessions } from './profile-sessions';

const server = startApiServer();
beforeEach(() => {
  Cookies.set('token', 'tok-sessions');
  useSessionStore.getState().setUser({ id: 7, name: 'Ann', currency: 'RUB', total_balance: 0 });
});
afterEach(() => {
  cleanup();
  Cookies.remove('token');
});

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const session = (id: number, current: boolean, userAgent: string | null) => ({
  id,
  current,
  ip: `198.51.100.${id}`,
  host: null,
  user_agent: userAgent,
  created_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: '2026-11-22T09:30:00.000Z',
});

describe('the sessions card', () => {
  it('lists the sessions with this device marked, and logs out the others', async () => {
    let sessions = [session(1, true, CHROME_LINUX), session(2, false, SAFARI_IPHONE), { ...session(3, false, null), ip: null }];
    let ended = 0;
    server.use(
      http.get(`${API}/auth/sessions`, () => HttpResponse.json({ data: sessions })),
      http.delete(`${API}/auth/sessions/others`, ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer tok-sessions');
        ended += 1;
        sessions = sessions.filter((item) => item.current);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    render(
      <NextIntlClientProvider locale="en-US" messages={en} timeZone="UTC">
        <ProfileSessions guest={<p>guest</p>} />
      </NextIntlClientProvider>,
    );
    const list = await screen.findByRole('list', { name: en.profile.access.sessionsTitle });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Chrome · Linux', 'Safari · iOS', 'Unknown device']);
    expect(within(items[0]).getByText('This device')).toBeTruthy();
    expect(items[1].textContent).toContain('IP 198.51.100.2');
    expect(items[2].querySelector('small')?.textContent).toMatch(/^Last active /);

    fireEvent.click(screen.getByRole('button', { name: 'Log out 2 other sessions' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', en.profile.access.othersEnded);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(ended).toBe(1);
    expect(screen.getByRole('button', { name: 'No other sessions' }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when the sessions cannot be loaded', async () => {
    server.use(http.get(`${API}/auth/sessions`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    render(
      <NextIntlClientProvider locale="en-US" messages={en} timeZone="UTC">
        <ProfileSessions guest={<p>guest</p>} />
      </NextIntlClientProvider>,
    );
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(en.profile.access.sessionsFailed);
  });
});

describe('the sessions card in Kazakh', () => {
  it('shows Kazakh month names even in a browser whose ICU has no kk data (Chromium: "2026 M11 22")', async () => {
    const RealFormat = Intl.DateTimeFormat;
    // Chromium's ICU falls back to root data for kk; stand in for it with data that has no Kazakh either.
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locale?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      const tag = String(Array.isArray(locale) ? locale[0] : (locale ?? ''));
      return new RealFormat(tag.startsWith('kk') ? 'und' : locale, options);
    } as unknown as typeof Intl.DateTimeFormat);
    try {
      server.use(http.get(`${API}/auth/sessions`, () => HttpResponse.json({ data: [session(1, true, CHROME_LINUX)] })));
      render(
        <NextIntlClientProvider locale="kk-KZ" messages={kz} timeZone="UTC">
          <ProfileSessions guest={<p>guest</p>} />
        </NextIntlClientProvider>,
      );
      const list = await screen.findByRole('list', { name: kz.profile.access.sessionsTitle });
      expect(within(list).getByRole('listitem').querySelector('small')?.textContent).toContain('2026 ж. 22 қар., 09:30');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('describeAgent', () => {
  it('names the browser and system, or keeps the raw agent', () => {
    expect(
      describeAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0 Safari/537.36 Edg/141.0',
      ),
    ).toBe('Edge · Windows');
    expect(describeAgent('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
