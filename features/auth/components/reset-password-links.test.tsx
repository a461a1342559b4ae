// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { API, startApiServer } from '@/tests/support/api-server';
import { PasswordResetForm } from './password-reset-form';
import { ResetPasswordByTokenForm } from './reset-password-by-token-form';

const replace = vi.fn();
let search = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => search }));
vi.mock('@/i18n/navigation', async () => ({ ...(await import('@/tests/support/navigation-mock')), useRouter: () => ({ replace }) }));

const RECOVERY = `${API}/api/v2/auth/password`;
const server = startApiServer(
  http.get(`${API}/geo_ip`, () => HttpResponse.json({ data: { ip: '127.0.0.1', country_code: null, region: 'RU' } })),
);
const refusedToken = () =>
  HttpResponse.json(
    { message: 'The given data was invalid.', errors: { token: ['invalid_token: The reset link is invalid or has expired.'] } },
    { status: 422 },
  );

beforeEach(() => {
  replace.mockClear();
  search = new URLSearchParams();
  sessionStorage.clear();
});
afterEach(cleanup);

const withIntl = (children: React.ReactNode) => (
  <NextIntlClientProvider locale="en-US" messages={en}>
    {children}
  </NextIntlClientProvider>
);

describe('a reset link the api refuses', () => {
  it('says the link expired or was used and offers a new one, instead of "an error on our side"', async () => {
    server.use(http.post(`${RECOVERY}/email/token/check`, refusedToken));
    search = new URLSearchParams({ email: 'ann@example.com' });
    render(withIntl(<ResetPasswordByTokenForm token="used-token" />));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.resetPassword.refusedTitle);
    expect(screen.getByRole('link', { name: en.resetPassword.requestNew }).getAttribute('href')).toBe(
      '/password/reset?email=ann%40example.com',
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it('hands the phone of a phone recovery to the new request', async () => {
    search = new URLSearchParams({ phone: '+998901234567' });
    server.use(http.post(`${RECOVERY}/phone/token/check`, refusedToken));
    render(withIntl(<ResetPasswordByTokenForm token="old-token" />));
    const link = await screen.findByRole('link', { name: en.resetPassword.requestNew });
    expect(link.getAttribute('href')).toBe('/password/reset?phone=%2B998901234567');
  });

  it('treats a link cut short (a token the api finds malformed) as a refused link, not as an error of ours', async () => {
    server.use(
      http.post(`${RECOVERY}/email/token/check`, () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { token: ['Too small: expected string to have >=16 characters'] } },
          { status: 422 },
        ),
      ),
    );
    render(withIntl(<ResetPasswordByTokenForm token="cut" />));
    expect((await screen.findByRole('alert')).textContent).toContain(en.resetPassword.refusedTitle);
    expect(replace).not.toHaveBeenCalled();
  });

  it('still sends a failure of ours to /error', async () => {
    server.use(http.post(`${RECOVERY}/email/token/check`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    render(withIntl(<ResetPasswordByTokenForm token="some-token" />));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/error'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the recovery page', () => {
  it('returns to the code step after a reload', async () => {
    server.use(http.post(`${RECOVERY}/email/forgot`, () => HttpResponse.json({ success: true })));
    const first = render(withIntl(<PasswordResetForm />));
    fireEvent.change(screen.getByLabelText(en.passwordReset.email), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: en.passwordReset.submit }));
    expect(await screen.findByLabelText(en.passwordReset.code)).toBeTruthy();
    first.unmount();

    render(withIntl(<PasswordResetForm />));
    expect(await screen.findByLabelText(en.passwordReset.code)).toBeTruthy();
    expect(screen.getByText(en.passwordReset.codeSent.replace('{contact}', 'ann@example.com'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.passwordReset.restart }));
    cleanup();
    render(withIntl(<PasswordResetForm />));
    expect(screen.getByLabelText(en.passwordReset.email)).toBeTruthy();
  });

  it('fills in the email handed over by a spent link', () => {
    search = new URLSearchParams({ email: 'ann@example.com' });
    render(withIntl(<PasswordResetForm />));
    expect(screen.getByLabelText<HTMLInputElement>(en.passwordReset.email).value).toBe('ann@example.com');
  });

  it('fills in the phone handed over by a spent link, in its own country', () => {
    search = new URLSearchParams({ phone: '+998901234567' });
    render(withIntl(<PasswordResetForm />));
    expect(screen.getByRole('radio', { name: en.auth.phone }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>(en.passwordReset.phone).value).toBe('+998 (90) 123-45-67');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: en.auth.phoneCountry }).value).toBe('UZ');
  });
});
