import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GAME_RTP_BP, getHouseEdgeBp, IN_HOUSE_GAMES, LOBBY_GAMES, UPCOMING_GAMES } from '@/lib/games-catalog';
import { GAME_ART, GameArt } from './game-art';
import { TitleArt } from './title-art';
import { titleColours, titleInitials } from './title-palette';

describe('in-house game art and RTP', () => {
  it('lists every in-house game of the spec, miner as upcoming', () => {
    expect([...LOBBY_GAMES].sort()).toEqual(['cases', 'coinflip', 'crash', 'dice', 'hilo', 'keno', 'miner', 'roulette', 'rooms'].sort());
    expect(UPCOMING_GAMES.filter((game) => (IN_HOUSE_GAMES as readonly string[]).includes(game))).toEqual([]);
  });

  it.each(LOBBY_GAMES)('%s has its own SVG art and an RTP below 100 %', (game) => {
    const svg = renderToStaticMarkup(<GameArt game={game} />);
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 160 120"/);
    expect(svg).toContain('aria-hidden="true"');
    expect(GAME_ART[game]).toBeTypeOf('function');
    expect(Number.isInteger(GAME_RTP_BP[game])).toBe(true);
    expect(GAME_RTP_BP[game]).toBeGreaterThanOrEqual(9000);
    expect(GAME_RTP_BP[game]).toBeLessThan(10_000);
    expect(getHouseEdgeBp(game)).toBe(10_000 - GAME_RTP_BP[game]);
  });

  it('draws every game differently, with ids no other piece uses', () => {
    const pictures = LOBBY_GAMES.map((game) => renderToStaticMarkup(<GameArt game={game} />));
    expect(new Set(pictures).size).toBe(LOBBY_GAMES.length);
    const ids = pictures.flatMap((svg) => [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the engine-facing edges: 1 % for dice and crash', () => {
    expect(GAME_RTP_BP.dice).toBe(9900);
    expect(GAME_RTP_BP.crash).toBe(9900);
  });
});

describe('catalogue title placeholders', () => {
  it('takes up to two initials from the capitalised words', () => {
    expect(titleInitials('Gates of Olympus')).toBe('GO');
    expect(titleInitials('Wanted Dead or a Wild')).toBe('WD');
    expect(titleInitials('Starburst')).toBe('S');
    expect(titleInitials('  reactoonz ')).toBe('R');
  });

  it('derives the same colours from the same name, and different ones from different names', () => {
    expect(titleColours('Starburst')).toEqual(titleColours('Starburst'));
    expect(titleColours('Starburst')).not.toEqual(titleColours('Razor Shark'));
  });

  it('uses the provider thumbnail when the catalogue has one, a drawn placeholder otherwise', () => {
    const drawn = renderToStaticMarkup(<TitleArt kind="slots" slug="starburst" name="Starburst" />);
    expect(drawn).toContain('<svg');
    expect(drawn).toContain('>S</text>');
    const thumb = renderToStaticMarkup(<TitleArt kind="slots" slug="starburst" name="Starburst" thumbnail="/thumbs/starburst.webp" />);
    expect(thumb).toMatch(/^<img[^>]*src="\/thumbs\/starburst.webp"/);
  });
});
