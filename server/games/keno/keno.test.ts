import { describe, expect, it } from 'vitest';
import { getKenoMultiplierBp } from '@/lib/fairness/keno';
import { payoutMinor } from '@/lib/fairness/multiplier';
import { verifyBet } from '@/lib/fairness/verify';
import type { TestApp } from '../../test/test-app';
import { call, firstError, newPlayer, realBalance, useGamesTestApp } from '../test-kit';

let t: TestApp;
useGamesTestApp((app) => (t = app));

const K = '/api/v2/games/keno/bets';

type KenoBet = { result: { drawn: number[]; hits: number[] }; multiplier_bp: number; fairness: { client_seed: string; nonce: number } };

describe('keno', () => {
  it('draws ten, pays the paytable of the risk by the hits, and verifies', async () => {
    const player = await newPlayer(t, 1_000_000);
    const picks = [1, 7, 13, 22, 40];
    let expected = 1_000_000;
    const bets: KenoBet[] = [];
    for (const risk of ['classic', 'low', 'medium', 'high']) {
      const { bet } = (await call(t, player, K, { amount: 100, picks, risk })).json<{ bet: KenoBet }>();
      expect(bet.result.drawn).toHaveLength(10);
      expect(bet.result.hits).toEqual(picks.filter((n) => bet.result.drawn.includes(n)));
      const multiplier = getKenoMultiplierBp(risk as 'low', 5, bet.result.hits.length);
      expect(bet.multiplier_bp).toBe(multiplier);
      expected += payoutMinor(10_000, multiplier) - 10_000;
      bets.push(bet);
    }
    expect(await realBalance(t, player)).toBe(expected);
    const serverSeed = (await call(t, player, '/api/v2/games/seeds/rotate', {})).json<{ previous: { server_seed: string } }>().previous
      .server_seed;
    for (const bet of bets) {
      expect(verifyBet({ game: 'keno', seeds: { serverSeed, clientSeed: bet.fairness.client_seed, nonce: bet.fairness.nonce } })).toEqual({
        drawn: bet.result.drawn,
      });
    }
  });

  it('refuses bad picks, risks and stakes', async () => {
    const player = await newPlayer(t, 100_000);
    for (const picks of [[], [0], [41], [1, 1], [1.5], Array.from({ length: 11 }, (_, i) => i + 1), ['1'], null]) {
      const res = await call(t, player, K, { amount: 1, picks, risk: 'low' });
      expect(res.statusCode, JSON.stringify(picks)).toBe(422);
      expect(firstError(res, 'picks') || firstError(res, 'picks.0')).toMatch(/^invalid_picks:/);
    }
    expect(firstError(await call(t, player, K, { amount: 1, picks: [1], risk: 'extreme' }), 'risk')).toMatch(/^invalid_risk:/);
    expect(firstError(await call(t, player, K, { amount: 0.5, picks: [1], risk: 'low' }), 'amount')).toMatch(/^stake_out_of_range:/);
    expect(await realBalance(t, player)).toBe(100_000);
  });
});
