import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOBBY_GAMES } from '@/lib/games-catalog';
import { ART_FILES } from './art-files';
import { gameArtFile } from './art-paths';
import { svgMarkup } from './svg-markup';

describe('lobby art files', () => {
  it('has a file for every in-house game (casino titles come from the api and are drawn in the page)', () => {
    expect([...ART_FILES.keys()].sort()).toEqual(LOBBY_GAMES.map(gameArtFile).sort());
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
