// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { API, startApiServer } from '@/tests/support/api-server';
import { QueryProvider } from '@/components/query-provider';
import { LoginForm } from './login-form';
import { installCaptchaStandIns } from '@/tests/support/captcha-stand-ins';

vi.mock('@/lib/config/web-env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/config/web-env')>();
  return { ...original, webEnv: { ...original.webEnv, NEXT_PUBLIC_HCAPTCHA_SITE_KEY: 'h-site', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'r-site' } };
});
vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

const server = startApiServer(
  http.post(`${API}/attachSource`, () => HttpResponse.json({ success: true })),
  http.get(`${API}/auth/providers`, () => HttpResponse.json({ data: [] })),
  http.get(`${API}/geo_ip`, () => HttpResponse.json({ data: { ip: '127.0.0.1', country_code: null, region: 'RU' } })),
  http.get(`${API}/profile/user`, () =>
    HttpResponse.json({ data: { id: 1, name: 'Ann', email: 'ann@example.com', currency: 'RUB', total_balance: 0 } }),
  ),
);

const { hcaptcha, grecaptcha, solve } = installCaptchaStandIns();
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  Cookies.remove('token', { path: '/' });
});

const stepUp = (code: string) =>
  HttpResponse.json(
    { message: 'More proof is needed to sign in to this account.', errors: { step_up: [`${code}: More proof.`] } },
    { status: 422 },
  );

function renderAndLogIn(onDone = vi.fn()) {
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <QueryProvider>
        <LoginForm onDone={onDone} />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
  fireEvent.click(screen.getByRole('button', { name: en.modals.login.submit }));
  return onDone;
}

describe('the login step-up (an account under attack)', () => {
  it('on code_sent opens the code step for that email, says why, and logs in with the code', async () => {
    let codeBody: unknown = null;
    server.use(
      http.post(`${API}/api/v2/auth/login/email/password`, () => stepUp('code_sent')),
      // No verification call is expected: the api already sent the code (an unhandled request fails the test).
      http.post(`${API}/api/v2/auth/login/email/code`, async ({ request }) => {
        codeBody = await request.json();
        return HttpResponse.json({ success: true, token: 'tok-code', sso: null });
      }),
    );
    const onDone = renderAndLogIn();

    const why = await screen.findByRole('status');
    expect(why.textContent).toBe(en.auth.stepUp.codeSent.replace('{contact}', 'ann@example.com'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.change(screen.getByLabelText(en.auth.code), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: en.modals.login.submit }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(codeBody).toEqual({ email: 'ann@example.com', code: '123456' });
    expect(Cookies.get('token')).toBe('tok-code');
  });

  it('on captcha_required shows the captcha and retries the login with its answers', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`${API}/api/v2/auth/login/email/password`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return body['h-captcha-response']
          ? HttpResponse.json({ success: true, token: 'tok-captcha', sso: null })
          : stepUp('captcha_required');
      }),
    );
    const onDone = renderAndLogIn();

    expect((await screen.findByRole('alert')).textContent).toBe(en.error.captcha_required);
    await waitFor(() => expect(hcaptcha.render).toHaveBeenCalled());
    expect(screen.getByRole('group', { name: en.auth.captcha.label })).toBeTruthy();
    expect(bodies).toEqual([{ email: 'ann@example.com', password: 'right-password' }]);

    fireEvent.click(screen.getByRole('button', { name: en.modals.login.submit }));
    expect(await screen.findByText(en.auth.captcha.required)).toBeTruthy();
    expect(bodies).toHaveLength(1);

    act(() => solve('h-token'));
    fireEvent.click(screen.getByRole('button', { name: en.modals.login.submit }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies[1]).toEqual({
      email: 'ann@example.com',
      password: 'right-password',
      'h-captcha-response': 'h-token',
      'g-recaptcha-response': 'r-token',
    });
    expect(grecaptcha.execute).toHaveBeenCalledWith('r-site', { action: 'login' });
  });

  it('on captcha_failed says so and starts the widget over for the next try', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/api/v2/auth/login/email/password`, () => {
        calls += 1;
        return stepUp(calls === 1 ? 'captcha_required' : 'captcha_failed');
      }),
    );
    renderAndLogIn();
    await waitFor(() => expect(hcaptcha.render).toHaveBeenCalled());
    act(() => solve('h-token'));
    fireEvent.click(screen.getByRole('button', { name: en.modals.login.submit }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(en.error.captcha_failed));
    await waitFor(() => expect(hcaptcha.reset).toHaveBeenCalledWith('widget-1'));
  });

  it('shows a 429 as the wait in minutes from Retry-After', async () => {
    server.use(
      http.post(`${API}/api/v2/auth/login/email/password`, () =>
        HttpResponse.json(
          { message: 'Too Many Requests' },
          { status: 429, headers: { 'Retry-After': '840', 'Access-Control-Expose-Headers': 'Retry-After' } },
        ),
      ),
    );
    renderAndLogIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 14 minutes.');
  });
});
