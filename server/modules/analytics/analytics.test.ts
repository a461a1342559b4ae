import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { nextIp } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { countStoredEvents } from './service';

let t: TestApp;
let sessions = 0;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, analyticsIngestIp: { limit: 5, windowS: 60 } } });
});
afterAll(async () => {
  await t.close();
});

const newSession = () => `test-session-${++sessions}`;
const event = (overrides: object = {}) => ({ name: 'page_view', data: { path: '/games' }, at_ms: Date.now(), ...overrides });
const send = (payload: unknown, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v2/analytics/events', payload: payload as object, remoteAddress: ip });

describe('analytics ingest', () => {
  it('stores every event of a batch in one go and counts them', async () => {
    const session = newSession();
    const events = Array.from({ length: 100 }, (_, index) => event({ name: 'footer_click', data: { index } }));
    const reply = await send({ session_id: session, user_id: 7, events });
    expect(reply.statusCode).toBe(202);
    expect(reply.json()).toEqual({ accepted: 100 });
    expect(await countStoredEvents(t.testDb.db, session)).toBe(100);
    const [row] = await t.testDb.db.query<{ user_id: unknown; data: { index: number }; client_ip: string }>(
      'SELECT user_id, data, client_ip FROM analytics_events WHERE session_id = $1 ORDER BY id LIMIT 1',
      [session],
    );
    expect(Number(row.user_id)).toBe(7);
    expect(row.data).toEqual({ index: 0 });
    expect(row.client_ip).toMatch(/^10\./);
  });

  it('refuses bad batches with a 422 and stores none of them', async () => {
    const session = newSession();
    const bad: unknown[] = [
      {},
      { session_id: session, events: [] },
      { session_id: session, events: Array.from({ length: 101 }, () => event()) },
      { session_id: 'short', events: [event()] },
      { session_id: `${session}\u0000`, events: [event()] },
      { session_id: session, events: [event({ name: 'Page View' })] },
      { session_id: session, events: [event({ name: 'x'.repeat(65) })] },
      { session_id: session, events: [event({ name: 'page\u0000view' })] },
      { session_id: session, events: [event({ data: { text: 'x'.repeat(3000) } })] },
      { session_id: session, events: [event({ data: { text: 'a\u0000b' } })] },
      { session_id: session, events: [event({ data: 'text' })] },
      { session_id: session, events: [event({ data: [1, 2] })] },
      { session_id: session, events: [event({ at_ms: Date.now() - 3 * 24 * 3600 * 1000 })] },
      { session_id: session, events: [event({ at_ms: Date.now() + 3600 * 1000 })] },
      { session_id: session, events: [event({ at_ms: '1700000000000' })] },
      { session_id: session, events: [event({ at_ms: 1.5 })] },
      { session_id: session, user_id: 'me', events: [event()] },
      { session_id: session, events: 'all' },
      { session_id: 12345678, events: [event()] },
    ];
    for (const body of bad) {
      const reply = await send(body);
      expect(reply.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v2/analytics/events',
      payload: JSON.stringify({ session_id: session, events: [event({ data: { text: 'x'.repeat(600_000) } })] }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(huge.statusCode).toBe(413);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v2/analytics/events',
      payload: '{"session_id":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    expect(await countStoredEvents(t.testDb.db, session)).toBe(0);
  });

  it('limits the batches of one client address', async () => {
    const ip = nextIp();
    const session = newSession();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await send({ session_id: session, events: [event()] }, ip)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    expect((await send({ session_id: session, events: [event()] }, nextIp())).statusCode).toBe(202);
    expect(await countStoredEvents(t.testDb.db, session)).toBe(6);
  });
});
