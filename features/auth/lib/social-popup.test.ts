// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSocialPopup, POPUP_CLOSED_POLL_MS, SocialPopupError, waitForSocialSignIn } from './social-popup';

const API = 'http://localhost:4000';
const fakePopup = () => ({ closed: false }) as { closed: boolean } & Window;
const post = (source: unknown, origin: string, data: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { origin, source: source as Window, data }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the social sign-in pop-up', () => {
  it('opens an empty named pop-up, and reports a blocked one', () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(popup).mockReturnValueOnce(null);
    expect(openSocialPopup()).toBe(popup);
    expect(open).toHaveBeenCalledWith('', 'social-login', expect.stringContaining('popup'));
    expect(() => openSocialPopup()).toThrow(expect.objectContaining({ reason: 'blocked' }));
  });

  it("accepts the token only from the api's origin and from its own pop-up", async () => {
    const popup = fakePopup();
    const signIn = waitForSocialSignIn(popup, API);
    const settled = vi.fn();
    signIn.then(settled, settled);
    post(popup, 'https://evil.example', { token: 'forged', is_register: false });
    post(fakePopup(), API, { token: 'other-window', is_register: false });
    post(popup, API, { hello: 'not a sign-in answer' });
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    post(popup, API, { token: 'tok-1', is_register: true, sso: 'http://localhost:3000/sso/pull' });
    await expect(signIn).resolves.toEqual({ token: 'tok-1', isRegister: true, sso: 'http://localhost:3000/sso/pull' });
  });

  it('rejects with the error the api posts', async () => {
    const popup = fakePopup();
    const signIn = waitForSocialSignIn(popup, API);
    post(popup, API, { error: 'social_failed: The provider did not confirm the sign-in.' });
    await expect(signIn).rejects.toEqual(new SocialPopupError('failed', 'social_failed: The provider did not confirm the sign-in.'));
  });

  it('rejects as closed when the user closes the pop-up, after a grace tick', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const signIn = waitForSocialSignIn(popup, API);
    const outcome = signIn.catch((error: SocialPopupError) => error.reason);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS);
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS);
    await expect(outcome).resolves.toBe('closed');
  });

  it('still takes the answer the callback page posted right before closing itself', async () => {
    vi.useFakeTimers();
    const popup = fakePopup();
    const signIn = waitForSocialSignIn(popup, API);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_POLL_MS);
    post(popup, API, { token: 'tok-2', is_register: false });
    await expect(signIn).resolves.toEqual({ token: 'tok-2', isRegister: false, sso: null });
  });
});
