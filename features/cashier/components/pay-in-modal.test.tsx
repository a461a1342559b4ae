// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import { queryClient } from '@/lib/api/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import type { User } from '@/lib/session/user-schema';
import { API, startApiServer } from '@/tests/support/api-server';
import { useDepositStore } from '../stores/deposit-store';
import { billingDataReply, depositConfigReply, methodReply } from '../testing/cashier-fixtures';
import { PayInModal } from './pay-in-modal';

const replace = vi.fn();
let search = new URLSearchParams('deposit&utm_source=x');
vi.mock('next/navigation', () => ({ useSearchParams: () => search }));
vi.mock('@/i18n/navigation', async () => ({
  ...(await import('@/tests/support/navigation-mock')),
  usePathname: () => '/games/dice',
  useRouter: () => ({ replace }),
}));

const server = startApiServer();
const user = { id: 7, currency: 'RUB', balance: 0, total_balance: 0, timezone: 'UTC' } as User;

beforeEach(() => {
  Cookies.set('token', 'tok-cashier');
  replace.mockClear();
  search = new URLSearchParams('deposit&utm_source=x');
});
afterEach(() => {
  cleanup();
  Cookies.remove('token');
  queryClient.clear();
  act(() => {
    useSessionStore.setState({ status: 'unknown', user: null });
    useDepositStore.setState({ ownerId: null, invoice: null, expiresAtMs: null, outcome: null, reused: false });
  });
});

/** The api of a player with no open invoice; `status` answers the invoice's status polls in turn (the last repeats). */
function cashierApi({ open = [] as unknown[], statuses = [{ status: 1 }] as Record<string, unknown>[], data = billingDataReply() } = {}) {
  const calls = { deposits: [] as { key: string | null; body: unknown }[], status: 0, profile: 0 };
  server.use(
    http.get(`${API}/api/v2/billing/data`, () => HttpResponse.json(data)),
    http.get(`${API}/api/v2/billing/deposits/open`, () => HttpResponse.json({ data: open })),
    http.get(`${API}/billing/payment/status/:id`, ({ params }) => {
      expect(params.id).toBe('inv_1');
      const reply = statuses[Math.min(calls.status, statuses.length - 1)];
      calls.status += 1;
      return HttpResponse.json({ status_name: 'x', sum_was_changed: false, amount: 1000, credited_amount: null, ...reply });
    }),
    http.get(`${API}/profile/user`, () => {
      calls.profile += 1;
      return HttpResponse.json({ data: { ...user, balance: 980, total_balance: 980 } });
    }),
  );
  return calls;
}

const renderModal = (messages: typeof en = en, locale = 'en-US') => {
  const onClose = vi.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <PayInModal onClose={onClose} />
    </NextIntlClientProvider>,
  );
  return onClose;
};

const signIn = (who: User = user) => act(() => useSessionStore.getState().setUser(who));

describe('the PayIn modal: choosing and asking for an invoice', () => {
  it('shows the methods as a radiogroup of tiles, the default amount and quick sums, and creates the invoice with an idempotency key', async () => {
    const calls = cashierApi();
    server.use(
      http.post(`${API}/api/v2/billing/deposits`, async ({ request }) => {
        calls.deposits.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        return HttpResponse.json(depositConfigReply({ amount: 1500, shop_amount: 1470, commission: 30 }), { status: 201 });
      }),
    );
    signIn();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: en.modals.deposit.title });
    const group = await within(dialog).findByRole('radiogroup', { name: en.cashier.deposit.method });
    const tiles = within(group).getAllByRole('radio');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['sandbox-card (en)', 'sandbox-checkout (en)']);
    expect(tiles.map((tile) => tile.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(tiles.map((tile) => tile.tabIndex)).toEqual([0, -1]);
    expect(within(dialog).getByTestId('pay-in-balance').textContent).toBe('Your balance: ₽0.00');

    const amount = within(dialog).getByLabelText<HTMLInputElement>('Amount, RUB');
    expect(amount.value).toBe('500');
    expect(within(dialog).getByText('From ₽100 to ₽300,000')).toBeTruthy();
    const quick = within(dialog).getByRole('group', { name: en.cashier.deposit.quick });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['₽100', '₽500', '₽1,000', '₽5,000']);
    expect(within(quick).getByRole('button', { name: '₽500' }).getAttribute('aria-pressed')).toBe('true');

    // The arrows move along the tiles and choose; the amount follows the method's default.
    fireEvent.keyDown(tiles[0], { key: 'ArrowRight' });
    expect(tiles[1].getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(tiles[1]);
    fireEvent.change(amount, { target: { value: '1 500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deposit ₽1,500' }));

    await within(dialog).findByText(en.cashier.invoice.amount);
    // The submit button went with the form: focus is on the invoice's title, not lost.
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: en.cashier.invoice.title }));
    expect(calls.deposits).toHaveLength(1);
    expect(calls.deposits[0].body).toEqual({ hash: 'sandbox-checkout', amount: 1500 });
    expect(calls.deposits[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(dialog).getByTestId('invoice-credited').textContent).toBe('₽1,470.00');
    expect(within(dialog).getByText('₽30.00')).toBeTruthy();
  });

  it('shows a 422 on the amount field, translated, and keeps one key across retries of an attempt that got no answer', async () => {
    const calls = cashierApi();
    const replies = [
      () => HttpResponse.json({ message: 'Server Error' }, { status: 503 }),
      () => HttpResponse.json({ message: 'Invalid', errors: { amount: ['amount_out_of_range: from 100 to 300000'] } }, { status: 422 }),
      () => HttpResponse.json(depositConfigReply(), { status: 201 }),
    ];
    server.use(
      http.post(`${API}/api/v2/billing/deposits`, async ({ request }) => {
        calls.deposits.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        return replies[calls.deposits.length - 1]();
      }),
    );
    signIn();
    renderModal();
    const submit = await screen.findByRole('button', { name: 'Deposit ₽500' });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(en.cashier.errors.generic);
    fireEvent.click(submit);
    const amount = screen.getByLabelText('Amount, RUB');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(en.cashier.errors.amount_out_of_range)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(submit);
    await screen.findByText(en.cashier.invoice.amount);
    expect(calls.deposits.map((call) => call.key)).toEqual([calls.deposits[0].key, calls.deposits[0].key, expect.any(String)]);
    expect(calls.deposits[2].key).not.toBe(calls.deposits[0].key);
  });

  it('checks the amount against the method before asking the api', async () => {
    const calls = cashierApi();
    signIn();
    renderModal();
    const amount = await screen.findByLabelText('Amount, RUB');
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: en.cashier.deposit.submit }));
    expect(await screen.findByText('Enter an amount from ₽100 to ₽300,000.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: en.cashier.deposit.submit }));
    expect(await screen.findByText(en.cashier.deposit.amountInvalid)).toBeTruthy();
    expect(calls.deposits).toHaveLength(0);
  });

  it('names the methods and speaks in the interface language (kz)', async () => {
    cashierApi({ data: billingDataReply([methodReply('sandbox-card')]) });
    signIn();
    renderModal(kz, 'kk-KZ');
    const group = await screen.findByRole('radiogroup', { name: kz.cashier.deposit.method });
    expect(within(group).getByRole('radio').textContent).toBe('sandbox-card (kz)');
    expect(screen.getByLabelText('Сома, RUB')).toBeTruthy();
  });

  it('names the bonus a deposit brings above the amount, and nothing when there is none', async () => {
    cashierApi({ data: { ...billingDataReply(), payments: { ...billingDataReply().payments, bonus: { name: 'Welcome bonus: 100%' } } } });
    signIn();
    renderModal();
    const note = await screen.findByText('Your bonus: Welcome bonus: 100%');
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    expect(note.compareDocumentPosition(amount) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    queryClient.clear();
    cashierApi();
    renderModal();
    await screen.findByRole('textbox', { name: /Amount/ });
    expect(screen.queryByText(/Your bonus/)).toBeNull();
  });

  it('says so when the account has no method', async () => {
    cashierApi({ data: billingDataReply([], []) });
    signIn();
    renderModal();
    expect(await screen.findByText(en.cashier.methods.none)).toBeTruthy();
  });
});

describe('the PayIn modal: the invoice', () => {
  it('resumes an open invoice after a reload, with the numbers formatted, copyable, the Pay page and the server’s remaining time', async () => {
    cashierApi({ open: [depositConfigReply({ remaining_time: 65 })] });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    signIn();
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: en.modals.deposit.title });
    expect(await within(dialog).findByText('4242 4242 4242 4242')).toBeTruthy();
    expect(within(dialog).getByText('+7 (999) 123 45 67')).toBeTruthy();
    const pay = within(dialog).getByRole('link', { name: en.cashier.invoice.pay });
    expect(pay.getAttribute('href')).toBe('http://localhost:4000/sandbox-pay/checkout/p_1');
    expect(pay.getAttribute('target')).toBe('_blank');
    expect(pay.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).getByRole('timer', { name: en.cashier.invoice.timeLeft }).textContent).toMatch(/^01:0[45]$/);
    expect(within(dialog).getByTestId('invoice-minutes-left').textContent).toBe('2 minutes left to pay');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy: Card number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('4242424242424242'));
    expect(await within(dialog).findByText('Card number copied')).toBeTruthy();
    expect(within(dialog).getByText('Card number copied').getAttribute('role')).toBe('status');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy: Phone number' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('+79991234567'));
  });

  it('asks for the status every 5 s; paid: PayIn closes, the success modal says what was credited and the balance is asked again', async () => {
    const calls = cashierApi({ open: [depositConfigReply()], statuses: [{ status: 1 }, { status: 3, credited_amount: 980 }] });
    signIn();
    const onClose = renderModal();
    await screen.findByText(en.cashier.invoice.waiting);
    await waitFor(() => expect(calls.status).toBe(1));
    const firstAskedAt = Date.now();
    const success = await screen.findByRole('dialog', { name: en.cashier.success.title }, { timeout: 8000 });
    expect(Date.now() - firstAskedAt).toBeGreaterThanOrEqual(4_500);
    expect(calls.status).toBe(2);
    expect(screen.queryByRole('dialog', { name: en.modals.deposit.title })).toBeNull();
    expect(within(success).getByText('₽980.00 is on your balance. Good luck!')).toBeTruthy();
    expect(within(success).queryByRole('note')).toBeNull();
    await waitFor(() => expect(useSessionStore.getState().user?.total_balance).toBe(980));
    expect(calls.profile).toBe(1);
    expect(useDepositStore.getState().invoice).toBeNull();
    // Polling has stopped with the paid invoice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.status).toBe(2);
    fireEvent.click(within(success).getByRole('button', { name: en.cashier.success.done }));
    expect(onClose).toHaveBeenCalledTimes(1);
  }, 15_000);

  it('explains a changed sum in the success modal', async () => {
    cashierApi({ open: [depositConfigReply()], statuses: [{ status: 3, sum_was_changed: true, amount: 700, credited_amount: 686 }] });
    signIn();
    renderModal();
    const success = await screen.findByRole('dialog', { name: en.cashier.success.title });
    expect(within(success).getByText('₽686.00 is on your balance. Good luck!')).toBeTruthy();
    expect(within(success).getByRole('note').textContent).toBe(en.cashier.success.sumChanged.replace('{invoice}', '₽1,000.00'));
  });

  it('removes an invoice whose time ran out, says so and offers a new deposit', async () => {
    cashierApi({ open: [depositConfigReply({ remaining_time: 1 })] });
    signIn();
    renderModal();
    await screen.findByText('4242 4242 4242 4242');
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(en.cashier.invoice.expired);
    expect(screen.queryByText('4242 4242 4242 4242')).toBeNull();
    expect(screen.getByRole('radiogroup', { name: en.cashier.deposit.method })).toBeTruthy();
    expect(useDepositStore.getState().invoice).toBeNull();
  });

  it('reports a payment finished on the provider’s page when the player comes back through its ?deposit={id} link', async () => {
    search = new URLSearchParams('deposit=inv_1');
    const calls = cashierApi({ statuses: [{ status: 3, amount: 1000, credited_amount: 980 }] });
    signIn();
    renderModal();
    const success = await screen.findByRole('dialog', { name: en.cashier.success.title });
    expect(within(success).getByText('₽980.00 is on your balance. Good luck!')).toBeTruthy();
    await waitFor(() => expect(calls.profile).toBe(1));
  });

  it('resumes the invoice the player comes back to, of several open ones', async () => {
    search = new URLSearchParams('deposit=inv_1');
    cashierApi({
      open: [
        depositConfigReply({ id: 'inv_2', amount: 2000, card: { card_number: '5555555555554444', phone_number: '+79990000000' } }),
        depositConfigReply(),
      ],
    });
    signIn();
    renderModal();
    expect(await screen.findByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.queryByText('5555 5555 5555 4444')).toBeNull();
  });

  it('shows the form to a player who comes back with an invoice that is not paid and not open', async () => {
    search = new URLSearchParams('deposit=inv_1');
    cashierApi({ statuses: [{ status: 4 }] });
    signIn();
    renderModal();
    expect(await screen.findByRole('radiogroup', { name: en.cashier.deposit.method })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: en.cashier.success.title })).toBeNull();
  });

  it('ends the invoice the api says expired or failed', async () => {
    cashierApi({ open: [depositConfigReply()], statuses: [{ status: 5 }] });
    signIn();
    renderModal();
    expect((await screen.findByRole('alert')).textContent).toBe(en.cashier.invoice.failed);
  });

  it('goes back to the form on "another method or amount", without resuming the invoice again', async () => {
    cashierApi({ open: [depositConfigReply()] });
    signIn();
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: en.cashier.invoice.another }));
    expect(await screen.findByRole('radiogroup', { name: en.cashier.deposit.method })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('4242 4242 4242 4242')).toBeNull();
  });

  it('says when the api answered this method’s open invoice instead of a new one', async () => {
    cashierApi();
    server.use(http.post(`${API}/api/v2/billing/deposits`, () => HttpResponse.json(depositConfigReply(), { status: 200 })));
    signIn();
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit ₽500' }));
    expect((await screen.findByRole('note')).textContent).toBe(en.cashier.invoice.reused);
  });

  it('does not show one player’s invoice to the next one signed in on the device', async () => {
    cashierApi();
    act(() => useDepositStore.setState({ ownerId: 99, invoice: null, outcome: { kind: 'expired' } }));
    signIn();
    renderModal();
    await screen.findByRole('radiogroup', { name: en.cashier.deposit.method });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useDepositStore.getState().ownerId).toBe(7);
  });
});

describe('the PayIn modal and the session', () => {
  it('sends a guest to the login modal with ?deposit kept, the other parameters untouched', async () => {
    act(() => useSessionStore.getState().setGuest());
    renderModal();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/games/dice?utm_source=x&login&deposit', { scroll: false }));
    expect(screen.getByRole('link', { name: en.modals.deposit.toLogin }).getAttribute('href')).toBe(
      '/games/dice?utm_source=x&login&deposit',
    );
  });

  it('says it is loading while the session is not known, without a login prompt', () => {
    act(() => useSessionStore.getState().setLoading());
    renderModal();
    expect(screen.getByRole('status').textContent).toBe(en.modals.deposit.loading);
    expect(screen.queryByRole('link')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
