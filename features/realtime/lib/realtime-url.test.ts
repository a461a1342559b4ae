import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './backoff';
import { realtimeUrl } from './realtime-url';

describe('the socket address', () => {
  it('is the api base with ws:// for http and wss:// for https', () => {
    expect(realtimeUrl('http://localhost:4000', 'http://localhost:3000')).toBe('ws://localhost:4000/api/v2/realtime');
    expect(realtimeUrl('https://api.casino.example/', 'https://casino.example')).toBe('wss://api.casino.example/api/v2/realtime');
  });

  it('keeps a path prefix of the base, and takes the page origin when the base is empty', () => {
    expect(realtimeUrl('https://casino.example/backend', 'https://casino.example')).toBe('wss://casino.example/backend/api/v2/realtime');
    expect(realtimeUrl('', 'https://casino.example')).toBe('wss://casino.example/api/v2/realtime');
  });
});

describe('the reconnect wait', () => {
  it('doubles per attempt up to the cap, half of it fixed and half random', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelayMs(attempt, () => 0))).toEqual([250, 500, 1_000, 2_000]);
    expect([0, 1, 2, 3].map((attempt) => reconnectDelayMs(attempt, () => 1))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(reconnectDelayMs(20, () => 1)).toBe(15_000);
    expect(reconnectDelayMs(1_000, () => 0.5)).toBe(11_250);
  });
});
