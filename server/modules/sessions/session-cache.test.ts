import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../realtime/bus';
import type { SessionLookup } from './repository';
import { createSessionCache } from './session-cache';

/** A session as the database answers it; the clock and the loader are the test's. */
function row(overrides: Partial<SessionLookup> = {}): SessionLookup {
  return {
    sessionId: 5,
    userId: 7,
    accessExpired: false,
    accessExpiresInS: 900,
    accessExpiresInMs: 900_000,
    lastSeenStale: false,
    viaPreviousToken: false,
    liveForMs: 30 * 86_400_000,
    ...overrides,
  };
}

function harness(rows: Record<string, SessionLookup | null>, ttlMs = 1_000, maxEntries = 100) {
  const clock = { ms: 0 };
  const loads: string[] = [];
  const cache = createSessionCache(
    async (sha) => {
      loads.push(sha);
      return rows[sha] ?? null;
    },
    { ttlMs, maxEntries, now: () => clock.ms },
  );
  return { cache, clock, loads, rows };
}

describe('the session cache', () => {
  it('answers a token from memory for its TTL, then asks the database again (a revocation it never heard holds within the TTL)', async () => {
    const { cache, clock, loads, rows } = harness({ a: row() });
    expect(await cache.lookup('a')).toMatchObject({ userId: 7, sessionId: 5 });
    clock.ms = 999;
    expect(await cache.lookup('a')).toMatchObject({ userId: 7 });
    expect(loads).toEqual(['a']);
    rows.a = null;
    clock.ms = 1_000;
    expect(await cache.lookup('a')).toBeNull();
    expect(loads).toEqual(['a', 'a']);
  });

  it("keeps the access token's expiry to the millisecond: seconds left counted down, refused once it passes", async () => {
    const { cache, clock } = harness({ a: row({ accessExpiresInMs: 2_500, accessExpiresInS: 2 }) }, 60_000);
    expect((await cache.lookup('a'))?.accessExpiresInS).toBe(2);
    clock.ms = 1_600;
    expect((await cache.lookup('a'))?.accessExpiresInS).toBe(0);
    clock.ms = 2_499;
    expect(await cache.lookup('a')).not.toBeNull();
    clock.ms = 2_500;
    expect(await cache.lookup('a')).toBeNull();
  });

  it('never keeps an entry past the end of the session or of a rotated token’s grace', async () => {
    const { cache, clock, loads, rows } = harness({ old: row({ viaPreviousToken: true, liveForMs: 300 }) }, 60_000);
    expect(await cache.lookup('old')).toMatchObject({ viaPreviousToken: true });
    rows.old = null;
    clock.ms = 300;
    expect(await cache.lookup('old')).toBeNull();
    expect(loads).toHaveLength(2);
  });

  it('a revocation drops every token of the user at once; other users keep theirs', async () => {
    const { cache, loads, rows } = harness({ a: row(), b: row({ sessionId: 6 }), c: row({ userId: 8, sessionId: 9 }) }, 60_000);
    for (const token of ['a', 'b', 'c']) await cache.lookup(token);
    rows.a = null;
    cache.revocations.revoked(7);
    expect(await cache.lookup('a')).toBeNull();
    expect(await cache.lookup('b')).toMatchObject({ sessionId: 6 });
    expect(await cache.lookup('c')).toMatchObject({ sessionId: 9 });
    expect(loads).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('does not keep what a lookup read while a revocation happened (it may predate it)', async () => {
    const { cache, loads } = harness({ a: row() }, 60_000);
    const pending = cache.lookup('a');
    cache.revocations.revoked(99);
    await pending;
    await cache.lookup('a');
    expect(loads).toEqual(['a', 'a']);
  });

  it('carried over a transport, a revocation reaches the other nodes and this one', async () => {
    const bus = createMemoryBus({ commandTimeoutMs: 1_000 });
    const here = harness({ a: row() }, 60_000);
    const there = harness({ a: row() }, 60_000);
    here.cache.carryRevocations(bus);
    there.cache.carryRevocations(bus);
    await here.cache.lookup('a');
    await there.cache.lookup('a');
    here.cache.revocations.revoked(7);
    expect(here.cache.size).toBe(0);
    expect(there.cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the oldest; with a TTL of 0 it keeps nothing', async () => {
    const rows = Object.fromEntries(['a', 'b', 'c'].map((token, i) => [token, row({ userId: i, sessionId: i })]));
    const bounded = harness(rows, 60_000, 2);
    for (const token of ['a', 'b', 'c']) await bounded.cache.lookup(token);
    expect(bounded.cache.size).toBe(2);
    await bounded.cache.lookup('a');
    expect(bounded.loads).toEqual(['a', 'b', 'c', 'a']);
    const off = harness(rows, 0);
    await off.cache.lookup('a');
    await off.cache.lookup('a');
    expect(off.loads).toEqual(['a', 'a']);
  });

  it('refuses an expired access token the database still holds, without keeping the refusal past a refresh', async () => {
    const { cache, rows } = harness({ a: row({ accessExpired: true, accessExpiresInMs: -5, accessExpiresInS: -1 }) }, 60_000);
    expect(await cache.lookup('a')).toBeNull();
    rows.a = row();
    cache.revocations.revoked(7);
    expect(await cache.lookup('a')).toMatchObject({ userId: 7 });
  });
});
