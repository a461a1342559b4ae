// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { useSessionStore } from '@/lib/session/session-store';
import { API, startApiServer } from '@/tests/support/api-server';
import { ContactForm } from './contact-form';
import { SupportChatButton } from './support-chat-button';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));
vi.mock('@/i18n/intl-boundary', () => ({ IntlBoundary: ({ children }: { children: React.ReactNode }) => children }));

const server = startApiServer();
const form = en.supportChat.form;

afterEach(() => {
  cleanup();
  act(() => useSessionStore.setState({ status: 'unknown', user: null }));
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const renderForm = (ui = <ContactForm />) =>
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      {ui}
    </NextIntlClientProvider>,
  );

function serveTickets(status = 201) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/api/v2/support/tickets`, async ({ request }) => {
      bodies.push(await request.json());
      if (status !== 201) return HttpResponse.json({ message: 'Too many requests.' }, { status, headers: { 'retry-after': '600' } });
      const now = new Date().toISOString();
      return HttpResponse.json(
        { data: { id: 42, topic: 'payments', status: 'open', created_at: now, updated_at: now, messages: [] } },
        { status: 201 },
      );
    }),
  );
  return bodies;
}

describe('the support contact form', () => {
  it('asks a guest for the message and a valid email, focusing the first wrong field, then opens the ticket', async () => {
    act(() => useSessionStore.getState().setGuest());
    const bodies = serveTickets();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: form.submit }));
    const message = screen.getByRole('textbox', { name: form.message });
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(message);
    expect(screen.getByText(form.errors.messageRequired)).toBeTruthy();
    expect(screen.getByText(form.errors.emailInvalid)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: form.topic }), { target: { value: 'payments' } });
    fireEvent.change(message, { target: { value: '  My deposit is missing.  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: form.email }), { target: { value: 'guest@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: form.submit }));

    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('Request #42 is sent. We will answer to guest@example.com.');
    expect(document.activeElement).toBe(done);
    expect(bodies).toEqual([{ topic: 'payments', message: 'My deposit is missing.', email: 'guest@example.com' }]);
  });

  it('sends a player’s ticket without an email and points to the profile', async () => {
    act(() => useSessionStore.getState().setUser({ id: 7, currency: 'RUB' }));
    const bodies = serveTickets();
    renderForm();
    expect(screen.queryByRole('textbox', { name: form.email })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: form.message }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: form.submit }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Request #42 is sent.');
    expect(screen.getByRole('link', { name: form.profileLink }).getAttribute('href')).toBe('/profile/support');
    expect(bodies).toEqual([{ topic: 'account', message: 'Hello' }]);
  });

  it('says when too many requests were sent', async () => {
    act(() => useSessionStore.getState().setGuest());
    serveTickets(429);
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: form.message }), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByRole('textbox', { name: form.email }), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: form.submit }));
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe('Too many requests. Try again in 10 min.');
  });
});

describe('the support chat button', () => {
  const labels = { open: 'Support chat', title: 'Support', close: 'Close', text: 'We answer.', loading: 'Loading' };

  it('opens the contact form in a modal, with no mailto link, when no chat provider is set', async () => {
    act(() => useSessionStore.getState().setGuest());
    const onOpen = vi.fn();
    renderForm(<SupportChatButton labels={labels} onOpen={onOpen} provider={{ scriptUrl: null, location: null, locationKz: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Support chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Support' });
    expect(await screen.findByRole('textbox', { name: form.message })).toBeTruthy();
    expect(dialog.innerHTML).not.toContain('mailto:');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('loads the provider’s script at the KZ location for a KZ visitor instead of the form', async () => {
    document.cookie = 'region_override=KZ; path=/';
    renderForm(
      <SupportChatButton
        labels={labels}
        provider={{ scriptUrl: 'https://chat.example/{location}/loader.js', location: 'ru-desk', locationKz: 'kz-desk' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Support chat' }));
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src^="https://chat.example"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(script.src).toBe('https://chat.example/kz-desk/loader.js');
    expect(script.dataset.location).toBe('kz-desk');
    expect(screen.queryByRole('dialog')).toBeNull();
    document.cookie = 'region_override=; path=/; max-age=0';
  });
});
