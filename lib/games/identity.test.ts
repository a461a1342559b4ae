import { describe, expect, it } from 'vitest';
import { GAME_CONTRACTS } from './index';
import { GAME_IDENTITIES, GAME_IDS, gameIdOfSlug, INSTANT_GAME_IDS, ROUND_GAME_IDS, slugOfGameId } from './identity';

describe('the one list of the games', () => {
  it('splits every game into the REST-played and the round games, once each', () => {
    expect([...INSTANT_GAME_IDS, ...ROUND_GAME_IDS].sort()).toEqual([...GAME_IDS].sort());
    expect(new Set(GAME_IDS).size).toBe(GAME_IDS.length);
    for (const id of INSTANT_GAME_IDS) expect(GAME_IDENTITIES.find((game) => game.id === id)?.kind).not.toBe('round');
  });

  it("gives every game one contract, in the list's order, with its identity", () => {
    expect(GAME_CONTRACTS.map(({ id, slug, limits, kind }) => ({ id, slug, limits, kind }))).toEqual(GAME_IDENTITIES);
  });

  it('maps the api id and the page slug both ways (mines is the miner)', () => {
    expect(slugOfGameId('mines')).toBe('miner');
    expect(gameIdOfSlug('miner')).toBe('mines');
    expect(slugOfGameId('miner')).toBeNull();
    expect(gameIdOfSlug('wheel')).toBeNull();
    for (const game of GAME_IDENTITIES) expect(gameIdOfSlug(slugOfGameId(game.id)!)).toBe(game.id);
  });
});
