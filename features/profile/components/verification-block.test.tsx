// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { resetVisitorGeo } from '@/lib/geo/visitor-geo';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';
import { API, startApiServer } from '@/tests/support/api-server';
import { ProfileMain } from './profile-main';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

const server = startApiServer(
  http.get(`${API}/geo_ip`, () => HttpResponse.json({ data: { ip: '127.0.0.1', country_code: null, region: 'RU' } })),
);
beforeEach(() => Cookies.set('token', 'tok-verify'));
afterEach(() => {
  cleanup();
  resetVisitorGeo();
  Cookies.remove('token');
});

const baseUser = {
  id: 7,
  name: 'Ann',
  email: 'ann@example.com',
  phone: null,
  currency: 'RUB',
  total_balance: 0,
  is_email_verified: false,
  is_phone_verified: false,
};

function renderProfile(user: Partial<User>) {
  act(() => useSessionStore.getState().setUser({ ...baseUser, ...user }));
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <ProfileMain guest={<p>guest</p>} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('region', { name: en.profile.verify.title });
}

describe('verification in the profile', () => {
  it('says "Not required" when the operator does not require verification, not "Not verified"', () => {
    renderProfile({ verification: { is_need: false, data: { status: 'failed' } } });
    expect(screen.getByTestId('verification-status').textContent).toBe(en.profile.verificationStatus.none);
    expect(screen.queryByText(en.profile.verificationStatus.failed)).toBeNull();
  });

  it('when verification is required, says so and confirms the email with a code, then shows it confirmed', async () => {
    const calls: { path: string; body: unknown }[] = [];
    let verified = false;
    server.use(
      http.post(`${API}/api/v2/auth/email/send`, async ({ request }) => {
        calls.push({ path: 'send', body: await request.json() });
        return HttpResponse.json({ success: true });
      }),
      http.post(`${API}/api/v2/auth/email/verify/code`, async ({ request }) => {
        calls.push({ path: 'verify', body: await request.json() });
        verified = true;
        return HttpResponse.json({ success: true });
      }),
      http.get(`${API}/profile/user`, () => HttpResponse.json({ data: { ...baseUser, is_email_verified: verified } })),
    );
    const card = renderProfile({ verification: { is_need: true, data: { status: 'failed' } } });
    expect(within(card).getByTestId('verification-status').textContent).toBe(en.profile.verificationStatus.failed);
    expect(within(card).getByRole('note').textContent).toBe(en.profile.main.verificationNeeded);

    // The page shows the form's first step; its code loads when the player turns to it, and Send pressed there is sent.
    const stepName = `${en.profile.verify.email}: ${en.profile.verify.notConfirmed}`;
    fireEvent.click(within(within(card).getByRole('form', { name: stepName })).getByRole('button', { name: en.profile.verify.sendCode }));
    const code = await within(card).findByLabelText('Code (Email)');
    const emailStep = within(card).getByRole('form', { name: stepName });
    expect(within(emailStep).getByRole('status').textContent).toBe(en.profile.verify.codeSent);
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(within(emailStep).getByRole('button', { name: en.profile.verify.confirm }));
    expect(await within(emailStep).findByText(en.auth.validation.code)).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(emailStep).getByRole('button', { name: en.profile.verify.confirm }));

    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toBe(`${en.profile.verify.email}: ${en.profile.verify.justConfirmed}`),
    );
    expect(calls).toEqual([
      { path: 'send', body: {} },
      { path: 'verify', body: { code: '123456' } },
    ]);
  });

  it('asks an account without a phone for one, in its own country, and sends the code there', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${API}/api/v2/auth/phone/send`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    const card = renderProfile({ verification: { is_need: true, data: { status: 'failed' } } });
    // Focusing the first step's field hands over to the loaded form, focus and all.
    fireEvent.focus(within(card).getByLabelText(en.profile.verify.addressPhone));
    await waitFor(() => expect(document.activeElement?.getAttribute('type')).toBe('tel'));
    const phone = within(card).getByLabelText(en.profile.verify.addressPhone);
    expect(document.activeElement).toBe(phone);
    fireEvent.change(phone, { target: { value: '+998901234567' } });
    const phoneStep = within(card).getByRole('form', { name: `${en.profile.verify.phone}: ${en.profile.verify.notConfirmed}` });
    fireEvent.click(within(phoneStep).getByRole('button', { name: en.profile.verify.sendCode }));
    expect(await within(phoneStep).findByLabelText('Code (Phone)')).toBeTruthy();
    expect(body).toEqual({ phone: '+998901234567' });
  });

  it('shows a confirmed contact as confirmed, with nothing to do', async () => {
    const card = renderProfile({ is_email_verified: true, verification: { is_need: false, data: { status: 'failed' } } });
    expect(
      within(card).getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === `${en.profile.verify.email}: ${en.profile.verify.confirmed}`,
      ),
    ).toBeTruthy();
    expect(await within(card).findAllByRole('button', { name: en.profile.verify.sendCode })).toHaveLength(1);
  });

  it('draws the card with placeholders while the session loads, the contact frames in place of the forms', () => {
    act(() => useSessionStore.setState({ status: 'loading', user: null }));
    render(
      <NextIntlClientProvider locale="en-US" messages={en}>
        <ProfileMain guest={<p>guest</p>} />
      </NextIntlClientProvider>,
    );
    const card = screen.getByRole('region', { name: en.profile.verify.title });
    expect(within(card).queryByTestId('verification-status')).toBeNull();
    expect(within(card).queryByRole('form')).toBeNull();
    expect(screen.getByRole('region', { name: en.profile.main.balancesTitle })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(en.profile.loading);
  });
});
