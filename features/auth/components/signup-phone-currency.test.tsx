// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { resetVisitorGeo } from '@/lib/geo/visitor-geo';
import { API, startApiServer } from '@/tests/support/api-server';
import { QueryProvider } from '@/components/query-provider';
import { SignupForm } from './signup-form';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

const geo = (countryCode: string | null, region: string) =>
  http.get(`${API}/geo_ip`, () => HttpResponse.json({ data: { ip: '203.0.113.9', country_code: countryCode, region } }));
const server = startApiServer(http.get(`${API}/auth/providers`, () => HttpResponse.json({ data: [] })));
afterEach(() => {
  cleanup();
  resetVisitorGeo();
  Cookies.remove('region_override', { path: '/' });
});

function renderForm() {
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <QueryProvider>
        <SignupForm onDone={vi.fn()} />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole('radio', { name: en.auth.phone }));
}

const countrySelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: en.auth.phoneCountry });
const currencySelect = () => screen.getByLabelText<HTMLSelectElement>(en.modals.signup.currency);
const phoneInput = () => screen.getByLabelText<HTMLInputElement>(en.auth.phone);

describe('sign-up: the phone country and the currency follow where the visitor is', () => {
  it('starts a visitor from Kazakhstan on +7 KZ and KZT', async () => {
    server.use(geo('KZ', 'KZ'));
    renderForm();
    await waitFor(() => expect(currencySelect().value).toBe('KZT'));
    expect(countrySelect().value).toBe('KZ');
  });

  it('starts a visitor who chose region UZ on +998 and UZS, both still choosable', async () => {
    Cookies.set('region_override', 'UZ', { path: '/' });
    server.use(geo(null, 'RU'));
    renderForm();
    expect(countrySelect().value).toBe('UZ');
    expect(currencySelect().value).toBe('UZS');
    fireEvent.change(currencySelect(), { target: { value: 'USD' } });
    fireEvent.change(countrySelect(), { target: { value: 'AZ' } });
    expect(currencySelect().value).toBe('USD');
    expect(phoneInput().placeholder).toBe('+994 (__) ___-__-__');
  });

  it('takes a +998 number as Uzbek instead of rewriting it into +7, and sends it as E.164', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      geo('RU', 'RU'),
      http.post(`${API}/api/v2/auth/register/phone`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'The given data was invalid.', errors: { phone: ['phone_taken: Taken.'] } }, { status: 422 });
      }),
    );
    renderForm();
    expect(countrySelect().value).toBe('RU');
    fireEvent.change(phoneInput(), { target: { value: '+998901234567' } });
    expect(phoneInput().value).toBe('+998 (90) 123-45-67');
    expect(countrySelect().value).toBe('UZ');
    fireEvent.change(screen.getByLabelText(en.modals.signup.password), { target: { value: 'long enough 1' } });
    fireEvent.click(screen.getByLabelText(en.modals.signup.terms));
    fireEvent.click(screen.getByRole('button', { name: en.modals.signup.submit }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ phone: '+998901234567', currency: 'RUB' });
  });

  it('moves the typed national digits to the mask of a newly chosen country', async () => {
    server.use(geo(null, 'RU'));
    renderForm();
    fireEvent.change(phoneInput(), { target: { value: '701' } });
    expect(phoneInput().value).toBe('+7 (701');
    fireEvent.change(countrySelect(), { target: { value: 'KG' } });
    expect(phoneInput().value).toBe('+996 (701');
  });
});
