import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOBBY_GAMES } from '@/lib/games-catalog';
import { CASINO_CATALOGUE } from '@/lib/slots-catalog';
import { GET } from '@/app/art/[file]/route';
import { artFiles } from './art-files';
import { gameArtFile, titleArtFile } from './art-paths';
import { svgMarkup } from './svg-markup';

const get = (file: string) => GET(new Request(`http://localhost/art/${file}`), { params: Promise.resolve({ file }) });

describe('lobby art files', () => {
  it('has a file for every in-house game and every catalogue title', () => {
    const expected = [
      ...LOBBY_GAMES.map(gameArtFile),
      ...CASINO_CATALOGUE.slots.map((title) => titleArtFile('slots', title.slug)),
      ...CASINO_CATALOGUE['live-casino'].map((title) => titleArtFile('live-casino', title.slug)),
    ];
    expect([...artFiles().keys()].sort()).toEqual(expected.sort());
  });

  it.each([...artFiles().entries()])('%s is the markup React renders for it', (_file, element) => {
    expect(svgMarkup(element)).toBe(renderToStaticMarkup(element));
  });

  it('escapes text and attribute values', () => {
    expect(svgMarkup(<text data-x={'a"<b'}>{'R&D <1>'}</text>)).toBe('<text data-x="a&quot;&lt;b">R&amp;D &lt;1&gt;</text>');
  });

  it('serves a file as a standalone SVG image', async () => {
    const response = await get('dice.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 160 120"/);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it.each(['nope.svg', 'dice', '../dice.svg', 'slots-.svg', '\u0000.svg'])('answers 404 for %j', async (file) => {
    expect((await get(file)).status).toBe(404);
  });
});
