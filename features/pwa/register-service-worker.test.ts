import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const settings = { apiBaseUrl: 'http://localhost:4000', locale: 'ru' };

function fakeRegistration(extra: Record<string, unknown> = {}) {
  const active = { state: 'activated', postMessage: vi.fn(), addEventListener: vi.fn() };
  return { active, waiting: null, installing: null, update: vi.fn().mockResolvedValue(undefined), ...extra };
}

function containerFor(register: () => Promise<unknown>) {
  return { register: vi.fn(register) } as unknown as ServiceWorkerContainer;
}

describe('registerServiceWorker', () => {
  it('registers /sw.js at the root, reports it active, and tells it to read the stored settings', async () => {
    const registration = fakeRegistration();
    const container = containerFor(async () => registration);
    const onState = vi.fn();
    const onError = vi.fn();
    await registerServiceWorker({ settings, onState, onError, container });
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(onState.mock.calls.map(([state]) => state as string)).toEqual(['registering', 'registered', 'activated']);
    expect(registration.active.postMessage).toHaveBeenCalledWith({ type: 'pwa:settings' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('sets the registration-error flag when the browser refuses the worker', async () => {
    const onState = vi.fn();
    const onError = vi.fn();
    await registerServiceWorker({ settings, onState, onError, container: containerFor(() => Promise.reject(new Error('SecurityError'))) });
    expect(onError).toHaveBeenCalledOnce();
    expect(onState).not.toHaveBeenCalledWith('registered');
  });

  it('checks for a new worker every 20 s until stopped', async () => {
    const registration = fakeRegistration();
    const stop = await registerServiceWorker({
      settings,
      onState: vi.fn(),
      onError: vi.fn(),
      container: containerFor(async () => registration),
    });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.update).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(40_000);
    expect(registration.update).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(registration.update).toHaveBeenCalledTimes(3);
  });

  it('registers the sync-data periodic sync every 10 minutes where the browser has it', async () => {
    const periodicSync = { register: vi.fn().mockResolvedValue(undefined) };
    const sync = { register: vi.fn().mockResolvedValue(undefined) };
    const registration = fakeRegistration({ periodicSync, sync });
    await registerServiceWorker({ settings, onState: vi.fn(), onError: vi.fn(), container: containerFor(async () => registration) });
    expect(periodicSync.register).toHaveBeenCalledWith('sync-data', { minInterval: 600_000 });
    expect(sync.register).not.toHaveBeenCalled();
  });

  it('falls back to a one-off sync-data registration every 10 minutes when periodic sync is refused', async () => {
    const periodicSync = { register: vi.fn().mockRejectedValue(new Error('NotAllowedError')) };
    const sync = { register: vi.fn().mockResolvedValue(undefined) };
    const registration = fakeRegistration({ periodicSync, sync });
    const stop = await registerServiceWorker({
      settings,
      onState: vi.fn(),
      onError: vi.fn(),
      container: containerFor(async () => registration),
    });
    expect(sync.register).toHaveBeenCalledExactlyOnceWith('sync-data');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sync.register).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sync.register).toHaveBeenCalledTimes(2);
  });

  it('reports activation of a worker still installing once it activates', async () => {
    let onStateChange: () => void = () => undefined;
    const installing = {
      state: 'installing',
      addEventListener: vi.fn((_type: string, listener: () => void) => {
        onStateChange = listener;
      }),
    };
    const registration = fakeRegistration({ active: null, installing });
    const onState = vi.fn();
    await registerServiceWorker({ settings, onState, onError: vi.fn(), container: containerFor(async () => registration) });
    expect(onState).not.toHaveBeenCalledWith('activated');
    installing.state = 'activated';
    onStateChange();
    expect(onState).toHaveBeenLastCalledWith('activated');
  });
});
