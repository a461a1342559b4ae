// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, startApiServer } from '@/tests/support/api-server';
import { useSessionStore } from '@/lib/session/session-store';
import { VipJoinButton, type VipJoinLabels } from './vip-join-button';

vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

const server = startApiServer();
afterEach(() => {
  cleanup();
  Cookies.remove('token');
  useSessionStore.getState().setGuest();
});

const labels: VipJoinLabels = {
  guest: 'Log in to join',
  join: 'Join',
  busy: 'Sending',
  sent: 'Sent',
  pending: 'Already pending',
  failed: 'Failed',
};

describe('the VIP club button', () => {
  it('holds a hidden place, offering neither action, until the session is known', () => {
    useSessionStore.setState({ status: 'unknown', user: null });
    render(<VipJoinButton labels={labels} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('vip-join-placeholder').getAttribute('aria-hidden')).toBe('true');
  });

  it('sends a guest to log in with the vip option', () => {
    useSessionStore.getState().setGuest();
    render(<VipJoinButton labels={labels} />);
    expect(screen.getByRole('link', { name: 'Log in to join' }).getAttribute('href')).toBe('?login&vip');
  });

  it('sends a signed-in player’s request, says when one is already pending, and reports a failure', async () => {
    Cookies.set('token', 'tok-vip');
    useSessionStore.getState().setUser({ id: 3, name: 'Vi', currency: 'RUB', total_balance: 0 });
    const bodies: unknown[] = [];
    const replies = [
      HttpResponse.json({
        success: true,
        data: { id: 9, request_type: 'vip_club', status: 'pending', created_at: '2026-11-22T06:00:00Z', created: true },
      }),
      HttpResponse.json({
        success: true,
        data: { id: 9, request_type: 'vip_club', status: 'pending', created_at: '2026-11-22T06:00:00Z', created: false },
      }),
      HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
    ];
    server.use(
      http.post(`${API}/api/v2/vip/join`, async ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer tok-vip');
        bodies.push(await request.json());
        return replies.shift()!;
      }),
    );
    render(<VipJoinButton labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    // The first click loads the request module on demand, which can take over the default second on a busy machine.
    expect((await screen.findByRole('status', {}, { timeout: 5000 })).textContent).toBe('Sent');
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByText('Already pending')).getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed');
    expect(bodies).toEqual([{ request_type: 'vip_club' }, { request_type: 'vip_club' }, { request_type: 'vip_club' }]);
  });
});
