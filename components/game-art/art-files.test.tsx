import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOBBY_GAMES } from '@/lib/games-catalog';
import { CASINO_CATALOGUE } from '@/lib/slots-catalog';
import { ART_FILES } from './art-files';
import { gameArtFile, titleArtFile } from './art-paths';
import { svgMarkup } from './svg-markup';

describe('lobby art files', () => {
  it('has a file for every in-house game and every catalogue title', () => {
    const expected = [
      ...LOBBY_GAMES.map(gameArtFile),
      ...CASINO_CATALOGUE.slots.map((title) => titleArtFile('slots', title.slug)),
      ...CASINO_CATALOGUE['live-casino'].map((title) => titleArtFile('live-casino', title.slug)),
    ];
    expect([...ART_FILES.keys()].sort()).toEqual(expected.sort());
  });

  it.each([...ART_FILES.entries()])('%s is the markup React renders for it', (_file, element) => {
    expect(svgMarkup(element)).toBe(renderToStaticMarkup(element));
  });

  it('escapes text and attribute values', () => {
    expect(svgMarkup(<text data-x={'a"<b'}>{'R&D <1>'}</text>)).toBe('<text data-x="a&quot;&lt;b">R&amp;D &lt;1&gt;</text>');
  });

  it('writes what React writes for a long title: its SVG attributes and an apostrophe', () => {
    const element = (
      <text textLength={144} lengthAdjust="spacingAndGlyphs" paintOrder="stroke">
        {'GONZO\'S "QUEST"'}
      </text>
    );
    expect(svgMarkup(element)).toBe(renderToStaticMarkup(element));
  });
});
