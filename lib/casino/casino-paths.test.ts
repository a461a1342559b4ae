import { describe, expect, it } from 'vitest';
import { casinoTitlePath, categoryOfKind, GAME_CODE_PATTERN } from './casino-paths';
import { CATEGORY_PATH, gameCodeSchema } from './contract';

describe('casino paths', () => {
  it('name each category by its lobby path, as the contract does', () => {
    expect(CATEGORY_PATH[categoryOfKind('slots')]).toBe('slots');
    expect(CATEGORY_PATH[categoryOfKind('live-casino')]).toBe('live-casino');
    expect(casinoTitlePath('slots', 'sbx_fruit_classic', 'demo')).toBe('/games/slots/sbx_fruit_classic/demo');
  });

  it.each(['sbx_fruit_classic', 'a-1', 'x'.repeat(64), '', 'x'.repeat(65), 'a b', 'a/b', 'é'])(
    'route %j as the contract accepts it',
    (code) => {
      expect(GAME_CODE_PATTERN.test(code)).toBe(gameCodeSchema.safeParse(code).success);
    },
  );
});
