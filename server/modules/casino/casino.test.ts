import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogGame } from '@/lib/casino/contract';
import type { HttpPost } from '../../aggregators/hub88/client';
import { registerByEmail } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/* The casino's api for the web: catalogue by country, launch refusals, favourites and recently played, bad input. */

const injectPost =
  (app: FastifyInstance): HttpPost =>
  async (url, body, headers) => {
    const res = await app.inject({ method: 'POST', url: new URL(url).pathname, payload: body, headers });
    return { status: res.statusCode, text: res.body };
  };

let t: TestApp;
let bearer: string;
const KZ_IP = '95.59.0.1';

beforeAll(async () => {
  t = await createTestApp({ casinoSandbox: true, trustedProxies: ['127.0.0.1'], restrictedCountries: ['US'] }, { casinoPost: injectPost });
  await t.app.casino.syncCatalog();
  bearer = await registerByEmail(t.app, 'casino-player@example.com');
});
afterAll(async () => {
  await t.close();
});

const auth = () => ({ authorization: `Bearer ${bearer}` });

describe('catalogue and launch', () => {
  it("hides a game blocked in the caller's country and refuses to launch it there", async () => {
    await t.testDb.db.query(`UPDATE casino_games SET blocked_countries = '{KZ}' WHERE code = 'sbx_star_lines'`);
    const fromKz = await t.app.inject({
      method: 'GET',
      url: '/api/v2/games/catalog?category=slots',
      headers: { 'x-forwarded-for': KZ_IP },
    });
    expect(fromKz.json<{ data: CatalogGame[] }>().data.map((game) => game.code)).not.toContain('sbx_star_lines');
    const launch = await t.app.inject({
      method: 'POST',
      url: '/api/v2/games/launch',
      headers: { 'x-forwarded-for': KZ_IP },
      payload: { game_code: 'sbx_star_lines', mode: 'demo', platform: 'GPL_MOBILE' },
    });
    expect(launch.statusCode).toBe(403);
    expect(launch.json()).toMatchObject({ code: 'country_blocked' });
    const elsewhere = await t.app.inject({ method: 'GET', url: '/api/v2/games/catalog' });
    expect(elsewhere.json<{ data: CatalogGame[] }>().data.map((game) => game.code)).toContain('sbx_star_lines');
    await t.testDb.db.query(`UPDATE casino_games SET blocked_countries = '{}' WHERE code = 'sbx_star_lines'`);
  });

  it('answers a restricted region 451 before anything else', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/games/launch',
      headers: { 'x-forwarded-for': '8.8.8.8' },
      payload: { game_code: 'sbx_star_lines', mode: 'demo', platform: 'GPL_MOBILE' },
    });
    expect(res.statusCode).toBe(451);
  });

  it('refuses bad input with a 422 and never a 500', async () => {
    const bodies: unknown[] = [
      {},
      { game_code: 'sbx_star_lines', mode: 'real\u0000', platform: 'GPL_MOBILE' },
      { game_code: 'a\u0000b', mode: 'demo', platform: 'GPL_MOBILE' },
      { game_code: 'x'.repeat(10_000), mode: 'demo', platform: 'GPL_MOBILE' },
      { game_code: ['sbx_star_lines'], mode: 'demo', platform: 'GPL_MOBILE' },
      { game_code: 'sbx_star_lines', mode: 'demo', platform: 'PS5' },
      { game_code: '../../etc', mode: 'demo', platform: 'GPL_MOBILE' },
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v2/games/launch', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/games/catalog?category=poker' })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v2/games/favourites/%00', headers: auth() })).statusCode).toBe(422);
  });
});

describe('favourites and recently played', () => {
  it('are a signed-in player’s own: added, listed newest first, removed; unknown games refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/games/favourites' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v2/games/favourites/sbx_star_lines' })).statusCode).toBe(401);
    const put = (code: string) => t.app.inject({ method: 'PUT', url: `/api/v2/games/favourites/${code}`, headers: auth() });
    expect((await put('sbx_star_lines')).json()).toEqual({ data: ['sbx_star_lines'] });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await put('sbx_speed_baccarat')).json()).toEqual({ data: ['sbx_speed_baccarat', 'sbx_star_lines'] });
    expect((await put('sbx_star_lines')).json<{ data: string[] }>().data).toHaveLength(2);
    expect((await put('no_such_game')).statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/v2/games/favourites/sbx_star_lines', headers: auth() });
    expect(removed.json()).toEqual({ data: ['sbx_speed_baccarat'] });
    const other = await registerByEmail(t.app, 'casino-other@example.com');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/v2/games/favourites', headers: { authorization: `Bearer ${other}` } });
    expect(theirs.json()).toEqual({ data: [] });
  });

  it('lists the games a player launched, most recent first', async () => {
    for (const code of ['sbx_fruit_classic', 'sbx_gem_scatter', 'sbx_fruit_classic']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/games/launch',
        headers: auth(),
        payload: { game_code: code, mode: 'demo', platform: 'GPL_DESKTOP' },
      });
      expect(res.statusCode).toBe(200);
    }
    const recent = await t.app.inject({ method: 'GET', url: '/api/v2/games/recent', headers: auth() });
    expect(recent.json<{ data: CatalogGame[] }>().data.map((game) => game.code)).toEqual(['sbx_fruit_classic', 'sbx_gem_scatter']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/games/recent' })).statusCode).toBe(401);
  });
});

describe('the catalogue sync job', () => {
  it('keeps one sync ahead however often the api starts', async () => {
    await t.app.payments.start();
    await t.app.casino.start();
    await t.app.casino.start();
    const schema = t.app.payments.queue.schema();
    const rows = await t.testDb.db.query<{ count: unknown }>(
      `SELECT count(*) AS count FROM ${schema}.job WHERE name = 'casino-catalog-sync' AND state = 'created' AND start_after > now()`,
    );
    expect(Number(rows[0].count)).toBe(1);
  });
});
