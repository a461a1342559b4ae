import { describe, expect, it } from 'vitest';
import { getCoinflipMultiplierBp, getCoinSide } from '@/lib/fairness/coinflip';
import { generateFloats } from '@/lib/fairness/floats';
import { payoutMinor } from '@/lib/fairness/multiplier';
import { verifyBet } from '@/lib/fairness/verify';
import type { TestApp } from '../../test/test-app';
import { call, firstError, newPlayer, realBalance, secretSeedsOf, useGamesTestApp } from '../test-kit';

let t: TestApp;
useGamesTestApp((app) => (t = app));

const C = '/api/v2/games/coinflip';

type CoinflipBet = {
  id: number;
  state: string;
  payout: number;
  params: { side: string };
  result: { flips: string[] };
  fairness: { client_seed: string; nonce: number };
};
type BetReply = { bet: CoinflipBet };

describe('coinflip', () => {
  it('a single flip pays 1.98x on a correct call and verifies', async () => {
    const player = await newPlayer(t, 100_000);
    const bets: CoinflipBet[] = [];
    for (let i = 0; i < 6; i += 1)
      bets.push((await call(t, player, `${C}/bets`, { amount: 1, side: i % 2 ? 'heads' : 'tails' })).json<BetReply>().bet);
    let expected = 100_000;
    for (const bet of bets) {
      const won = bet.result.flips[0] === bet.params.side;
      expect(bet).toMatchObject({ state: won ? 'won' : 'lost', multiplier_bp: won ? 19_800 : 0, result: { calls: [bet.params.side] } });
      expected += won ? 98 : -100;
    }
    expect(await realBalance(t, player)).toBe(expected);
    const serverSeed = (await call(t, player, '/api/v2/games/seeds/rotate', {})).json<{ previous: { server_seed: string } }>().previous
      .server_seed;
    for (const bet of bets) {
      const seeds = { serverSeed, clientSeed: bet.fairness.client_seed, nonce: bet.fairness.nonce };
      expect(verifyBet({ game: 'coinflip', count: 1, seeds })).toEqual({ flips: bet.result.flips });
    }
    expect(firstError(await call(t, player, `${C}/bets`, { amount: 1, side: 'edge' }), 'side')).toMatch(/^invalid_side:/);
  });

  it('a series: the first flip with the start, then flips and a cash-out at 1.98^k; a miss loses it', async () => {
    const player = await newPlayer(t, 100_000);
    // The first flip of the next bet is float 0 of the next nonce: read it from the secret seed to call it right.
    const seeds = (await call(t, player, '/api/v2/games/seeds')).json<{ nonce: number }>();
    const { bet: probe } = (await call(t, player, `${C}/bets`, { amount: 1, side: 'heads' })).json<BetReply>();
    const secret = await secretSeedsOf(t, probe.id);
    const flips = generateFloats({ ...secret, nonce: seeds.nonce + 1 }, 4).map(getCoinSide);
    const start = (await call(t, player, `${C}/series`, { amount: 10, side: flips[0] })).json<BetReply>();
    expect(start.bet).toMatchObject({
      state: 'open',
      params: { mode: 'series' },
      multiplier_bp: 19_800,
      result: { wins: 1, next_multiplier_bp: 39_204 },
    });
    // A second series is refused while one is open, even one whose first flip would lose (and so never be open).
    const [wouldBeFirst] = generateFloats({ ...secret, nonce: seeds.nonce + 2 }, 1).map(getCoinSide);
    const second2 = await call(t, player, `${C}/series`, { amount: 10, side: wouldBeFirst === 'heads' ? 'tails' : 'heads' });
    expect(second2.statusCode).toBe(409);
    expect(second2.json<{ message: string }>().message).toMatch(/^game_open:/);
    expect((await call(t, player, `${C}/series`, { amount: 10, side: wouldBeFirst })).statusCode).toBe(409);
    const second = (await call(t, player, `${C}/series/flip`, { side: flips[1] })).json<BetReply>().bet;
    expect(second).toMatchObject({ state: 'open', multiplier_bp: getCoinflipMultiplierBp(2) });
    const cashed = (await call(t, player, `${C}/series/cashout`, {})).json<BetReply>();
    expect(cashed.bet).toMatchObject({ state: 'won', payout: payoutMinor(1000, getCoinflipMultiplierBp(2)) / 100 });

    // The next series is the next nonce: call its first flip wrong.
    const [nextFirst] = generateFloats({ ...secret, nonce: seeds.nonce + 2 }, 1).map(getCoinSide);
    const lost = (await call(t, player, `${C}/series`, { amount: 10, side: nextFirst === 'heads' ? 'tails' : 'heads' })).json<BetReply>()
      .bet;
    expect(lost).toMatchObject({ state: 'lost', payout: 0, fairness: { nonce: seeds.nonce + 2 } });
    expect(await realBalance(t, player)).toBe(
      100_000 + (probe.payout - 1) * 100 - 1000 + payoutMinor(1000, getCoinflipMultiplierBp(2)) - 1000,
    );
    expect((await call(t, player, `${C}/series/active`)).json<{ bet: CoinflipBet | null }>().bet).toBeNull();
  });
});
