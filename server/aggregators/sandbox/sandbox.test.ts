import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogGame } from '@/lib/casino/contract';
import { playSlot, slotPayoutMinor } from '@/lib/slots/games';
import type { SlotOutcome } from '@/lib/slots/types';
import { checkLedger } from '../../ledger/check-ledger';
import type { HttpPost } from '../hub88/client';
import { silentLog, until } from '../../payments/test-kit';
import { getProfile, registerByEmail, type ProfileReply } from '../../test/auth-helpers';
import { fundPlayer } from '../../test/fund';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sha256Hex } from './spins';

/*
 * The sandbox aggregator end to end, as `npm start` runs it: its game list synced into our catalogue, a launch gives
 * its URL, its page's calls spin for play money (demo) or through our wallet (real), and what it cannot settle it
 * retries or rolls back through the job queue. Its HTTP calls go into this app (app.inject), as they would over a socket.
 */

type Fault = { path: string; mode: 'drop-reply' | 'fail-before' } | null;
let fault: Fault = null;

const injectPost =
  (app: FastifyInstance): HttpPost =>
  async (url, body, headers) => {
    const path = new URL(url).pathname;
    if (fault && path.endsWith(fault.path) && fault.mode === 'fail-before') throw new Error('connect ECONNREFUSED');
    const res = await app.inject({ method: 'POST', url: path, payload: body, headers });
    if (fault && path.endsWith(fault.path) && fault.mode === 'drop-reply') throw new Error('timeout: the reply was lost');
    return { status: res.statusCode, text: res.body };
  };

let t: TestApp;
let players = 0;

beforeAll(async () => {
  t = await createTestApp({ casinoSandbox: true, webOrigins: ['http://localhost:3000'] }, { casinoPost: injectPost });
  // The job queue's retries of wins and rollbacks, as main.ts starts it.
  await t.app.payments.start();
  expect(silentLog).toBeDefined();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  fault = null;
  await checkLedger(t.testDb.db);
});

async function catalog(category: 'slots' | 'live'): Promise<CatalogGame[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/games/catalog?category=${category}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: CatalogGame[] }>().data;
}

async function launch(code: string, mode: 'demo' | 'real', bearer?: string): Promise<{ status: number; url?: string; code?: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/games/launch',
    payload: { game_code: code, mode, platform: 'GPL_DESKTOP' },
    headers: { origin: 'http://localhost:3000', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
  return { status: res.statusCode, ...res.json<{ url?: string; code?: string }>() };
}

const pathOf = (url: string) => new URL(url).pathname;

async function spin(url: string, body: object) {
  const res = await t.app.inject({ method: 'POST', url: `${pathOf(url)}/spin`, payload: body });
  return {
    status: res.statusCode,
    body: res.json<{
      balance: number;
      payout: number;
      outcome: SlotOutcome;
      fairness: { server_seed_hash: string; client_seed: string; nonce: number };
      code?: string;
    }>(),
  };
}

async function newPlayer(fundMinor: number) {
  players += 1;
  const bearer = await registerByEmail(t.app, `sandbox${players}@example.com`, 'correct horse battery', { currency: 'RUB' });
  const userId = (await getProfile(t.app, bearer)).json<ProfileReply>().data.id;
  await fundPlayer(t.ledger, userId, 'RUB', fundMinor);
  const realMinor = async () => (await t.ledger.playerBalances(t.testDb.db, userId, 'RUB')).realMinor;
  return { bearer, userId, realMinor };
}

describe('sandbox aggregator: catalogue and launch', () => {
  it('syncs its game list into the catalogue: three slots and a live table', async () => {
    expect(await t.app.casino.syncCatalog()).toBe(4);
    const slots = await catalog('slots');
    expect(slots.map((game) => game.code)).toEqual(['sbx_fruit_classic', 'sbx_star_lines', 'sbx_gem_scatter']);
    expect(slots[0]).toMatchObject({ provider: 'Sandbox Studio', category: 'slots', demo: true, rtp: 96.25 });
    expect((await catalog('live')).map((game) => game.code)).toEqual(['sbx_speed_baccarat']);
  });

  it('launches a demo for a guest, refuses real play without a login, unknown and disabled games', async () => {
    await t.app.casino.syncCatalog();
    const demo = await launch('sbx_star_lines', 'demo');
    expect(demo.status).toBe(200);
    expect(demo.url).toMatch(/^http:\/\/localhost:4000\/sandbox-aggregator\/play\/[0-9a-f]{48}$/);
    const page = await t.app.inject({ method: 'GET', url: pathOf(demo.url!) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain('frame-ancestors http://localhost:3000');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect((await launch('sbx_star_lines', 'real')).status).toBe(401);
    expect(await launch('no_such_game', 'demo')).toMatchObject({ status: 404, code: 'game_not_found' });
    await t.testDb.db.query(`UPDATE casino_games SET enabled = false WHERE code = 'sbx_gem_scatter'`);
    expect(await launch('sbx_gem_scatter', 'demo')).toMatchObject({ status: 403, code: 'game_disabled' });
    expect((await catalog('slots')).map((game) => game.code)).not.toContain('sbx_gem_scatter');
    await t.app.casino.syncCatalog();
    expect((await catalog('slots')).map((game) => game.code)).toContain('sbx_gem_scatter');
  });
});

describe('sandbox aggregator: play', () => {
  it('spins for play money in demo, provably fair: the revealed seed gives the same outcome', async () => {
    await t.app.casino.syncCatalog();
    const { url } = await launch('sbx_fruit_classic', 'demo');
    const state = (await t.app.inject({ method: 'GET', url: `${pathOf(url!)}/state` })).json<{ balance: number; bet_levels: number[] }>();
    expect(state.balance).toBe(100_000);
    const bet = state.bet_levels[3];
    const spun = await spin(url!, { bet });
    expect(spun.status).toBe(200);
    expect(spun.body.balance).toBe(100_000 - bet + spun.body.payout);
    expect((await spin(url!, { bet: bet + 1 })).body.code).toBe('bet_invalid');
    const rotated = (await t.app.inject({ method: 'POST', url: `${pathOf(url!)}/seed`, payload: { client_seed: 'my-seed' } })).json<{
      previous_server_seed: string;
    }>();
    expect(sha256Hex(rotated.previous_server_seed)).toBe(spun.body.fairness.server_seed_hash);
    const replayed = playSlot('sbx_fruit_classic', {
      serverSeed: rotated.previous_server_seed,
      clientSeed: spun.body.fairness.client_seed,
      nonce: spun.body.fairness.nonce,
    });
    expect(replayed).toEqual(spun.body.outcome);
    expect(slotPayoutMinor(bet, replayed)).toBe(spun.body.payout);
  });

  it('plays for money through our wallet: each spin one bet and one win in the ledger', async () => {
    await t.app.casino.syncCatalog();
    const player = await newPlayer(50_000);
    const { url, status } = await launch('sbx_star_lines', 'real', player.bearer);
    expect(status).toBe(200);
    const state = (await t.app.inject({ method: 'GET', url: `${pathOf(url!)}/state` })).json<{ balance: number; bet_levels: number[] }>();
    expect(state.balance).toBe(50_000);
    let expected = 50_000;
    for (let i = 0; i < 5; i++) {
      const spun = await spin(url!, { bet: state.bet_levels[0] });
      expect(spun.status).toBe(200);
      expected += spun.body.payout - state.bet_levels[0];
      expect(spun.body.balance).toBe(expected);
    }
    expect(await player.realMinor()).toBe(expected);
    const recent = await t.app.inject({
      method: 'GET',
      url: '/api/v2/games/recent',
      headers: { authorization: `Bearer ${player.bearer}` },
    });
    expect(recent.json<{ data: CatalogGame[] }>().data.map((game) => game.code)).toEqual(['sbx_star_lines']);
  });

  it('refuses a stake the balance cannot cover with the real balance, and moves nothing', async () => {
    await t.app.casino.syncCatalog();
    const player = await newPlayer(50);
    const { url } = await launch('sbx_gem_scatter', 'real', player.bearer);
    const spun = await spin(url!, { bet: 100 });
    expect(spun).toMatchObject({ status: 402, body: { code: 'not_enough_money', balance: 50 } });
    expect(await player.realMinor()).toBe(50);
  });

  it('rolls back a bet whose answer was lost, through the job queue, until the stake is back', async () => {
    await t.app.casino.syncCatalog();
    const player = await newPlayer(10_000);
    const { url } = await launch('sbx_fruit_classic', 'real', player.bearer);
    fault = { path: '/transaction/bet', mode: 'drop-reply' };
    const spun = await spin(url!, { bet: 100 });
    expect(spun).toMatchObject({ status: 503, body: { code: 'wallet_unavailable' } });
    fault = null;
    await until(async () => (await player.realMinor()) === 10_000, 20_000);
    const rounds = await t.testDb.db.query<{ state: string }>(`SELECT state FROM sandbox_aggregator_rounds ORDER BY id DESC LIMIT 1`);
    await until(
      async () =>
        (await t.testDb.db.query<{ state: string }>(`SELECT state FROM sandbox_aggregator_rounds ORDER BY id DESC LIMIT 1`))[0].state ===
        'rolled_back',
      20_000,
    );
    expect(rounds).toHaveLength(1);
  });

  it('retries a win whose answer was lost until the wallet takes it, once', async () => {
    await t.app.casino.syncCatalog();
    const player = await newPlayer(10_000);
    const { url } = await launch('sbx_speed_baccarat', 'real', player.bearer);
    fault = { path: '/transaction/win', mode: 'fail-before' };
    const spun = await spin(url!, { bets: { banker: 100, player: 100 } });
    expect(spun.status).toBe(200);
    fault = null;
    const payout = spun.body.payout;
    await until(async () => (await player.realMinor()) === 10_000 - 200 + payout, 20_000);
    await until(
      async () =>
        (await t.testDb.db.query<{ state: string }>(`SELECT state FROM sandbox_aggregator_rounds ORDER BY id DESC LIMIT 1`))[0].state ===
        'settled',
      20_000,
    );
  });
});
