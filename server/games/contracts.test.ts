import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coinflip, dice, GAME_CONTRACTS, hilo, keno, mines } from '@/lib/games';
import type { TestApp } from '../test/test-app';
import { betSchema } from './core/schemas';
import { call, newPlayer, useGamesTestApp } from './test-kit';

let t: TestApp;
useGamesTestApp((app) => (t = app));

type Refused = { message: string; code?: string; errors?: Record<string, string[]> };
const G = '/api/v2/games';

describe("each game's contract (lib/games)", () => {
  it('names a refusal code for each request field, and every code it answers is in its list', () => {
    for (const game of GAME_CONTRACTS) {
      for (const code of Object.values(game.fields)) expect(game.refusals, `${game.id} ${code}`).toContain(code);
      for (const [name, body] of Object.entries(game.operations))
        for (const field of Object.keys(body.shape)) expect(game.fields, `${game.id} ${name}.${field}`).toHaveProperty(field);
    }
  });

  it('sends every refusal as a structured code on the wire, the one its contract names', async () => {
    const player = await newPlayer(t, 100_000);
    const refusals: [string, unknown, number, string][] = [
      [`${G}/dice/bets`, { amount: 1, target: 'x', direction: 'over' }, 422, dice.fields.target],
      [`${G}/dice/bets`, { amount: 1, target: 50, direction: 'sideways' }, 422, dice.fields.direction],
      [`${G}/dice/bets`, { amount: 1, target: 1, direction: 'over' }, 422, 'invalid_target'],
      [`${G}/dice/bets`, { amount: 'ten', target: 50, direction: 'over' }, 422, 'invalid_amount'],
      [`${G}/dice/bets`, { amount: 10_001, target: 50, direction: 'over' }, 422, 'stake_out_of_range'],
      [`${G}/dice/bets`, { amount: 5_000, target: 50, direction: 'over' }, 422, 'insufficient_funds'],
      [`${G}/keno/bets`, { amount: 1, picks: [1, 2], risk: 'wild' }, 422, keno.fields.risk],
      [`${G}/coinflip/bets`, { amount: 1, side: 'edge' }, 422, coinflip.fields.side],
      [`${G}/mines/start`, { amount: 1, mines: 25 }, 422, mines.fields.mines],
      [`${G}/mines/reveal`, { tile: 3 }, 409, 'no_open_game'],
      [`${G}/hilo/guess`, { guess: 'sideways' }, 422, hilo.fields.guess],
      [`${G}/cases/nothing-here/open`, {}, 404, 'case_not_found'],
    ];
    for (const [url, body, status, code] of refusals) {
      const res = await call(t, player, url, body);
      expect([url, res.statusCode, res.json<Refused>().code]).toEqual([url, status, code]);
    }
    expect((await call(t, player, `${G}/mines/start`, { amount: 1, mines: 3 })).statusCode).toBe(200);
    const open = await call(t, player, `${G}/mines/start`, { amount: 1, mines: 3 });
    expect([open.statusCode, open.json<Refused>().code]).toEqual([409, 'game_open']);
    expect(mines.refusals).toContain('game_open');
  });

  it('tells each settled bet by money: a case paying back part of its price is a loss, though its state says paid', async () => {
    const player = await newPlayer(t, 100_000);
    type Opened = { bet: { state: string; amount: number; payout: number; outcome: string | null } };
    for (let i = 0; i < 8; i += 1) {
      const { bet } = (await call(t, player, `${G}/cases/starter/open`, {})).json<Opened>();
      const expected = bet.payout > bet.amount ? 'won' : bet.payout === bet.amount ? 'push' : 'lost';
      expect([bet.state, bet.outcome]).toEqual([bet.payout > 0 ? 'won' : 'lost', expected]);
    }
    const open = (await call(t, player, `${G}/mines/start`, { amount: 1, mines: 3 })).json<Opened>();
    expect(open.bet.outcome).toBeNull();
  });

  it("refuses to send a bet whose params or result are off its game's schema", () => {
    const bet = {
      id: 1,
      game: 'dice',
      demo: false,
      state: 'won',
      currency: 'RUB',
      amount: 1,
      payout: 2,
      profit: 1,
      multiplier: 2,
      multiplier_bp: 20_000,
      outcome: 'won',
      params: { target: 50, direction: 'under', chance: 50 },
      result: { roll: 12.34 },
      fairness: { server_seed_hash: 'h', client_seed: 'c', nonce: 1, server_seed: null },
      created_at: '2026-11-29T00:00:00.000Z',
      settled_at: null,
    };
    expect(betSchema.safeParse(bet).success).toBe(true);
    const broken = betSchema.safeParse({ ...bet, result: { rolled: 12.34 } });
    expect(broken.success).toBe(false);
    expect(z.prettifyError(broken.error!)).toMatch(/dice result/);
    expect(betSchema.safeParse({ ...bet, game: 'keno' }).success).toBe(false);
  });
});
