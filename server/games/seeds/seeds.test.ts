import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '@/lib/fairness/seeds';
import type { TestApp } from '../../test/test-app';
import { call, createSiblingApp, firstError, newDemo, newPlayer, useGamesTestApp } from '../test-kit';

let t: TestApp;
useGamesTestApp((app) => (t = app));

const S = '/api/v2/games/seeds';
const dice = { amount: 1, target: 50, direction: 'under' };

type SeedPair = { server_seed_hash: string; next_server_seed_hash: string; client_seed: string; nonce: number };
type ActiveSeeds = SeedPair & { open_games: string[] };
type DiceReply = { bet: { fairness: { client_seed: string; nonce: number } } };

describe('seeds', () => {
  it('commits the server seed and the next one; rotation reveals the seed whose hash was shown and activates the committed next', async () => {
    const player = await newPlayer(t, 100_000);
    const first = (await call(t, player, S)).json<ActiveSeeds>();
    expect(first).toMatchObject({ nonce: 0, open_games: [], client_seed: expect.stringMatching(/^[0-9a-f]{10}$/) });
    expect(first.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(t, player, S)).json<ActiveSeeds>()).toEqual(first);
    for (let i = 0; i < 3; i += 1) await call(t, player, '/api/v2/games/dice/bets', dice);
    expect((await call(t, player, S)).json<ActiveSeeds>().nonce).toBe(3);

    const rotated = (await call(t, player, `${S}/rotate`, {})).json<{ previous: { server_seed: string }; active: SeedPair }>();
    expect(hashServerSeed(rotated.previous.server_seed)).toBe(first.server_seed_hash);
    expect(rotated.previous).toMatchObject({ client_seed: first.client_seed, nonces_used: 3, server_seed_hash: first.server_seed_hash });
    expect(rotated.active).toMatchObject({ server_seed_hash: first.next_server_seed_hash, client_seed: first.client_seed, nonce: 0 });
    expect(rotated.active.next_server_seed_hash).not.toBe(first.next_server_seed_hash);
    expect((await call(t, player, '/api/v2/games/dice/bets', dice)).json<DiceReply>().bet.fairness).toMatchObject({
      nonce: 0,
      server_seed_hash: first.next_server_seed_hash,
    });

    const chosen = (await call(t, player, `${S}/client`, { client_seed: 'мой сид 🎲' }, { method: 'PUT' })).json<{ active: SeedPair }>();
    expect(chosen.active).toMatchObject({ client_seed: 'мой сид 🎲', nonce: 0 });
    expect((await call(t, player, '/api/v2/games/dice/bets', dice)).json<DiceReply>().bet.fairness.client_seed).toBe('мой сид 🎲');

    const history = (await call(t, player, `${S}/history?per_page=1`)).json<{ meta: unknown; data: unknown[] }>();
    expect(history.meta).toEqual({ page: 1, per_page: 1, total: 2 });
    expect(history.data[0]).toMatchObject({ server_seed_hash: first.next_server_seed_hash, nonces_used: 1 });
  });

  it('refuses client seeds that are not 1-64 visible characters, and other input', async () => {
    const player = await newPlayer(t);
    for (const client_seed of ['', ' lead', 'trail ', 'a\u0000b', 'tab\there', 'x'.repeat(65), 42, null, '\uD800']) {
      const res = await call(t, player, `${S}/client`, { client_seed }, { method: 'PUT' });
      expect(res.statusCode, JSON.stringify(client_seed)).toBe(422);
    }
    expect(firstError(await call(t, player, `${S}/client`, { client_seed: 'a\u0001' }, { method: 'PUT' }), 'client_seed')).toMatch(
      /^invalid_client_seed:/,
    );
    expect((await call(t, player, `${S}/history?page=0`)).statusCode).toBe(422);
    expect((await call(t, player, `${S}/history?per_page=1000`)).statusCode).toBe(422);
    expect((await call(t, null, S)).statusCode).toBe(401);
    expect((await call(t, player, `${S}/rotate`, {}, { key: null })).statusCode).toBe(422);
  });

  it('a demo session has pairs of its own', async () => {
    const player = await newPlayer(t, 100_000);
    const demo = await newDemo(t, undefined, player.token);
    expect(demo.currency).toBe('RUB');
    const mine = (await call(t, player, S)).json<ActiveSeeds>();
    const demoSeeds = (await call(t, demo, S)).json<ActiveSeeds>();
    expect(demoSeeds.server_seed_hash).not.toBe(mine.server_seed_hash);
    await call(t, demo, '/api/v2/games/dice/bets', dice);
    expect((await call(t, demo, S)).json<ActiveSeeds>().nonce).toBe(1);
    expect((await call(t, player, S)).json<ActiveSeeds>().nonce).toBe(0);
    expect((await call(t, player, '/api/v2/games/bets')).json<{ meta: { total: number } }>().meta.total).toBe(0);
    expect((await call(t, demo, '/api/v2/games/bets')).json<{ data: { demo: boolean }[] }>().data[0].demo).toBe(true);
  });

  it('two api nodes betting for one player never share a nonce', async () => {
    const other = await createSiblingApp(t);
    try {
      const player = await newPlayer(t, 1_000_000);
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) => call(i % 2 ? other : t, player, '/api/v2/games/dice/bets', dice)),
      );
      const ok = replies.filter((res) => res.statusCode === 200);
      // A bet that lost the race five times in a row gives up with 409 game_changed: never a shared nonce.
      expect(replies.every((res) => res.statusCode === 200 || res.json<{ message: string }>().message.startsWith('game_changed:'))).toBe(
        true,
      );
      expect(ok.length).toBeGreaterThan(15);
      const nonces = ok.map((res) => res.json<DiceReply>().bet.fairness.nonce).sort((a, b) => a - b);
      expect(nonces).toEqual(Array.from({ length: ok.length }, (_, i) => i));
    } finally {
      await other.close();
    }
  });

  it('a rotation racing a game start: the game never plays on a revealed pair', async () => {
    const player = await newPlayer(t, 1_000_000);
    for (let round = 0; round < 6; round += 1) {
      const [start, rotate] = await Promise.all([
        call(t, player, '/api/v2/games/mines/start', { amount: 1, mines: 3 }),
        call(t, player, `${S}/rotate`, {}),
      ]);
      expect(start.statusCode).toBe(200);
      expect([200, 409]).toContain(rotate.statusCode);
      const stale = await t.testDb.db.query(
        "SELECT b.id FROM game_bets b JOIN game_seeds s ON s.id = b.seed_id WHERE b.user_id = $1 AND b.state = 'open' AND s.revealed_at IS NOT NULL",
        [player.userId],
      );
      expect(stale).toHaveLength(0);
      await t.testDb.db.query("UPDATE game_bets SET state = 'lost', settled_at = now() WHERE user_id = $1 AND state = 'open'", [
        player.userId,
      ]);
    }
  });
});
