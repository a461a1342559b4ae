import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient } from './analytics-client';
import type { AnalyticsBatch } from './ingest-contract';

const MINUTE_MS = 60_000;

function setUp(deliver: (batch: AnalyticsBatch) => boolean = () => true) {
  const batches: AnalyticsBatch[] = [];
  let sessions = 0;
  const send = vi.fn((batch: AnalyticsBatch, _leaving: boolean) => {
    const delivered = deliver(batch);
    if (delivered) batches.push(batch);
    return Promise.resolve(delivered);
  });
  const client = createAnalyticsClient({ send, newSessionId: () => `session-${++sessions}` });
  const sent = () => batches.flatMap((batch) => batch.events.map((event) => event.data.i));
  return { client, send, batches, sent };
}

const track = (client: ReturnType<typeof createAnalyticsClient>, count: number, from = 0) => {
  for (let i = from; i < from + count; i += 1) client.track('page_view', { i });
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the analytics client', () => {
  it('sends nothing below 20 events, and all 20 at the 20th', async () => {
    const { client, send, batches } = setUp();
    track(client, 19);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).not.toHaveBeenCalled();
    track(client, 1, 19);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
    expect(batches[0].events).toHaveLength(20);
    expect(client.queued()).toHaveLength(0);
  });

  it('flushes what is queued every 10 s once started', async () => {
    const { client, batches } = setUp();
    client.start();
    track(client, 3);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((batch) => batch.events.length)).toEqual([3]);
    track(client, 2, 3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches.map((batch) => batch.events.length)).toEqual([3, 2]);
    client.stop();
    track(client, 1, 5);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(batches).toHaveLength(2);
  });

  it('keeps at most 1000 events while the server is away, dropping the oldest, and sends them 100 a batch', async () => {
    let online = false;
    const { client, batches, sent } = setUp(() => online);
    track(client, 1500);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.queued()).toHaveLength(1000);
    expect(client.queued()[0].data.i).toBe(500);
    online = true;
    await client.flush();
    expect(batches.map((batch) => batch.events.length)).toEqual(Array(10).fill(100));
    expect(sent()).toEqual(Array.from({ length: 1000 }, (_, index) => 500 + index));
  });

  it('puts an undelivered batch back in order and sends it on the next flush', async () => {
    let online = false;
    const { client, sent } = setUp(() => online);
    track(client, 25);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.queued()).toHaveLength(25);
    online = true;
    await client.flush();
    expect(sent()).toEqual(Array.from({ length: 25 }, (_, index) => index));
  });

  it('starts a new session after 30 min without events, and after 24 h of a busy one', async () => {
    const { client, batches } = setUp();
    client.track('a');
    vi.advanceTimersByTime(29 * MINUTE_MS);
    client.track('b');
    vi.advanceTimersByTime(30 * MINUTE_MS);
    client.track('c');
    for (let minutes = 0; minutes < 24 * 60; minutes += 20) {
      vi.advanceTimersByTime(20 * MINUTE_MS);
      client.track('d');
    }
    await client.flush();
    const sessionOf = (name: string) =>
      batches.filter((batch) => batch.events.some((event) => event.name === name)).map((b) => b.session_id);
    expect(sessionOf('a')).toEqual(['session-1']);
    expect(sessionOf('b')).toEqual(['session-1']);
    expect(sessionOf('c')).toEqual(['session-2']);
    expect(new Set(sessionOf('d'))).toEqual(new Set(['session-2', 'session-3']));
  });

  it('tags events with the identity, clears it on logout with a new session, and never mixes them in a batch', async () => {
    const { client, batches } = setUp();
    client.track('guest');
    client.setIdentity(7);
    client.track('player');
    client.setIdentity(null);
    expect(client.identity).toBeNull();
    client.track('after_logout');
    await client.flush();
    expect(batches.map((batch) => [batch.user_id, batch.session_id, batch.events.map((event) => event.name)])).toEqual([
      [null, 'session-1', ['guest']],
      [7, 'session-1', ['player']],
      [null, 'session-2', ['after_logout']],
    ]);
  });

  it('keeps one bad event from sinking its batch: big data is replaced, a bad name is not queued, stale events are dropped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let online = false;
    const { client, batches } = setUp(() => online);
    client.track('old');
    vi.advanceTimersByTime(3 * 24 * 60 * MINUTE_MS);
    client.track('big', { text: 'x'.repeat(5000) });
    client.track('Bad Name');
    client.track('ok', { path: '/' });
    online = true;
    await client.flush();
    expect(batches.flatMap((batch) => batch.events.map((event) => [event.name, event.data]))).toEqual([
      ['big', { truncated: true }],
      ['ok', { path: '/' }],
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('sends everything queued by beacon when the page is left', async () => {
    const { client, send } = setUp(() => false);
    track(client, 150);
    await vi.advanceTimersByTimeAsync(0);
    send.mockClear();
    client.flushOnLeave();
    expect(client.queued()).toHaveLength(0);
    expect(send.mock.calls.map(([batch, leaving]) => [batch.events.length, leaving])).toEqual([
      [100, true],
      [50, true],
    ]);
    await vi.advanceTimersByTimeAsync(0);
    // Refused (the page was only hidden and the browser said no): all back in the queue for the next flush.
    expect(client.queued()).toHaveLength(150);
  });
});
