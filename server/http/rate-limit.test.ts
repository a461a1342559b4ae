import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, testRedisUrl } from '../config';
import { post } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { createMemoryRateLimiter, createRedisRateLimiter, enforceRateLimits } from './rate-limit';
import { TooManyRequestsError } from './errors';

describe('in-process fixed-window limiter', () => {
  it('allows the limit, refuses the next with the time left, and opens a new window after it', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    const rule = { limit: 3, windowS: 60 };
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit('k', rule)).allowed).toBe(true);
    now += 20_500;
    expect(await limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterS: 40 });
    expect((await limiter.hit('other', rule)).allowed).toBe(true);
    now += 40_000;
    expect((await limiter.hit('k', rule)).allowed).toBe(true);
  });

  it('count reads a window without adding to it, and is 0 for none or an ended one', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    expect(await limiter.count('k')).toEqual({ count: 0, retryAfterS: 0 });
    await limiter.hit('k', { limit: 5, windowS: 60 });
    await limiter.hit('k', { limit: 5, windowS: 60 });
    now += 10_000;
    expect(await limiter.count('k')).toEqual({ count: 2, retryAfterS: 50 });
    expect(await limiter.count('k')).toEqual({ count: 2, retryAfterS: 50 });
    now += 50_000;
    expect(await limiter.count('k')).toEqual({ count: 0, retryAfterS: 0 });
  });

  it('enforceRateLimits throws a 429 with the longest wait of the refused keys', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    await enforceRateLimits(limiter, [
      { key: 'a', rule: { limit: 1, windowS: 10 } },
      { key: 'b', rule: { limit: 1, windowS: 100 } },
    ]);
    now += 1000;
    const error = await enforceRateLimits(limiter, [
      { key: 'a', rule: { limit: 1, windowS: 10 } },
      { key: 'b', rule: { limit: 1, windowS: 100 } },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect((error as TooManyRequestsError).retryAfterS).toBe(99);
  });
});

const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('Redis limiter (REDIS_URL set)', () => {
  let a: TestApp;
  let b: TestApp;
  const rateLimits = { ...DEFAULT_RATE_LIMITS, loginIp: { limit: 4, windowS: 60 } };

  beforeAll(async () => {
    a = await createTestApp({ redisUrl: redisUrl!, rateLimits });
    b = await createTestApp({ redisUrl: redisUrl!, rateLimits });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('two api instances share one limit', async () => {
    // A random address per run: windows of earlier runs may still be open in Redis.
    const ip = `192.0.2.${randomBytes(1)[0]}`;
    const ipv6 = `2001:db8::${randomBytes(2).toString('hex')}`;
    for (const address of [ip, ipv6]) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const app = i % 2 === 0 ? a.app : b.app;
        const res = await post(
          app,
          '/api/v2/auth/login/email/password',
          { email: `r${i}-${address.length}@example.com`, password: 'whatever1' },
          { ip: address },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 429]);
    }
  });

  it('count reads the shared window without adding to it', async () => {
    const limiter = createRedisRateLimiter(redisUrl!, `rl-test:${randomBytes(4).toString('hex')}:`);
    try {
      expect(await limiter.count('k')).toEqual({ count: 0, retryAfterS: 0 });
      await limiter.hit('k', { limit: 5, windowS: 60 });
      await limiter.hit('k', { limit: 5, windowS: 60 });
      expect(await limiter.count('k')).toMatchObject({ count: 2 });
      expect((await limiter.count('k')).retryAfterS).toBeGreaterThan(50);
      expect((await limiter.count('k')).count).toBe(2);
    } finally {
      await limiter.close();
    }
  });

  it('counts atomically and expires the window', async () => {
    const limiter = createRedisRateLimiter(redisUrl!, `rl-test:${randomBytes(4).toString('hex')}:`);
    try {
      const hits = await Promise.all(Array.from({ length: 10 }, () => limiter.hit('k', { limit: 5, windowS: 1 })));
      expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
      expect(hits.every((hit) => hit.retryAfterS >= 1)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await limiter.hit('k', { limit: 5, windowS: 1 })).allowed).toBe(true);
    } finally {
      await limiter.close();
    }
  });
});
