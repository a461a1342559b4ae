// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/cookies';
import { reloadForUpdate } from './reload-for-update';
import { fetchLatestBuildId, useBuildUpdatePoll } from './use-build-update-poll';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Lets the poll's awaited fetch settle after the timer fired. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the new-build poll', () => {
  it('asks every 20 s and calls the hook once when the server runs another build', async () => {
    const fetchBuildId = vi.fn().mockResolvedValue('build-b');
    const onUpdate = vi.fn();
    renderHook(() => useBuildUpdatePoll({ currentBuildId: 'build-a', onUpdate, fetchBuildId }));
    await advance(19_999);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith('build-b');
    await advance(60_000);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the server answers the same build', async () => {
    const fetchBuildId = vi.fn().mockResolvedValue('build-a');
    const onUpdate = vi.fn();
    renderHook(() => useBuildUpdatePoll({ currentBuildId: 'build-a', onUpdate, fetchBuildId }));
    await advance(100_000);
    expect(fetchBuildId).toHaveBeenCalledTimes(5);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('takes the first answer as the page build when the page did not know its own, and skips failed polls', async () => {
    const fetchBuildId = vi
      .fn()
      .mockResolvedValueOnce('build-a')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce('build-a')
      .mockResolvedValue('build-c');
    const onUpdate = vi.fn();
    renderHook(() => useBuildUpdatePoll({ currentBuildId: null, onUpdate, fetchBuildId }));
    await advance(80_000);
    expect(onUpdate).not.toHaveBeenCalled();
    await advance(20_000);
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith('build-c');
  });

  it('stops polling when unmounted or disabled', async () => {
    const fetchBuildId = vi.fn().mockResolvedValue('build-b');
    const { unmount } = renderHook(() => useBuildUpdatePoll({ currentBuildId: 'build-a', onUpdate: vi.fn(), fetchBuildId }));
    unmount();
    renderHook(() => useBuildUpdatePoll({ currentBuildId: 'build-a', onUpdate: vi.fn(), fetchBuildId, enabled: false }));
    await advance(60_000);
    expect(fetchBuildId).not.toHaveBeenCalled();
  });

  it('fetches /builds/latest.json with a timestamp and reads its build id', async () => {
    vi.setSystemTime(1_700_000_000_000);
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ buildId: 'abc123' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchLatestBuildId()).resolves.toBe('abc123');
    expect(fetchMock).toHaveBeenCalledWith('/builds/latest.json?t=1700000000000', { cache: 'no-store' });
    fetchMock.mockResolvedValue(new Response('{"buildId":7}', { status: 200 }));
    await expect(fetchLatestBuildId()).resolves.toBeNull();
    fetchMock.mockResolvedValue(new Response('gone', { status: 404 }));
    await expect(fetchLatestBuildId()).resolves.toBeNull();
  });
});

describe('the reload onto a new build', () => {
  it('reloads once per 10 s guard, shared with the stale-chunk reload', () => {
    const reload = vi.fn();
    expect(reloadForUpdate(reload, 100_000)).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.reloadGuard)).toBe('100000');
    expect(reloadForUpdate(reload, 109_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForUpdate(reload, 110_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads when the guard holds garbage', () => {
    sessionStorage.setItem(STORAGE_KEYS.reloadGuard, 'not a time');
    const reload = vi.fn();
    expect(reloadForUpdate(reload, 5)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
