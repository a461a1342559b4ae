import { describe, expect, it } from 'vitest';
import { GET } from './route';

const get = (file: string) => GET(new Request(`http://localhost/art/${file}`), { params: Promise.resolve({ file }) });

describe('GET /art/[file]', () => {
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
