import type { InvalidReply } from '../../test/auth-helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertMissingRedirects } from './repository';
import { createRedirectService, seedRedirects } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const lookup = (path: string) => t.app.inject({ method: 'GET', url: '/api/v1/redirects/lookup', query: { path } });

describe('GET /api/v1/redirects/lookup', () => {
  it('finds a seeded redirect', async () => {
    const res = await lookup('/casino');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { target: '/', status: 301 } });
  });

  it('compares without locale prefix and trailing slash', async () => {
    expect((await lookup('/promo/')).json()).toEqual({ data: { target: '/bonuses', status: 302 } });
    expect((await lookup('/kz/promo')).json()).toEqual({ data: { target: '/bonuses', status: 302 } });
  });

  it('returns absolute targets as they are', async () => {
    expect((await lookup('/telegram')).json<{ data: unknown }>().data).toEqual({
      target: expect.stringMatching(/^https:\/\/t\.me\//),
      status: 302,
    });
  });

  it('answers data: null when there is no redirect', async () => {
    const res = await lookup('/games/dice');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('422 for a missing or malformed path', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/redirects/lookup' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<InvalidReply>().errors).toHaveProperty('path');
    const relative = await lookup('casino');
    expect(relative.statusCode).toBe(422);
    expect(relative.json<InvalidReply>().errors.path).toEqual(['must start with /']);
  });
});

describe('redirect cache and seed', () => {
  it('serves from the cache until the TTL passes', async () => {
    let nowMs = 1_000;
    const service = createRedirectService(t.testDb.db, 5_000, () => nowMs);
    expect(await service.lookup('/new-rule')).toBeNull();
    await insertMissingRedirects(t.testDb.db, [{ path: '/new-rule', target: '/elsewhere', status: 307 }]);
    expect(await service.lookup('/new-rule')).toBeNull();
    nowMs += 5_001;
    expect(await service.lookup('/new-rule')).toEqual({ target: '/elsewhere', status: 307 });
  });

  it('seeding again neither duplicates nor overwrites edited rules', async () => {
    await t.testDb.db.query("UPDATE route_redirects SET target = '/lobby' WHERE path = '/casino'");
    await seedRedirects(t.testDb.db);
    const rows = await t.testDb.db.query<{ target: string }>("SELECT target FROM route_redirects WHERE path = '/casino'");
    expect(rows).toEqual([{ target: '/lobby' }]);
  });
});
