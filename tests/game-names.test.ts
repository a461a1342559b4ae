import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import kz from '@/messages/kz.json';
import ru from '@/messages/ru.json';

/** Every place that names a game or a casino section: the lobby tiles, the game pages and the navigation. */
function namings(messages: typeof en) {
  const pageNames = Object.fromEntries(
    Object.entries(messages.games)
      .filter(([, value]) => typeof value === 'object' && value !== null && 'name' in value)
      .map(([id, value]) => [id, (value as { name: string }).name]),
  );
  return [
    ...Object.entries(pageNames).map(([id, name]) => ({
      where: `games.${id}`,
      tile: (messages.home.games as Record<string, string>)[id],
      page: name,
    })),
    { where: 'cases', tile: messages.home.games.cases, page: messages.cases.title },
    { where: 'rooms', tile: messages.home.games.rooms, page: messages.rooms.title },
    { where: 'slots', tile: messages.nav.slots, page: messages.slots.title },
    { where: 'liveCasino', tile: messages.nav.liveCasino, page: messages.liveCasino.title },
  ];
}

describe('game names', () => {
  it.each([
    ['en', en],
    ['ru', ru],
    ['kz', kz],
  ] as const)('%s names each game the same on its tile, its page and in the navigation', (_locale, messages) => {
    const differing = namings(messages).filter(({ tile, page }) => tile !== page);
    expect(differing).toEqual([]);
  });

  it('checks every lobby tile', () => {
    const checked = new Set(namings(en).map(({ where }) => where.replace(/^games\./, '')));
    expect(Object.keys(en.home.games).filter((id) => !checked.has(id))).toEqual([]);
  });
});
