import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecaptchaHandle } from './captcha';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the reCAPTCHA v3 handle', () => {
  it('gives the token of the attached script for the action', async () => {
    const handle = createRecaptchaHandle();
    const execute = vi.fn((action: string) => Promise.resolve(`token-for-${action}`));
    handle.attach(execute);
    await expect(handle.token('signup')).resolves.toBe('token-for-signup');
    expect(execute).toHaveBeenCalledWith('signup');
  });

  it('waits for a script that is still loading when the form is sent', async () => {
    const handle = createRecaptchaHandle(1000);
    const token = handle.token('login');
    handle.attach(() => Promise.resolve('late-token'));
    await expect(token).resolves.toBe('late-token');
  });

  it('goes on without a token, logged only, when the script never loads or fails', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = createRecaptchaHandle(1000);
    const token = handle.token('signup');
    await vi.advanceTimersByTimeAsync(999);
    handle.attach(null);
    await vi.advanceTimersByTimeAsync(1);
    await expect(token).resolves.toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);

    handle.attach(() => Promise.reject(new Error('blocked')));
    await expect(handle.token('signup')).resolves.toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
