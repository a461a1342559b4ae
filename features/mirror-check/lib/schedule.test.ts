import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/cookies';
import { startMirrorCheckSchedule } from './schedule';

const MIN = 60_000;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

function setUp(options: { random?: number; stored?: number; visible?: boolean } = {}) {
  const run = vi.fn(async () => undefined);
  const storage = memoryStorage(options.stored ? { [STORAGE_KEYS.mirrorCheckAt]: String(options.stored) } : {});
  let visible = options.visible ?? true;
  let showListener: (() => void) | null = null;
  const stop = startMirrorCheckSchedule({
    run,
    storage,
    isVisible: () => visible,
    onVisible: (callback) => {
      showListener = callback;
      return () => {
        showListener = null;
      };
    },
    random: () => options.random ?? 0,
  });
  const show = () => {
    visible = true;
    showListener?.();
  };
  const hide = () => {
    visible = false;
  };
  return { run, storage, stop, show, hide, hasListener: () => showListener !== null };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the mirror check schedule', () => {
  it('first runs 10 s after start at the lowest random draw, then every 5 min', async () => {
    const { run } = setUp({ random: 0 });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MIN - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('first runs 55 s after start at the highest random draw', async () => {
    const { run } = setUp({ random: 0.999999 });
    await vi.advanceTimersByTimeAsync(54_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps the stored due time across a reload, and stores the next one after a run', async () => {
    const { run, storage } = setUp({ stored: Date.now() + 2 * MIN, random: 0 });
    await vi.advanceTimersByTimeAsync(2 * MIN - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(Number(storage.items.get(STORAGE_KEYS.mirrorCheckAt))).toBe(Date.now() + 5 * MIN);
  });

  it('runs at once when the stored time has passed; ignores a stored time further than one interval away', async () => {
    const past = setUp({ stored: Date.now() - 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(past.run).toHaveBeenCalledTimes(1);
    past.stop();
    const far = setUp({ stored: Date.now() + 60 * MIN, random: 0 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(far.run).toHaveBeenCalledTimes(1);
  });

  it('waits while the tab is hidden and runs when it is shown', async () => {
    const { run, show, hide } = setUp({ random: 0 });
    hide();
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(run).not.toHaveBeenCalled();
    show();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does not run when another tab already moved the due time on', async () => {
    const { run, storage } = setUp({ random: 0 });
    await vi.advanceTimersByTimeAsync(5_000);
    storage.setItem(STORAGE_KEYS.mirrorCheckAt, String(Date.now() + 4 * MIN));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4 * MIN);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stops: no more runs, no visibility listener', async () => {
    const { run, stop, hasListener } = setUp({ random: 0 });
    stop();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(run).not.toHaveBeenCalled();
    expect(hasListener()).toBe(false);
  });
});
