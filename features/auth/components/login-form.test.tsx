// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { API, startApiServer } from '@/tests/support/api-server';
import { getQueuedEvents } from '@/lib/analytics/track-event';
import { useSessionStore } from '@/lib/session/session-store';
import { LoginForm } from './login-form';
import { QueryProvider } from '@/components/query-provider';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

// The form also asks which social providers exist: none here.
const server = startApiServer(
  http.get(`${API}/auth/providers`, () => HttpResponse.json({ data: [] })),
  http.get(`${API}/geo_ip`, () => HttpResponse.json({ data: { ip: '127.0.0.1', country_code: null, region: 'RU' } })),
);
afterEach(() => {
  cleanup();
  Cookies.remove('token', { path: '/' });
});

function renderForm(onDone = vi.fn()) {
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <QueryProvider>
        <LoginForm onDone={onDone} />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
  return onDone;
}

describe('the login form', () => {
  it('submits email and password and shows a server 422 as the error notice, tied to the inputs', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${API}/api/v2/auth/login/email/password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { email: ['invalid_credentials: Wrong email or password.'], 'h-captcha-response': ['captcha_required: Solve it.'] },
          },
          { status: 422 },
        );
      }),
    );
    const onDone = renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(en.error.invalid_credentials);
    expect(body).toEqual({ email: 'ann@example.com', password: 'wrong-password' });
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toContain(alert.id);
    expect(onDone).not.toHaveBeenCalled();
    expect(getQueuedEvents().at(-1)).toMatchObject({ name: 'login_error', data: { error: en.error.invalid_credentials } });
  });

  it('shows client validation under the field before calling the api', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(en.auth.validation.email)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('stores the token, attaches the traffic source, loads the profile and closes on success', async () => {
    Cookies.set('stag', 'partner_7');
    let attached: { body: unknown; authorization: string | null } | null = null;
    server.use(
      http.post(`${API}/api/v2/auth/login/email/password`, () => HttpResponse.json({ success: true, token: 'tok-123', sso: null })),
      http.post(`${API}/attachSource`, async ({ request }) => {
        attached = { body: await request.json(), authorization: request.headers.get('authorization') };
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
      http.get(`${API}/profile/user`, () =>
        HttpResponse.json({ data: { id: 1, name: 'Ann', email: 'ann@example.com', currency: 'RUB', total_balance: 0 } }),
      ),
    );
    const onDone = renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(Cookies.get('token')).toBe('tok-123');
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', lastAuthEvent: { kind: 'login' } });
    // Its failure (503 here) is ignored.
    expect(attached).toEqual({
      authorization: 'Bearer tok-123',
      body: {
        stag: 'partner_7',
        promo: null,
        partnerId: null,
        advId: null,
        advertiseUid: null,
        advertiseSource: null,
        cpaOneUid: null,
        prHash: null,
      },
    });
    Cookies.remove('stag', { path: '/' });
  });
});
