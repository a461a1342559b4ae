import { describe, expect, it } from 'vitest';
import { getMinesMultiplierBp, placeMines } from '@/lib/fairness/mines';
import { payoutMinor } from '@/lib/fairness/multiplier';
import { generateFloats } from '@/lib/fairness/floats';
import { verifyBet } from '@/lib/fairness/verify';
import type { TestApp } from '../../test/test-app';
import {
  call,
  type Caller,
  createSiblingApp,
  firstError,
  newDemo,
  newPlayer,
  realBalance,
  secretSeedsOf,
  useGamesTestApp,
} from '../test-kit';

let t: TestApp;
useGamesTestApp((app) => (t = app));

const M = '/api/v2/games/mines';

type MinesBet = {
  id: number;
  state: string;
  demo: boolean;
  result: { mines?: number[] };
  fairness: { client_seed: string; nonce: number };
};
type MinesReply = { bet: MinesBet; balance: { balance: number } };

/** The board's mines, from the secret seed (what the server knows and the player learns at the end). */
async function minesOf(app: TestApp, betId: number, count: number): Promise<number[]> {
  const seeds = await secretSeedsOf(app, betId);
  return placeMines(generateFloats(seeds, count), count);
}

async function safeTiles(app: TestApp, betId: number, count: number): Promise<number[]> {
  const mines = await minesOf(app, betId, count);
  return Array.from({ length: 25 }, (_, i) => i).filter((tile) => !mines.includes(tile));
}

describe('mines', () => {
  it('start pays the stake; safe tiles raise the multiplier; cash-out pays stake x multiplier once; the board verifies', async () => {
    const player = await newPlayer(t, 100_000);
    const start = await call(t, player, `${M}/start`, { amount: 100, mines: 3 });
    expect(start.statusCode).toBe(200);
    const { bet } = start.json<MinesReply>();
    expect(bet).toMatchObject({ game: 'mines', state: 'open', amount: 100, payout: 0, multiplier_bp: 0, params: { mines: 3 } });
    expect(bet.result).toEqual({ revealed: [], next_multiplier_bp: 11_250 });
    expect(start.json<MinesReply>().balance.balance).toBe(900);
    expect(await realBalance(t, player)).toBe(90_000);

    const safe = await safeTiles(t, bet.id, 3);
    const first = await call(t, player, `${M}/reveal`, { tile: safe[0], bet_id: bet.id });
    expect(first.json<MinesReply>().bet).toMatchObject({ state: 'open', multiplier_bp: 11_250, result: { revealed: [safe[0]] } });
    expect(first.json<MinesReply>().bet.result.mines).toBeUndefined();
    const again = await call(t, player, `${M}/reveal`, { tile: safe[0] });
    expect(again.statusCode).toBe(422);
    expect(firstError(again, 'tile')).toMatch(/^tile_revealed:/);
    await call(t, player, `${M}/reveal`, { tile: safe[1] });

    const cashed = await call(t, player, `${M}/cashout`, {});
    expect(cashed.statusCode).toBe(200);
    const multiplier = getMinesMultiplierBp(3, 2);
    expect(cashed.json<MinesReply>().bet).toMatchObject({
      state: 'won',
      multiplier_bp: multiplier,
      payout: payoutMinor(10_000, multiplier) / 100,
    });
    expect(await realBalance(t, player)).toBe(90_000 + payoutMinor(10_000, multiplier));
    expect((await call(t, player, `${M}/cashout`, {})).statusCode).toBe(409);

    const serverSeed = (await call(t, player, '/api/v2/games/seeds/rotate', {})).json<{ previous: { server_seed: string } }>().previous
      .server_seed;
    const settled = cashed.json<MinesReply>().bet;
    const recomputed = verifyBet({
      game: 'mines',
      mines: 3,
      seeds: { serverSeed, clientSeed: settled.fairness.client_seed, nonce: settled.fairness.nonce },
    });
    expect(recomputed).toEqual({ mines: settled.result.mines });
  });

  it('a mine loses the stake and shows the board; the last safe tile cashes out by itself', async () => {
    const player = await newPlayer(t, 100_000);
    const { bet } = (await call(t, player, `${M}/start`, { amount: 1, mines: 5 })).json<MinesReply>();
    const mines = await minesOf(t, bet.id, 5);
    const lost = await call(t, player, `${M}/reveal`, { tile: mines[2] });
    expect(lost.json<MinesReply>().bet).toMatchObject({
      state: 'lost',
      payout: 0,
      multiplier_bp: 0,
      result: { mines, mine_hit: mines[2] },
    });
    expect(await realBalance(t, player)).toBe(99_900);

    const board = (await call(t, player, `${M}/start`, { amount: 1, mines: 24 })).json<MinesReply>().bet;
    const [only] = await safeTiles(t, board.id, 24);
    const won = await call(t, player, `${M}/reveal`, { tile: only });
    expect(won.json<MinesReply>().bet).toMatchObject({ state: 'won', multiplier_bp: 247_500, payout: 24.75 });
    expect(await realBalance(t, player)).toBe(99_900 - 100 + 2475);
  });

  it('one open board per player: a second start, a rotation and an early cash-out are refused; actions need an open board', async () => {
    const player = await newPlayer(t, 100_000);
    expect(firstError(await call(t, player, `${M}/reveal`, { tile: 1 }), 'tile')).toBe('');
    expect((await call(t, player, `${M}/reveal`, { tile: 1 })).json<{ message: string }>().message).toMatch(/^no_open_game:/);
    const { bet } = (await call(t, player, `${M}/start`, { amount: 5, mines: 2 })).json<MinesReply>();
    const second = await call(t, player, `${M}/start`, { amount: 5, mines: 2 });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toMatch(/^game_open:/);
    const rotate = await call(t, player, '/api/v2/games/seeds/rotate', {});
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json<{ message: string }>().message).toMatch(/^game_open:/);
    expect((await call(t, player, '/api/v2/games/seeds/client', { client_seed: 'mine' }, { method: 'PUT' })).statusCode).toBe(409);
    expect((await call(t, player, '/api/v2/games/seeds')).json<{ open_games: string[] }>().open_games).toEqual(['mines']);
    const early = await call(t, player, `${M}/cashout`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(/^cashout_too_early:/);
    expect((await call(t, player, `${M}/reveal`, { tile: 0, bet_id: bet.id + 1000 })).json<{ message: string }>().message).toMatch(
      /^no_open_game:/,
    );
    expect(await realBalance(t, player)).toBe(99_500);
    const safe = await safeTiles(t, bet.id, 2);
    await call(t, player, `${M}/reveal`, { tile: safe[0] });
    expect((await call(t, player, `${M}/cashout`, { bet_id: bet.id })).statusCode).toBe(200);
    expect((await call(t, player, '/api/v2/games/seeds/rotate', {})).statusCode).toBe(200);
  });

  it('a double cash-out: exactly one pays', async () => {
    const player = await newPlayer(t, 100_000);
    const { bet } = (await call(t, player, `${M}/start`, { amount: 50, mines: 3 })).json<MinesReply>();
    const safe = await safeTiles(t, bet.id, 3);
    await call(t, player, `${M}/reveal`, { tile: safe[0] });
    const both = await Promise.all(Array.from({ length: 6 }, () => call(t, player, `${M}/cashout`, {})));
    const codes = both.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true);
    const paid = await t.testDb.db.query('SELECT amount_minor FROM ledger_transfers WHERE idempotency_key = $1', [
      `game-bet:${bet.id}:cashout`,
    ]);
    expect(paid).toHaveLength(1);
    expect(await realBalance(t, player)).toBe(95_000 + payoutMinor(5000, getMinesMultiplierBp(3, 1)));
  });

  it('a double cash-out on two api nodes: exactly one pays', async () => {
    const other = await createSiblingApp(t);
    try {
      const player = await newPlayer(t, 100_000);
      const { bet } = (await call(t, player, `${M}/start`, { amount: 50, mines: 3 })).json<MinesReply>();
      const safe = await safeTiles(t, bet.id, 3);
      await call(other, player, `${M}/reveal`, { tile: safe[0] });
      const both = await Promise.all([call(t, player, `${M}/cashout`, {}), call(other, player, `${M}/cashout`, {})]);
      expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(await realBalance(t, player)).toBe(95_000 + payoutMinor(5000, getMinesMultiplierBp(3, 1)));
    } finally {
      await other.close();
    }
  });

  it('an open board survives an api restart: a new instance on the same database resumes it', async () => {
    const player = await newPlayer(t, 100_000);
    const first = await createSiblingApp(t);
    const { bet } = (await call(first, player, `${M}/start`, { amount: 20, mines: 4 })).json<MinesReply>();
    const safe = await safeTiles(t, bet.id, 4);
    await call(first, player, `${M}/reveal`, { tile: safe[3] });
    await first.close();

    const restarted = await createSiblingApp(t);
    try {
      const active = await call(restarted, player, `${M}/active`);
      expect(active.json<MinesReply>().bet).toMatchObject({ id: bet.id, state: 'open', result: { revealed: [safe[3]] } });
      await call(restarted, player, `${M}/reveal`, { tile: safe[5] });
      const cashed = await call(restarted, player, `${M}/cashout`, {});
      expect(cashed.json<MinesReply>().bet).toMatchObject({ state: 'won', multiplier_bp: getMinesMultiplierBp(4, 2) });
      expect((await call(restarted, player, `${M}/active`)).json<{ bet: unknown }>().bet).toBeNull();
    } finally {
      await restarted.close();
    }
  });

  it("refuses bad input, limits (miner: RUB 1-1000) and another player's board", async () => {
    const player = await newPlayer(t, 1_000_000);
    const intruder = await newPlayer(t, 1_000_000);
    for (const body of [
      { amount: 1, mines: 0 },
      { amount: 1, mines: 25 },
      { amount: 1, mines: 2.5 },
      { amount: 1, mines: '3' },
      { amount: 1 },
    ]) {
      expect(firstError(await call(t, player, `${M}/start`, body), 'mines')).toMatch(/^invalid_mines:/);
    }
    expect(firstError(await call(t, player, `${M}/start`, { amount: 1000.01, mines: 3 }), 'amount')).toMatch(/^stake_out_of_range:/);
    const { bet } = (await call(t, player, `${M}/start`, { amount: 1000, mines: 3 })).json<MinesReply>();
    for (const body of [
      { tile: -1 },
      { tile: 25 },
      { tile: 1.5 },
      { tile: '1' },
      { tile: null },
      { tile: 1, bet_id: 'x' },
      { tile: 1, bet_id: 1e300 },
    ]) {
      expect((await call(t, player, `${M}/reveal`, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await call(t, intruder, `${M}/reveal`, { tile: 0, bet_id: bet.id })).json<{ message: string }>().message).toMatch(
      /^no_open_game:/,
    );
    expect((await call(t, intruder, `${M}/cashout`, { bet_id: bet.id })).statusCode).toBe(409);
    expect((await call(t, intruder, `/api/v2/games/bets/${bet.id}`)).statusCode).toBe(404);
    expect((await call(t, intruder, `${M}/active`)).json<{ bet: unknown }>().bet).toBeNull();
    expect((await call(t, player, `/api/v2/games/bets/${bet.id}`)).json<MinesBet>().result.mines).toBeUndefined();
  });

  it('demo boards: play money, credited at cash-out, random picks, never in the public feed', async () => {
    const demo: Caller = await newDemo(t, 'RUB');
    const { bet, balance } = (await call(t, demo, `${M}/start`, { amount: 1000, mines: 1 })).json<MinesReply>();
    expect(bet.demo).toBe(true);
    expect(balance.balance).toBe(100_000 - 1000);
    const picked = await call(t, demo, `${M}/random`, {});
    const after = picked.json<MinesReply>().bet;
    if (after.state === 'open') {
      const cashed = (await call(t, demo, `${M}/cashout`, {})).json<MinesReply>();
      expect(cashed.balance.balance).toBe(99_000 + payoutMinor(100_000, getMinesMultiplierBp(1, 1)) / 100);
    } else {
      expect(after.state).toBe('lost');
    }
    const feed = (await call(t, null, '/api/v2/games/feed?game=mines&limit=50')).json<{ data: { id: number }[] }>().data;
    expect(feed.map((item) => item.id)).not.toContain(bet.id);
  });
});
