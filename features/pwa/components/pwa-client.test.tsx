// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePwaStore } from '../pwa-store';
import { PwaClient, type PwaLabels } from './pwa-client';

const labels: PwaLabels = {
  install: { text: 'Install the app', install: 'Install', dismiss: "Don't show again" },
  update: { text: 'A new version is out', reload: 'Reload', later: 'Later' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  usePwaStore.setState({ worker: 'unsupported', registrationError: false, newBuildId: null, updateDismissed: false });
  delete document.documentElement.dataset.pwaRegistrationError;
  delete document.documentElement.dataset.pwaUpdate;
});

function stubWorkerContainer(register: () => Promise<unknown>) {
  const container = { register: vi.fn(register), addEventListener: vi.fn(), removeEventListener: vi.fn() };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

describe('the PWA client in the shell', () => {
  it('sets the registration-error flag, in the store and on <html>, when registration fails', async () => {
    stubWorkerContainer(() => Promise.reject(new Error('SecurityError')));
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"buildId":"a1b2"}')));
    render(<PwaClient labels={labels} locale="ru" buildId="a1b2" registerWorker />);
    await waitFor(() => expect(usePwaStore.getState().registrationError).toBe(true));
    expect(document.documentElement.dataset.pwaRegistrationError).toBe('true');
  });

  it('does not register the worker outside production', () => {
    const container = stubWorkerContainer(() => Promise.resolve({}));
    render(<PwaClient labels={labels} locale="en" buildId={null} registerWorker={false} />);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('shows the update notice when a new build is announced, and hides it on "later"', () => {
    stubWorkerContainer(() => Promise.reject(new Error('no')));
    render(<PwaClient labels={labels} locale="en" buildId="a1b2" registerWorker={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => usePwaStore.getState().announceBuild('c3d4'));
    expect(screen.getByRole('status').textContent).toContain('A new version is out');
    expect(document.documentElement.dataset.pwaUpdate).toBe('c3d4');
    act(() => screen.getByRole('button', { name: 'Later' }).click());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
