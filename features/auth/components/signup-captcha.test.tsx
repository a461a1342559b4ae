// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { API, startApiServer } from '@/tests/support/api-server';
import { QueryProvider } from '@/components/query-provider';
import { CspNonceProvider } from '@/lib/csp-nonce';
import { SignupForm } from './signup-form';
import { installCaptchaStandIns } from '@/tests/support/captcha-stand-ins';

vi.mock('@/lib/config/web-env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/config/web-env')>();
  return { ...original, webEnv: { ...original.webEnv, NEXT_PUBLIC_HCAPTCHA_SITE_KEY: 'h-site', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'r-site' } };
});
vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

// The form also asks which social providers exist: none here.
const server = startApiServer(
  http.get(`${API}/auth/providers`, () => HttpResponse.json({ data: [] })),
  http.get(`${API}/geo_ip`, () => HttpResponse.json({ data: { ip: '127.0.0.1', country_code: null, region: 'RU' } })),
);

const { hcaptcha, grecaptcha, widget, solve, recaptchaScript } = installCaptchaStandIns();
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function fillAndSubmit() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'cap@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough 1' } });
  fireEvent.click(screen.getByLabelText(en.modals.signup.terms));
  fireEvent.click(screen.getByRole('button', { name: en.modals.signup.submit }));
}

describe('sign-up captcha (site keys configured)', () => {
  it('asks for the hCaptcha first, then sends both responses, and resets the widget after a refusal', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post(`${API}/api/v2/auth/register/email`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { message: 'The given data was invalid.', errors: { 'h-captcha-response': ['captcha_failed: The check failed.'] } },
          { status: 422 },
        );
      }),
    );
    render(
      <CspNonceProvider nonce="page-nonce">
        <NextIntlClientProvider locale="en-US" messages={en}>
          <QueryProvider>
            <SignupForm onDone={vi.fn()} />
          </QueryProvider>
        </NextIntlClientProvider>
      </CspNonceProvider>,
    );
    await waitFor(() => expect(hcaptcha.render).toHaveBeenCalled());
    expect(widget()).toMatchObject({ sitekey: 'h-site', hl: 'en' });
    // The reCAPTCHA script tag carries the page's CSP nonce.
    expect(recaptchaScript()?.src).toBe('https://www.google.com/recaptcha/api.js?render=r-site&hl=en');
    expect(recaptchaScript()?.nonce).toBe('page-nonce');
    expect(screen.getByRole('group', { name: en.auth.captcha.label })).toBeTruthy();

    fillAndSubmit();
    expect(await screen.findByText(en.auth.captcha.required)).toBeTruthy();
    expect(body).toBeNull();

    act(() => solve('h-token'));
    fireEvent.click(screen.getByRole('button', { name: en.modals.signup.submit }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ email: 'cap@example.com', 'h-captcha-response': 'h-token', 'g-recaptcha-response': 'r-token' });
    expect(grecaptcha.execute).toHaveBeenCalledWith('r-site', { action: 'signup' });
    await waitFor(() => expect(hcaptcha.reset).toHaveBeenCalledWith('widget-1'));
    expect(screen.queryByText(en.auth.captcha.required)).toBeNull();
  });
});
