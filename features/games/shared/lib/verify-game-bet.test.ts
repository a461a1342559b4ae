import { describe, expect, it } from 'vitest';
import { betSchema } from '../api/schemas';
import { PUBLISHED, wireBet } from '../testing/game-test-kit';
import { fairnessLinkOf } from './fairness-link';
import { verifyGameBet } from './verify-game-bet';

const revealed = {
  server_seed_hash: PUBLISHED.serverSeedHash,
  client_seed: PUBLISHED.clientSeed,
  nonce: PUBLISHED.nonce,
  server_seed: PUBLISHED.serverSeed,
};
const bet = (over: Record<string, unknown>) => betSchema.parse(wireBet({ fairness: revealed, ...over }));

describe('verifying a bet in the browser', () => {
  it.each([
    ['dice', {}, { roll: 19.59 }, '19.59'],
    [
      'keno',
      { picks: [1, 2], risk: 'classic' },
      { drawn: [8, 19, 28, 29, 18, 30, 11, 13, 3, 2], hits: [2] },
      '8, 19, 28, 29, 18, 30, 11, 13, 3, 2',
    ],
    ['mines', { mines: 3 }, { revealed: [0], mines: [4, 11, 17], mine_hit: null }, '4, 11, 17'],
    ['hilo', {}, { cards: [10, 23, 35, 36, 23].map((card) => ({ card, action: 'higher' })) }, '4♠ 7♣ 10♣ J♦ 7♣'],
    ['coinflip', {}, { flips: ['heads', 'heads', 'tails', 'tails'], calls: [] }, 'heads, heads, tails, tails'],
  ])('%s: the published seeds give the recorded result', (game, params, result, shown) => {
    expect(verifyGameBet(bet({ game, params, result }))).toEqual({
      status: 'checked',
      hashMatches: true,
      recorded: shown,
      computed: shown,
      match: true,
    });
  });

  it('finds a forged result and a server seed that is not the one committed to', () => {
    expect(verifyGameBet(bet({ game: 'dice', result: { roll: 19.6 } }))).toMatchObject({
      match: false,
      recorded: '19.60',
      computed: '19.59',
    });
    expect(verifyGameBet(bet({ game: 'keno', result: { drawn: [8, 19, 28, 29, 18, 30, 11, 13, 2, 3] } }))).toMatchObject({ match: false });
    const otherHash = bet({ game: 'dice', result: { roll: 19.59 }, fairness: { ...revealed, server_seed_hash: '0'.repeat(64) } });
    expect(verifyGameBet(otherHash)).toMatchObject({ match: true, hashMatches: false });
  });

  it("shows a roll in the page's locale and still compares it exactly", () => {
    expect(verifyGameBet(bet({ game: 'dice', result: { roll: 19.59 } }), { localeTag: 'ru-RU' })).toMatchObject({
      recorded: '19,59',
      computed: '19,59',
      match: true,
    });
    expect(verifyGameBet(bet({ game: 'dice', result: { roll: 19.6 } }), { localeTag: 'kk-KZ' })).toMatchObject({
      recorded: '19,60',
      computed: '19,59',
      match: false,
    });
  });

  it("names a coin's sides in the page's language and still compares the wire's names", () => {
    const flips = (sides: string[]) => bet({ game: 'coinflip', result: { flips: sides, calls: [] } });
    const sideNames = { heads: 'орёл', tails: 'решка' };
    expect(verifyGameBet(flips(['heads', 'heads', 'tails', 'tails']), { sideNames })).toMatchObject({
      recorded: 'орёл, орёл, решка, решка',
      match: true,
    });
    expect(verifyGameBet(flips(['heads', 'heads', 'tails', 'heads']), { sideNames })).toMatchObject({
      recorded: 'орёл, орёл, решка, орёл',
      match: false,
    });
  });

  it('waits for the rotation while the server seed is secret', () => {
    expect(verifyGameBet(bet({ game: 'dice', result: { roll: 1 }, fairness: { ...revealed, server_seed: null } }))).toEqual({
      status: 'unrevealed',
    });
  });

  it('needs the case weights for a case, and refuses seeds that cannot decide a bet', () => {
    const opened = bet({ game: 'cases', params: { slug: 'starter' }, result: { item_index: 3 } });
    expect(verifyGameBet(opened)).toEqual({ status: 'unsupported' });
    expect(verifyGameBet(opened, { caseWeights: [1, 2, 3, 4] })).toMatchObject({ status: 'checked' });
    expect(verifyGameBet(bet({ game: 'dice', result: { roll: 1 }, fairness: { ...revealed, server_seed: 'NOT HEX' } }))).toMatchObject({
      status: 'invalid',
    });
  });

  it('fills the fairness page form for a revealed bet', () => {
    expect(fairnessLinkOf(bet({ game: 'mines', result: { revealed: [0], mines: [4, 11, 17] } }))).toBe(
      `/games/fairness?game=mines&client_seed=${PUBLISHED.clientSeed}&nonce=3&server_seed=${PUBLISHED.serverSeed}&mines=3#fair-check`,
    );
  });
});
