import { describe, expect, it } from 'vitest';
import { generateFloats } from '@/lib/fairness/floats';
import { applyHiloStep, getCard, getCardRank, type HiloGuess } from '@/lib/fairness/hilo';
import { payoutMinor } from '@/lib/fairness/multiplier';
import { verifyBet } from '@/lib/fairness/verify';
import type { TestApp } from '../../test/test-app';
import { call, createSiblingApp, firstError, newDemo, newPlayer, realBalance, secretSeedsOf, useGamesTestApp } from '../test-kit';

let t: TestApp;
useGamesTestApp((app) => (t = app));

const H = '/api/v2/games/hilo';

type HiloBet = {
  id: number;
  state: string;
  result: { cards: { card: number }[]; next?: number };
  fairness: { client_seed: string; nonce: number };
};
type HiloReply = { bet: HiloBet; balance: { balance: number } };

/** The game's cards as the server will deal them (the test reads the secret seed). */
async function deckOf(betId: number, count: number): Promise<number[]> {
  return generateFloats(await secretSeedsOf(t, betId), count).map(getCard);
}

/** A guess that wins from `card` to `next`, if one does. */
function winningGuess(card: number, next: number): HiloGuess | null {
  const [from, to] = [getCardRank(card), getCardRank(next)];
  return to > from ? 'higher' : to < from ? 'lower' : 'same';
}

describe('hilo', () => {
  it('guesses multiply, a skip keeps the multiplier, cash-out pays once; every card verifies', async () => {
    const player = await newPlayer(t, 100_000);
    const start = (await call(t, player, `${H}/start`, { amount: 10 })).json<HiloReply>();
    expect(start.bet).toMatchObject({ state: 'open', multiplier_bp: 0, result: { guesses: 0 } });
    expect(start.balance.balance).toBe(990);
    const deck = await deckOf(start.bet.id, 4);
    expect(start.bet.result.cards[0]).toMatchObject({ card: deck[0], action: 'start', multiplier_bp: 10_000 });

    const skip = (await call(t, player, `${H}/skip`, {})).json<HiloReply>().bet;
    expect(skip.result.cards[1]).toMatchObject({ card: deck[1], action: 'skip', multiplier_bp: 10_000 });
    expect((await call(t, player, `${H}/cashout`, {})).json<{ message: string }>().message).toMatch(/^cashout_too_early:/);

    let running = 10_000;
    for (let i = 1; i < 3; i += 1) {
      const guess = winningGuess(deck[i], deck[i + 1])!;
      const res = (await call(t, player, `${H}/guess`, { guess })).json<HiloReply>().bet;
      running = applyHiloStep(running, deck[i], guess);
      expect(res).toMatchObject({ state: 'open', multiplier_bp: running });
      expect(res.result.cards[i + 1]).toMatchObject({ card: deck[i + 1], action: guess, multiplier_bp: running });
    }
    const cashed = (await call(t, player, `${H}/cashout`, {})).json<HiloReply>();
    expect(cashed.bet).toMatchObject({ state: 'won', multiplier_bp: running, payout: payoutMinor(1000, running) / 100 });
    expect(await realBalance(t, player)).toBe(99_000 + payoutMinor(1000, running));

    const serverSeed = (await call(t, player, '/api/v2/games/seeds/rotate', {})).json<{ previous: { server_seed: string } }>().previous
      .server_seed;
    const { cards } = verifyBet({
      game: 'hilo',
      count: 4,
      seeds: { serverSeed, clientSeed: cashed.bet.fairness.client_seed, nonce: cashed.bet.fairness.nonce },
    }) as { cards: number[] };
    expect(cards).toEqual(cashed.bet.result.cards.map((shown) => shown.card));
  });

  it('a wrong guess loses; impossible guesses are 422; bad input is 422', async () => {
    const player = await newPlayer(t, 100_000);
    for (let game = 0; game < 20; game += 1) {
      const { bet } = (await call(t, player, `${H}/start`, { amount: 1 })).json<HiloReply>();
      const deck = await deckOf(bet.id, 2);
      const rank = getCardRank(deck[0]);
      if (rank === 12 || rank === 0) {
        const impossible = await call(t, player, `${H}/guess`, { guess: rank === 12 ? 'higher' : 'lower' });
        expect(impossible.statusCode).toBe(422);
        expect(firstError(impossible, 'guess')).toMatch(/^guess_impossible:/);
      }
      const right = winningGuess(deck[0], deck[1]);
      const wrong = (['higher', 'lower', 'same'] as const).find(
        (g) => g !== right && !(g === 'higher' && rank === 12) && !(g === 'lower' && rank === 0),
      )!;
      const lost = (await call(t, player, `${H}/guess`, { guess: wrong })).json<HiloReply>().bet;
      expect(lost).toMatchObject({ state: 'lost', payout: 0 });
      expect(lost.result.next).toBeUndefined();
    }
    expect(await realBalance(t, player)).toBe(98_000);
    const { bet } = (await call(t, player, `${H}/start`, { amount: 1 })).json<HiloReply>();
    for (const body of [{ guess: 'HIGHER' }, { guess: 1 }, {}, { guess: 'same', bet_id: -1 }]) {
      expect((await call(t, player, `${H}/guess`, body)).statusCode).toBe(422);
    }
    expect(firstError(await call(t, player, `${H}/start`, { amount: 10_001 }), 'amount')).toMatch(/^stake_out_of_range:/);
    expect((await call(t, player, `${H}/start`, { amount: 1 })).json<{ message: string }>().message).toMatch(
      new RegExp(`^game_open: .*${bet.id}`),
    );
  });

  it('resumes after an api restart and in demo', async () => {
    const player = await newPlayer(t, 100_000);
    const { bet } = (await call(t, player, `${H}/start`, { amount: 5 })).json<HiloReply>();
    const restarted = await createSiblingApp(t);
    try {
      expect((await call(restarted, player, `${H}/active`)).json<HiloReply>().bet.id).toBe(bet.id);
      const deck = await deckOf(bet.id, 2);
      const guess = winningGuess(deck[0], deck[1])!;
      expect((await call(restarted, player, `${H}/guess`, { guess, bet_id: bet.id })).json<HiloReply>().bet.state).toBe('open');
      expect((await call(restarted, player, `${H}/cashout`, { bet_id: bet.id })).json<HiloReply>().bet.state).toBe('won');
    } finally {
      await restarted.close();
    }
    const demo = await newDemo(t, 'KZT');
    const played = (await call(t, demo, `${H}/start`, { amount: 5 })).json<HiloReply>();
    expect(played.bet).toMatchObject({ demo: true, currency: 'KZT' });
    expect(played.balance.balance).toBe(500_000 - 5);
    expect((await call(t, demo, `${H}/active`)).json<HiloReply>().bet.id).toBe(played.bet.id);
    expect((await call(t, player, `${H}/active`)).json<{ bet: unknown }>().bet).toBeNull();
  });
});
