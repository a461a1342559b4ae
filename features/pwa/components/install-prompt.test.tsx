// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/cookies';
import { InstallPrompt } from './install-prompt';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const labels = { text: 'Install the app', install: 'Install', dismiss: "Don't show again" };

function offerInstall(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn().mockResolvedValue(undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('the install prompt', () => {
  it('stays hidden until the browser offers to install, then shows with an install button', () => {
    render(<InstallPrompt labels={labels} />);
    expect(screen.queryByTestId('pwa-install')).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Install the app' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
  });

  it('asks the browser to install on the button and hides for good when the visitor accepts', async () => {
    render(<InstallPrompt labels={labels} />);
    const event = offerInstall('accepted');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    });
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('pwa-install')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pwaHideInstall)).toBe('1');
  });

  it('does not set the flag when the visitor turns down the browser dialog', async () => {
    render(<InstallPrompt labels={labels} />);
    offerInstall('dismissed');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    });
    expect(localStorage.getItem(STORAGE_KEYS.pwaHideInstall)).toBeNull();
  });

  it('hides for good on "do not show again": the next offer, even after a reload, shows nothing', () => {
    const { unmount } = render(<InstallPrompt labels={labels} />);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: "Don't show again" }));
    expect(screen.queryByTestId('pwa-install')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pwaHideInstall)).toBe('1');
    offerInstall();
    expect(screen.queryByTestId('pwa-install')).toBeNull();
    unmount();
    render(<InstallPrompt labels={labels} />);
    offerInstall();
    expect(screen.queryByTestId('pwa-install')).toBeNull();
  });

  it('hides for good once the app is installed', () => {
    render(<InstallPrompt labels={labels} />);
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByTestId('pwa-install')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pwaHideInstall)).toBe('1');
  });

  it('keeps the offer while another banner takes its place', () => {
    const { rerender } = render(<InstallPrompt labels={labels} hidden />);
    offerInstall();
    expect(screen.queryByTestId('pwa-install')).toBeNull();
    rerender(<InstallPrompt labels={labels} />);
    expect(screen.getByTestId('pwa-install')).toBeTruthy();
  });
});
