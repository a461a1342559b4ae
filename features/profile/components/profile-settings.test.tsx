// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';
import { API, startApiServer } from '@/tests/support/api-server';
import { ProfileSettings } from './profile-settings';

const replace = vi.fn();
vi.mock('@/i18n/navigation', async () => ({
  ...(await import('@/tests/support/navigation-mock')),
  usePathname: () => '/profile/setting',
  useRouter: () => ({ replace }),
}));

const server = startApiServer();
const USER = {
  id: 7,
  name: 'SwiftOtter4821',
  is_name_chosen: false,
  name_changeable_at: null,
  currency: 'RUB',
  total_balance: 0,
  locale: 'en',
  timezone: 'UTC',
  is_avatar_hidden: false,
  is_statistics_hidden: false,
} as User;

beforeEach(() => {
  Cookies.set('token', 'tok-settings');
  useSessionStore.getState().setUser(USER);
});
afterEach(() => {
  cleanup();
  Cookies.remove('token');
});

function renderSettings(messages: typeof en = en, locale = 'en-US') {
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <ProfileSettings guest={<p>guest</p>} timeZones={['UTC']} />
    </NextIntlClientProvider>,
  );
  return screen.getByLabelText<HTMLInputElement>(messages.profile.setting.nickname);
}

const submit = (messages: typeof en = en) => fireEvent.click(screen.getByRole('button', { name: messages.profile.setting.submit }));
const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the nickname in the profile settings', () => {
  it('shows the generated name with the rules, and refuses a bad shape before sending', async () => {
    let sent = 0;
    server.use(http.put(`${API}/profile/settings`, () => ((sent += 1), HttpResponse.json({ data: USER }))));
    const input = renderSettings();
    expect(input.value).toBe('SwiftOtter4821');
    expect(input.readOnly).toBe(false);
    expect(describedText(input)).toContain(en.profile.setting.nicknameRules);
    expect(describedText(input)).toContain(en.profile.setting.nicknameGenerated);
    for (const [typed, code] of [
      ['ab', 'name_length'],
      ['me@mail.ru', 'name_contact'],
      ['fox fox', 'name_characters'],
      ['_fox', 'name_edges'],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      submit();
      await waitFor(() => expect(describedText(input)).toContain(en.error[code]));
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(sent).toBe(0);
  });

  it("sends the nickname only when it changed, and shows the api's refusal translated on the field", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put(`${API}/profile/settings`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.name === 'LuckyFox')
          return HttpResponse.json(
            { message: 'The given data was invalid.', errors: { name: ['name_taken: This nickname is taken.'] } },
            { status: 422 },
          );
        return HttpResponse.json({ data: USER });
      }),
    );
    const input = renderSettings(ru, 'ru-RU');
    submit(ru);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('name');
    fireEvent.change(input, { target: { value: ' LuckyFox ' } });
    submit(ru);
    await waitFor(() => expect(describedText(input)).toContain(ru.error.name_taken));
    expect(bodies[1]).toMatchObject({ name: 'LuckyFox' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('alert').textContent).toContain(ru.error.name_taken);
  });

  it('after a pick the field is read-only and says when it may change again', async () => {
    server.use(
      http.put(`${API}/profile/settings`, () =>
        HttpResponse.json({ data: { ...USER, name: 'LuckyFox', is_name_chosen: true, name_changeable_at: '2026-12-24T10:00:00.000Z' } }),
      ),
    );
    const input = renderSettings();
    fireEvent.change(input, { target: { value: 'LuckyFox' } });
    submit();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(en.profile.setting.nickname).readOnly).toBe(true));
    const after = screen.getByLabelText(en.profile.setting.nickname);
    expect(describedText(after)).toContain('You can change it again on December 24, 2026.');
    expect(describedText(after)).not.toContain(en.profile.setting.nicknameGenerated);
  });
});
