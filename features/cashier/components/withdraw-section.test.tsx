// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { queryClient } from '@/lib/api/query-client';
import { SessionSeedProvider } from '@/lib/session/session-seed';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';
import { API, startApiServer } from '@/tests/support/api-server';
import { billingDataReply, historyReply, methodReply } from '../testing/cashier-fixtures';
import { WithdrawSection } from './withdraw-section';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

const server = startApiServer();
const user = { id: 7, currency: 'RUB', balance: 1500, bonus_balance: 300, total_balance: 1800, timezone: 'Europe/Moscow' } as User;
const CARD = '4242424242424242';

beforeEach(() => {
  Cookies.set('token', 'tok-payouts');
  act(() => useSessionStore.getState().setUser(user));
});
afterEach(() => {
  cleanup();
  Cookies.remove('token');
  queryClient.clear();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

const payout = (id: string, status: string, reason: string | null = null) => ({
  id,
  hash: 'sandbox-card-payout',
  status,
  status_name: status,
  amount: 500,
  currency: 'RUB',
  wallet_masked: '**** 4242',
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
  reason,
});

function payoutsApi({ data = billingDataReply(), payouts = [] as unknown[] } = {}) {
  const calls = { requests: [] as { key: string | null; body: unknown }[], cancels: [] as string[], profile: 0, history: 0 };
  let list = payouts;
  server.use(
    http.get(`${API}/api/v2/billing/data`, () => HttpResponse.json(data)),
    http.get(`${API}/api/v2/billing/payouts`, ({ request }) => {
      const url = new URL(request.url);
      calls.history += 1;
      return HttpResponse.json(historyReply(list, 1, list.length, Number(url.searchParams.get('per_page'))));
    }),
    http.get(`${API}/profile/user`, () => {
      calls.profile += 1;
      return HttpResponse.json({ data: { ...user, balance: 1000, total_balance: 1300 } });
    }),
  );
  return { calls, setList: (next: unknown[]) => (list = next) };
}

const renderSection = (messages: typeof en = en, locale = 'en-US') =>
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <WithdrawSection />
    </NextIntlClientProvider>,
  );

describe('the Withdraw section', () => {
  it('requests a payout to a formatted card with an idempotency key, then lists it pending with Cancel, which returns the money', async () => {
    const { calls, setList } = payoutsApi();
    server.use(
      http.post(`${API}/api/v2/billing/payouts`, async ({ request }) => {
        calls.requests.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        setList([payout('po_1', 'pending')]);
        return HttpResponse.json(payout('po_1', 'pending'), { status: 201 });
      }),
      http.post(`${API}/api/v2/billing/payouts/:id/cancel`, ({ params }) => {
        calls.cancels.push(String(params.id));
        setList([payout('po_1', 'cancelled')]);
        return HttpResponse.json(payout('po_1', 'cancelled'));
      }),
    );
    renderSection();
    const section = await screen.findByRole('region', { name: en.cashier.withdraw.title });
    expect(await within(section).findByText(en.cashier.withdraw.empty)).toBeTruthy();
    expect(within(section).getByText(/Available to withdraw: ₽1,500\.00/)).toBeTruthy();
    // Spec section 9's minimum payout for RUB: 100.
    expect(within(section).getByText('From ₽100 to ₽300,000')).toBeTruthy();
    // One method: no choice to make.
    expect(within(section).queryByRole('radiogroup')).toBeNull();

    const card = within(section).getByLabelText<HTMLInputElement>(en.cashier.withdraw.cardNumber);
    fireEvent.change(card, { target: { value: CARD } });
    expect(card.value).toBe('4242 4242 4242 4242');
    fireEvent.change(within(section).getByLabelText('Amount, RUB'), { target: { value: '500' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Withdraw ₽500' }));

    expect(await within(section).findByText('Payout of ₽500.00 requested. The money is set aside while we process it.')).toBeTruthy();
    expect(calls.requests).toEqual([
      { key: expect.stringMatching(/^[0-9a-f-]{36}$/), body: { hash: 'sandbox-card-payout', amount: 500, wallet: CARD } },
    ]);
    await waitFor(() => expect(calls.profile).toBe(1));
    const list = await within(section).findByRole('list', { name: en.cashier.withdraw.listTitle });
    const item = await within(list).findByTestId('payment-payout-po_1');
    expect(within(item).getByText('Pending')).toBeTruthy();
    expect(item.textContent).toContain('₽500.00');
    // Every row of this list is a payout: its title is the method alone.
    expect(item.querySelector('[class*="itemTitle"]')?.textContent).toBe('sandbox-card-payout (en)');
    expect(item.textContent).toContain('· **** 4242');
    // In the player's own zone (Moscow, UTC+3).
    expect(item.querySelector('time')?.textContent).toBe('Nov 23, 2026, 1:00 PM');

    fireEvent.click(within(item).getByRole('button', { name: 'Cancel the payout of ₽500.00' }));
    expect(await within(section).findByText(en.cashier.withdraw.cancelled)).toBeTruthy();
    // Only the latest outcome shows: the request's notice goes once the payout is cancelled.
    expect(within(section).queryByText(/Payout of ₽500\.00 requested/)).toBeNull();
    expect(calls.cancels).toEqual(['po_1']);
    await waitFor(() => expect(within(list).getByText('Cancelled')).toBeTruthy());
    expect(within(list).queryByRole('button', { name: /Cancel the payout/ })).toBeNull();
    expect(calls.profile).toBe(2);
    expect(within(section).getByRole('link', { name: en.cashier.withdraw.allPayouts }).getAttribute('href')).toMatch(
      /\/profile\/history\?kind=payments&period=all$/,
    );
  });

  it('keeps the success notice when the balance refresh reloads the session (the page as the server rendered it)', async () => {
    const { calls } = payoutsApi();
    server.use(http.post(`${API}/api/v2/billing/payouts`, () => HttpResponse.json(payout('po_9', 'pending'), { status: 201 })));
    // A server-rendered profile: the browser's session has not looked yet and reads as the user the server loaded, so
    // the profile reload after the payout passes through `loading`.
    act(() => useSessionStore.setState({ status: 'unknown', user: null }));
    render(
      <SessionSeedProvider user={user}>
        <NextIntlClientProvider locale="en-US" messages={en} timeZone="UTC">
          <WithdrawSection />
        </NextIntlClientProvider>
      </SessionSeedProvider>,
    );
    fireEvent.change(await screen.findByLabelText('Amount, RUB'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText(en.cashier.withdraw.cardNumber), { target: { value: CARD } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw ₽500' }));
    const notice = 'Payout of ₽500.00 requested. The money is set aside while we process it.';
    expect(await screen.findByText(notice)).toBeTruthy();
    await waitFor(() => expect(calls.profile).toBe(1));
    // The reloaded balance is shown by the same form, which still says the payout was requested.
    expect(await screen.findByText(/Available to withdraw: ₽1,000\.00/)).toBeTruthy();
    expect(screen.getByText(notice)).toBeTruthy();
  });

  it('shows only the latest outcome: a new request hides the cancel’s notice, a refused cancel hides the request’s', async () => {
    const { setList } = payoutsApi({ payouts: [payout('po_4', 'pending'), payout('po_5', 'pending')] });
    server.use(
      http.post(`${API}/api/v2/billing/payouts`, () => HttpResponse.json(payout('po_6', 'pending'), { status: 201 })),
      http.post(`${API}/api/v2/billing/payouts/:id/cancel`, ({ params }) => {
        if (params.id === 'po_5')
          return HttpResponse.json({ message: 'payout_not_pending: The payout is no longer pending.' }, { status: 409 });
        setList([payout('po_4', 'cancelled'), payout('po_5', 'pending')]);
        return HttpResponse.json(payout('po_4', 'cancelled'));
      }),
    );
    renderSection();
    const [first] = await screen.findAllByRole('button', { name: 'Cancel the payout of ₽500.00' });
    fireEvent.click(first);
    expect(await screen.findByText(en.cashier.withdraw.cancelled)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount, RUB'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText(en.cashier.withdraw.cardNumber), { target: { value: CARD } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw ₽500' }));
    const requested = 'Payout of ₽500.00 requested. The money is set aside while we process it.';
    expect(await screen.findByText(requested)).toBeTruthy();
    expect(screen.queryByText(en.cashier.withdraw.cancelled)).toBeNull();

    fireEvent.click(within(screen.getByTestId('payment-payout-po_5')).getByRole('button', { name: 'Cancel the payout of ₽500.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.cashier.errors.payout_not_pending);
    expect(screen.queryByText(requested)).toBeNull();
  });

  it('names a method of the list as its tile does, with the provider when another pays the same coin', async () => {
    const usdt = (hash: string, provider: string, en: string) =>
      methodReply(hash, { provider, shape: 'crypto', coin: 'usdttrc20', icon: 'usdt', name: { en, ru: en, kz: en } });
    payoutsApi({
      data: billingDataReply(
        [],
        [usdt('sandbox-usdt-payout', 'sandbox', 'USDT (TRC-20)'), usdt('np-usdt-payout', 'nowpayments', 'USDT (TRC-20), NOWPayments')],
      ),
      payouts: [
        { ...payout('po_7', 'pending'), hash: 'sandbox-usdt-payout' },
        { ...payout('po_8', 'pending'), hash: 'np-usdt-payout' },
      ],
    });
    renderSection();
    const group = await screen.findByRole('radiogroup', { name: en.cashier.withdraw.method });
    expect(within(group).getByRole('radio', { name: /^USDT \(TRC-20\),\s*via test gateway$/ })).toBeTruthy();
    const title = async (id: string) =>
      (await screen.findByTestId(`payment-payout-${id}`)).querySelector('[class*="itemTitle"]')?.textContent;
    expect(await title('po_7')).toBe('USDT (TRC-20), via test gateway');
    expect(await title('po_8')).toBe('USDT (TRC-20), via NOWPayments');
  });

  it('checks the minimum payout, the real balance and the card before asking the api', async () => {
    payoutsApi();
    renderSection();
    const amount = await screen.findByLabelText('Amount, RUB');
    const submit = screen.getByRole('button', { name: en.cashier.withdraw.submit });
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText(en.cashier.withdraw.cardNumber), { target: { value: '4242424242424241' } });
    fireEvent.click(submit);
    expect(await screen.findByText('The minimum payout is ₽100.')).toBeTruthy();
    expect(screen.getByText(en.cashier.withdraw.cardInvalid)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1600' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Your real balance holds ₽1,500.00: enter that much or less.')).toBeTruthy();
  });

  it('asks for a crypto address for a crypto method, named by its coin', async () => {
    payoutsApi({
      data: billingDataReply([], [methodReply('card-out'), methodReply('usdt-out', { shape: 'crypto', coin: 'usdttrc20', icon: 'usdt' })]),
    });
    renderSection();
    const group = await screen.findByRole('radiogroup', { name: en.cashier.withdraw.method });
    fireEvent.click(within(group).getByRole('radio', { name: 'usdt-out (en)' }));
    const address = screen.getByLabelText('USDTTRC20 wallet address');
    fireEvent.change(address, { target: { value: 'not an address' } });
    fireEvent.change(screen.getByLabelText('Amount, RUB'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw ₽200' }));
    expect(await screen.findByText(en.cashier.withdraw.addressInvalid)).toBeTruthy();
  });

  it('shows the api’s refusals translated: verification with a link to it, funds on the amount', async () => {
    payoutsApi();
    const replies = [
      { verification: ['verification_required: Payouts need a completed verification.'] },
      { amount: ['insufficient_funds: The balance does not cover the amount.'] },
    ];
    let call = 0;
    server.use(
      http.post(`${API}/api/v2/billing/payouts`, () =>
        HttpResponse.json({ message: 'The given data was invalid.', errors: replies[call++] }, { status: 422 }),
      ),
    );
    renderSection();
    fireEvent.change(await screen.findByLabelText('Amount, RUB'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText(en.cashier.withdraw.cardNumber), { target: { value: CARD } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw ₽500' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.cashier.errors.verification_required);
    expect(screen.getByRole('link', { name: en.cashier.withdraw.toVerification }).getAttribute('href')).toBe('#profile-verification');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw ₽500' }));
    expect(await screen.findByText(en.cashier.errors.insufficient_funds)).toBeTruthy();
    expect(screen.getByLabelText('Amount, RUB').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('link', { name: en.cashier.withdraw.toVerification })).toBeNull();
  });

  it('says a cancel came too late (409) and shows the payout as it is now', async () => {
    const { setList } = payoutsApi({ payouts: [payout('po_2', 'pending')] });
    server.use(
      http.post(`${API}/api/v2/billing/payouts/:id/cancel`, () => {
        setList([payout('po_2', 'approved')]);
        return HttpResponse.json({ message: 'payout_not_pending: The payout is no longer pending.' }, { status: 409 });
      }),
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the payout of ₽500.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.cashier.errors.payout_not_pending);
    expect(await screen.findByText('Approved')).toBeTruthy();
  });

  it('tells why a payout was rejected, and asks the balance again when a watched payout leaves pending', async () => {
    const { calls, setList } = payoutsApi({ payouts: [payout('po_3', 'pending')] });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderSection();
      expect(await screen.findByRole('button', { name: 'Cancel the payout of ₽500.00' })).toBeTruthy();
      setList([payout('po_3', 'rejected', 'The card is not yours')]);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(15_000);
      });
      expect(await screen.findByText('Rejected')).toBeTruthy();
      expect(screen.getByTestId('payment-payout-po_3').textContent).toContain('Reason: The card is not yours');
      await waitFor(() => expect(calls.profile).toBe(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows every payout state as a badge, in Russian too', async () => {
    payoutsApi({
      payouts: ['pending', 'approved', 'paid', 'rejected', 'cancelled', 'failed'].map((status, index) => payout(`po_${index}`, status)),
    });
    renderSection(ru, 'ru-RU');
    const list = await screen.findByRole('list', { name: ru.cashier.withdraw.listTitle });
    const badges = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span[class*="badge"]')?.textContent);
    expect(badges).toEqual(['В ожидании', 'Одобрена', 'Выплачена', 'Отклонена', 'Отменена', 'Не прошла']);
  });

  it('renders nothing for a guest', () => {
    act(() => useSessionStore.getState().setGuest());
    const { container } = renderSection();
    expect(container.textContent).toBe('');
  });
});
