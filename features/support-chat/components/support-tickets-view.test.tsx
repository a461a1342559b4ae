// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { queryClient } from '@/lib/api/query-client';
import { useSessionStore } from '@/lib/session/session-store';
import type { SupportTicket } from '@/lib/support/tickets-schema';
import { API, startApiServer } from '@/tests/support/api-server';
import { SupportTicketsView } from './support-tickets-view';

const server = startApiServer();
const t = en.supportChat.tickets;
const at = '2026-01-02T10:00:00.000Z';

const ticket = (messages: SupportTicket['messages'], status: SupportTicket['status'] = 'answered'): SupportTicket => ({
  id: 5,
  topic: 'payments',
  status,
  created_at: at,
  updated_at: at,
  messages,
});

beforeEach(() => {
  Cookies.set('token', 'tok-support');
  act(() => useSessionStore.getState().setUser({ id: 7, currency: 'RUB', balance: 0, bonus_balance: 0, total_balance: 0 }));
});
afterEach(() => {
  cleanup();
  Cookies.remove('token');
  queryClient.clear();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
});

const renderView = () =>
  render(
    <NextIntlClientProvider locale="en-US" timeZone="UTC" messages={en}>
      <SupportTicketsView guest={<p>guest prompt</p>} />
    </NextIntlClientProvider>,
  );

describe('the profile support page', () => {
  it("shows each thread with the support team's answer and adds the player's reply", async () => {
    const first = ticket([
      { id: 1, author: 'player', body: 'Where is my deposit?', created_at: at },
      { id: 2, author: 'operator', body: 'It is credited now.', created_at: at },
    ]);
    const replies: unknown[] = [];
    server.use(
      http.get(`${API}/api/v2/support/tickets`, () => HttpResponse.json({ data: [first] })),
      http.post(`${API}/api/v2/support/tickets/5/messages`, async ({ request }) => {
        replies.push(await request.json());
        return HttpResponse.json(
          { data: ticket([...first.messages, { id: 3, author: 'player', body: 'Thanks!', created_at: at }], 'open') },
          { status: 201 },
        );
      }),
    );
    renderView();
    const thread = (await screen.findByRole('heading', { name: 'Request #5 · Deposits and payouts' })).closest('li')!;
    expect(within(thread).getByText(t.status.answered)).toBeTruthy();
    expect(within(thread).getByText('It is credited now.')).toBeTruthy();
    expect(within(thread).getByText(t.support)).toBeTruthy();

    fireEvent.click(within(thread).getByRole('button', { name: t.replySubmit }));
    expect(await within(thread).findByText(t.replyRequired)).toBeTruthy();
    fireEvent.change(within(thread).getByRole('textbox', { name: t.reply }), { target: { value: ' Thanks! ' } });
    fireEvent.click(within(thread).getByRole('button', { name: t.replySubmit }));
    expect(await within(thread).findByText('Thanks!', { selector: 'p' })).toBeTruthy();
    expect(within(thread).getByText(t.status.open)).toBeTruthy();
    expect(replies).toEqual([{ message: 'Thanks!' }]);
    expect(within(thread).getByRole<HTMLTextAreaElement>('textbox', { name: t.reply }).value).toBe('');
  });

  it('shows a guest the sign-in prompt and a player without tickets the empty state', async () => {
    server.use(http.get(`${API}/api/v2/support/tickets`, () => HttpResponse.json({ data: [] })));
    renderView();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    cleanup();
    act(() => useSessionStore.getState().setGuest());
    renderView();
    expect(screen.getByText('guest prompt')).toBeTruthy();
  });
});
