// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_DISPOSE_MS, TOOLTIP_SHOW_DELAY_MS } from './tooltip';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderTip = () =>
  render(
    <Tooltip content="Return to player" theme="white">
      <button type="button">RTP</button>
    </Tooltip>,
  );
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Tooltip', () => {
  it('shows 200 ms after the pointer arrives, not before, and describes its trigger', () => {
    renderTip();
    const trigger = screen.getByRole('button', { name: 'RTP' });
    fireEvent.pointerEnter(trigger);
    advance(TOOLTIP_SHOW_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    advance(1);
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Return to player');
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
  });

  it('never shows when the pointer leaves within the delay', () => {
    renderTip();
    const trigger = screen.getByRole('button', { name: 'RTP' });
    fireEvent.pointerEnter(trigger);
    advance(150);
    fireEvent.pointerLeave(trigger);
    advance(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('fades on leave and is removed 150 ms later', () => {
    renderTip();
    const trigger = screen.getByRole('button', { name: 'RTP' });
    fireEvent.pointerEnter(trigger);
    advance(TOOLTIP_SHOW_DELAY_MS);
    fireEvent.pointerLeave(trigger);
    expect(screen.getByRole('tooltip').dataset.phase).toBe('closing');
    advance(TOOLTIP_DISPOSE_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger.hasAttribute('aria-describedby')).toBe(false);
  });

  it('opens on keyboard focus and Escape dismisses it', () => {
    renderTip();
    const trigger = screen.getByRole('button', { name: 'RTP' });
    act(() => trigger.focus());
    advance(TOOLTIP_SHOW_DELAY_MS);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    advance(TOOLTIP_DISPOSE_MS);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
