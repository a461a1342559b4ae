// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toast, TOAST_ANIMATION_MS, TOAST_DURATION_MS, ToastRegion } from './toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  act(() => {
    vi.runAllTimers();
  });
  vi.useRealTimers();
});
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('ToastRegion', () => {
  it('announces a notice politely, keeps it 3000 ms, then animates it out over 300 ms', () => {
    render(<ToastRegion closeLabel="Close" />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => void showToast('Deposit received', { tone: 'success' }));
    expect(region.textContent).toContain('Deposit received');
    advance(TOAST_DURATION_MS - 1);
    expect(region.querySelector('[data-leaving]')).toBeNull();
    advance(1);
    expect(region.querySelector('[data-leaving]')).not.toBeNull();
    advance(TOAST_ANIMATION_MS - 1);
    expect(region.textContent).toContain('Deposit received');
    advance(1);
    expect(region.textContent).not.toContain('Deposit received');
  });

  it('honours a custom duration and closes early by its button', () => {
    render(<ToastRegion closeLabel="Close" />);
    act(() => void showToast('Long one', { durationMs: 10_000 }));
    advance(TOAST_DURATION_MS + TOAST_ANIMATION_MS);
    expect(screen.getByRole('status').textContent).toContain('Long one');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(TOAST_ANIMATION_MS);
    expect(screen.getByRole('status').textContent).not.toContain('Long one');
  });

  it("is raised through the store's toast.show with its tone, and toast.dismiss takes it away", () => {
    render(<ToastRegion closeLabel="Close" />);
    let id = 0;
    act(() => void (id = toast.show({ tone: 'error', text: 'Payment failed' })));
    const region = screen.getByRole('status');
    expect(region.textContent).toContain('Payment failed');
    expect(region.firstElementChild?.className).toMatch(/error/);
    act(() => toast.dismiss(id));
    advance(TOAST_ANIMATION_MS);
    expect(region.textContent).not.toContain('Payment failed');
  });
});
