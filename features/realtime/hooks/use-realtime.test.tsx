// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../testing/fake-socket';
import { authOf, useRealtime, type RealtimeCredentials } from './use-realtime';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useRealtime', () => {
  it('connects once it is enabled, shows the connection state, signs in with new credentials and closes on unmount', async () => {
    const fake = fakeSockets();
    const { result, rerender, unmount } = renderHook(
      (props: { enabled: boolean; credentials: RealtimeCredentials }) =>
        useRealtime({ games: ['crash'], url: 'ws://api.test/api/v2/realtime', createSocket: fake.createSocket, ...props }),
      { initialProps: { enabled: false, credentials: { kind: 'none' } } },
    );
    expect(fake.sockets).toHaveLength(0);
    expect(result.current.status.connection).toBe('connecting');

    rerender({ enabled: true, credentials: { kind: 'none' } });
    expect(fake.sockets).toHaveLength(1);
    await act(async () => {
      fake.latest().open();
      fake.latest().ack('join');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.status.connection).toBe('online');

    rerender({ enabled: true, credentials: { kind: 'demo', session: 'demo-1' } });
    expect(fake.sockets).toHaveLength(1);
    expect(fake.latest().last('auth')).toMatchObject({ op: 'auth', demo: 'demo-1' });
    await act(async () => {
      fake.latest().ack('auth', { demo: true });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.status.auth).toBe('ok');

    unmount();
    expect(fake.sockets[0].closedWith).toBe(4000);
  });

  it('sends the session token read at connect time, and nothing without one', () => {
    expect(authOf({ kind: 'token' }, () => 'abc')).toEqual({ token: 'abc' });
    expect(authOf({ kind: 'token' }, () => null)).toBeNull();
    expect(authOf({ kind: 'demo', session: 'd' })).toEqual({ demo: 'd' });
    expect(authOf({ kind: 'none' })).toBeNull();
  });
});
