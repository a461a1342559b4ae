import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../ledger/check-ledger';
import type { TestApp } from '../../test/test-app';
import { call, createGamesTestApp, newDemo, newPlayer, type RealPlayer } from '../test-kit';
import type { FeedItem } from './bus';

let t: TestApp;
let base: string;
type FeedList = { data: FeedItem[] };
beforeAll(async () => {
  t = await createGamesTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await checkLedger(t.testDb.db);
});

const dice = (amount = 1) => ({ amount, target: 50, direction: 'under' });

async function setPrivacy(player: RealPlayer, statisticsHidden: boolean, avatarHidden: boolean) {
  await t.testDb.db.query('UPDATE users SET is_statistics_hidden = $2, is_avatar_hidden = $3, image_small = $4 WHERE id = $1', [
    player.userId,
    statisticsHidden,
    avatarHidden,
    'https://cdn.example/a.png',
  ]);
}

/** Reads server-sent events until `count` bet events arrived (or the time is up). */
async function readEvents(url: string, count: number, during: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const events: Record<string, unknown>[] = [];
  let buffer = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    while (events.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (/^event: bet$/m.test(block) && data) events.push(JSON.parse(data) as Record<string, unknown>);
      }
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await during();
  await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, 3000))]);
  controller.abort();
  return events;
}

describe('feeds', () => {
  it('streams settled real bets as server-sent events: never demo, never open games, privacy respected', async () => {
    const open = await newPlayer(t, 100_000);
    const hidden = await newPlayer(t, 100_000);
    const noAvatar = await newPlayer(t, 100_000);
    await setPrivacy(open, false, false);
    await setPrivacy(hidden, true, false);
    await setPrivacy(noAvatar, false, true);
    const demo = await newDemo(t);
    const events = await readEvents(`${base}/api/v2/games/feed/stream`, 4, async () => {
      await call(t, demo, '/api/v2/games/dice/bets', dice());
      await call(t, open, '/api/v2/games/mines/start', { amount: 1, mines: 3 });
      await call(t, open, '/api/v2/games/coinflip/bets', { amount: 1, side: 'heads' });
      await call(t, open, '/api/v2/games/dice/bets', dice());
      await call(t, hidden, '/api/v2/games/dice/bets', dice());
      await call(t, noAvatar, '/api/v2/games/dice/bets', dice());
    });
    expect(events.map((event) => event.game)).toEqual(['coinflip', 'dice', 'dice', 'dice']);
    const [, a, b, c] = events;
    expect(a).toMatchObject({ game: 'dice', amount: 1, currency: 'RUB', user: { avatar: 'https://cdn.example/a.png' } });
    expect(b.user).toBeNull();
    expect(c.user).toMatchObject({ avatar: null });
    expect(Object.keys(a)).not.toContain('fairness');
  });

  it('lists the latest real bets, high rollers and big wins; privacy as it is now', async () => {
    const whale = await newPlayer(t, 10_000_000);
    const small = await newPlayer(t, 100_000);
    await call(t, whale, '/api/v2/games/dice/bets', dice(200));
    await call(t, small, '/api/v2/games/dice/bets', { amount: 1, target: 5, direction: 'under' });
    const all = (await call(t, null, '/api/v2/games/feed?limit=2')).json<FeedList>().data;
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({ amount: 1, multiplier_bp: expect.any(Number) });
    const high = (await call(t, null, '/api/v2/games/feed?kind=high_rollers&limit=50')).json<FeedList>().data;
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((item) => item.amount >= 100)).toBe(true);
    const big = (await call(t, null, '/api/v2/games/feed?kind=big_wins&limit=50')).json<FeedList>().data;
    expect(big.every((item) => item.multiplier >= 10 || item.payout - item.amount >= 1000)).toBe(true);
    await setPrivacy(whale, true, false);
    const later = (await call(t, null, '/api/v2/games/feed?kind=high_rollers&limit=50')).json<FeedList>().data;
    expect(later.every((item) => item.user === null)).toBe(true);
    for (const query of ['limit=0', 'limit=51', 'kind=secret', 'game=poker']) {
      expect((await call(t, null, `/api/v2/games/feed?${query}`)).statusCode).toBe(422);
    }
  });

  it("my bets: mine only, paginated, and another player's bet is a 404", async () => {
    const me = await newPlayer(t, 100_000);
    const other = await newPlayer(t, 100_000);
    for (let i = 0; i < 3; i += 1) await call(t, me, '/api/v2/games/dice/bets', dice());
    const theirs = (await call(t, other, '/api/v2/games/dice/bets', dice())).json<{ bet: { id: number } }>().bet;
    const page = (await call(t, me, '/api/v2/games/bets?per_page=2&page=2&game=dice')).json<{ meta: unknown; data: unknown[] }>();
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 3 });
    expect(page.data).toHaveLength(1);
    expect((await call(t, me, `/api/v2/games/bets/${theirs.id}`)).statusCode).toBe(404);
    for (const id of ['abc', '-1', '0', '1e400', '99999999999999999999']) {
      expect((await call(t, me, `/api/v2/games/bets/${id}`)).statusCode, id).toBe(422);
    }
    expect((await call(t, null, '/api/v2/games/bets')).statusCode).toBe(401);
  });
});
