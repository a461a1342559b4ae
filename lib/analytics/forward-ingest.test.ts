import { describe, expect, it, vi } from 'vitest';
import { forwardIngest } from './forward-ingest';

const options = { apiBaseUrl: 'http://api.internal:4000', trustedProxyHops: 1, timeoutMs: 1000 };

describe('the web ingest forwarder', () => {
  it("forwards the batch to the api's event store with the visitor's address and passes the answer back", async () => {
    const fetchImpl = vi.fn(async () => new Response('{"accepted":1}', { status: 202 }));
    const request = new Request('https://casino.example/ingest/events', {
      method: 'POST',
      body: '{"session_id":"abcdefgh","events":[]}',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    const response = await forwardIngest(request, { ...options, fetchImpl });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 1 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://api.internal:4000/api/v2/analytics/events');
    expect(init.headers).toMatchObject({ 'x-forwarded-for': '203.0.113.7' });
    expect(init.body).toBe('{"session_id":"abcdefgh","events":[]}');
  });

  it('refuses a body over 512 KiB without asking the api, and answers 502 when the api is away', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new Error('connection refused');
    });
    const huge = new Request('https://casino.example/ingest/events', { method: 'POST', body: 'x'.repeat(600_000) });
    expect((await forwardIngest(huge, { ...options, fetchImpl })).status).toBe(413);
    expect(fetchImpl).not.toHaveBeenCalled();
    const small = new Request('https://casino.example/ingest/events', { method: 'POST', body: '{}' });
    expect((await forwardIngest(small, { ...options, fetchImpl })).status).toBe(502);
  });
});
