// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { watchSocialSignInForVipJoin } from './vip-join-after-social-sign-in';

let join: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
let stop: () => void;

beforeEach(() => {
  join = vi.fn<() => Promise<unknown>>(async () => ({ id: 1, status: 'pending', created: true }));
  stop = watchSocialSignInForVipJoin(join);
});
afterEach(() => {
  stop();
  window.history.replaceState(null, '', '/');
});

describe('the VIP join after a social sign-in', () => {
  it('is requested once when the modal was opened with vip', () => {
    window.history.replaceState(null, '', '/?login&vip');
    useSessionStore.getState().announce('login', true);
    useSessionStore.getState().setGuest();
    expect(join).toHaveBeenCalledTimes(1);
  });

  it('is not requested after a password or code sign-in, nor without the vip flag', () => {
    window.history.replaceState(null, '', '/vip-club?signup&vip');
    useSessionStore.getState().announce('register');
    window.history.replaceState(null, '', '/?login');
    useSessionStore.getState().announce('login', true);
    expect(join).not.toHaveBeenCalled();
  });

  it('leaves the sign-in standing when the request fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    join.mockRejectedValueOnce(new Error('down'));
    window.history.replaceState(null, '', '/?signup&vip');
    useSessionStore.getState().announce('register', true);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('vip join error', expect.any(Error)));
    error.mockRestore();
  });
});
