// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/modal';
import { ClientIntlConfigProvider } from '@/i18n/client-intl';
import en from '@/messages/en.json';
import { reloadForStaleChunk } from '@/app/_shell/reload-for-stale-chunk';

const replace = vi.fn();
vi.mock('@/i18n/hooks', () => ({ useRouter: () => ({ replace }) }));

afterEach(cleanup);

describe('stale-chunk reload', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads at the target path once, then holds for the 10 s guard', () => {
    const navigate = vi.fn();
    vi.useFakeTimers({ now: 1_000_000 });
    expect(reloadForStaleChunk('/ru/games/dice', navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/ru/games/dice');
    vi.setSystemTime(1_009_000);
    expect(reloadForStaleChunk('/ru/games/dice', navigate)).toBe(false);
    vi.setSystemTime(1_010_000);
    expect(reloadForStaleChunk('/ru/games/dice', navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('app error boundary', () => {
  it('navigates an app error to /error', async () => {
    const { default: LocaleError } = await import('@/app/[locale]/error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ClientIntlConfigProvider config={{ locale: 'en-US', timeZone: 'UTC', messages: en }}>
        <LocaleError error={new Error('boom')} />
      </ClientIntlConfigProvider>,
    );
    expect(replace).toHaveBeenCalledWith('/error');
    expect(screen.getByRole('status').textContent).toBe(en.errors.title);
  });
});

describe('modal', () => {
  function renderModal(onClose = vi.fn()) {
    render(
      <>
        <button type="button">opener</button>
        <Modal title="Log in" closeLabel="Close" onClose={onClose}>
          <input aria-label="Email" />
          <button type="submit">Submit</button>
        </Modal>
      </>,
    );
    return onClose;
  }

  it('is a labelled dialog with focus on its first field', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('keeps Tab inside and closes on Escape', () => {
    const onClose = renderModal();
    const submit = screen.getByRole('button', { name: 'Submit' });
    const close = screen.getByRole('button', { name: 'Close' });
    submit.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
