import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendBatch } from './send-batch';

const batch = { session_id: 'session-1', user_id: null, events: [{ name: 'page_view', data: {}, at_ms: 1 }] };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendBatch', () => {
  it('uses the beacon when the page is left, and a keepalive fetch when the beacon refuses', async () => {
    const sendBeacon = vi.fn().mockReturnValueOnce(true).mockReturnValueOnce(false);
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendBatch(batch, true)).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith('/ingest/events', expect.any(Blob));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await sendBatch(batch, true)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/ingest/events', expect.objectContaining({ method: 'POST', keepalive: true }));
  });

  it('posts by fetch otherwise; keeps the batch on 429 or 5xx, drops one the server refuses as invalid', async () => {
    const statuses = [202, 429, 503, 422];
    const fetchMock = vi.fn(async () => new Response(null, { status: statuses.shift() }));
    vi.stubGlobal('fetch', fetchMock);
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await sendBatch(batch, false));
    expect(results).toEqual([true, false, false, true]);
    expect(fetchMock).toHaveBeenCalledWith('/ingest/events', expect.objectContaining({ keepalive: false, body: JSON.stringify(batch) }));
  });
});
