import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOBBY_RTP_BP, getHouseEdgeBp, IN_HOUSE_GAMES, LOBBY_GAMES, UPCOMING_GAMES } from '@/lib/games-catalog';
import type { CasinoKind } from '@/lib/casino/casino-paths';
import { GAME_ART, GameArt } from './game-art';
import { liveGameOf } from './live-motif';
import { TitleArt } from './title-art';
import { looksAlike, titleLook, titleVariants } from './title-design';
import { titleLines } from './title-label';
import { titleColours } from './title-palette';

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
    expect(Number.isInteger(LOBBY_RTP_BP[game])).toBe(true);
    expect(LOBBY_RTP_BP[game]).toBeGreaterThanOrEqual(9000);
    expect(LOBBY_RTP_BP[game]).toBeLessThan(10_000);
    expect(getHouseEdgeBp(game)).toBe(10_000 - LOBBY_RTP_BP[game]);
  });

  it('draws every game differently, with ids no other piece uses', () => {
    const pictures = LOBBY_GAMES.map((game) => renderToStaticMarkup(<GameArt game={game} />));
    expect(new Set(pictures).size).toBe(LOBBY_GAMES.length);
    const ids = pictures.flatMap((svg) => [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the engine-facing edges: 1 % for dice and crash', () => {
    expect(LOBBY_RTP_BP.dice).toBe(9900);
    expect(LOBBY_RTP_BP.crash).toBe(9900);
  });
});

describe('catalogue title placeholders', () => {
  // Names like an aggregator's catalogue, to check that a lobby's placeholders never look alike.
  const LOBBIES: Record<CasinoKind, { code: string; name: string }[]> = {
    slots: [
      'Gates of Olympus',
      'Sweet Bonanza',
      'Book of Dead',
      'Starburst',
      'Big Bass Bonanza',
      'Razor Shark',
      'Reactoonz',
      'Fruit Classic',
    ].map((name) => ({ code: name.toLowerCase().replaceAll(' ', '_'), name })),
    'live-casino': ['Crazy Time', 'Lightning Roulette', 'Blackjack Classic', 'Mega Wheel', 'Speed Baccarat'].map((name) => ({
      code: name.toLowerCase().replaceAll(' ', '_'),
      name,
    })),
  };
  const titles = (Object.keys(LOBBIES) as CasinoKind[]).flatMap((kind) =>
    LOBBIES[kind].map((title) => ({ kind, slug: title.code, ...title })),
  );
  const variantOf = (kind: CasinoKind, code: string) => titleVariants(kind, LOBBIES[kind]).get(code) ?? 0;
  const draw = (kind: CasinoKind, slug: string, name: string) =>
    renderToStaticMarkup(<TitleArt kind={kind} slug={slug} name={name} variant={variantOf(kind, slug)} />);

  it('sets the title in capitals, on two balanced lines when one would be small', () => {
    expect(titleLines('Starburst')).toEqual(['STARBURST']);
    expect(titleLines('Book of Dead')).toEqual(['BOOK OF DEAD']);
    expect(titleLines('Gates of Olympus')).toEqual(['GATES OF', 'OLYMPUS']);
    expect(titleLines('Sweet Bonanza CandyLand')).toEqual(['SWEET BONANZA', 'CANDYLAND']);
  });

  it('derives the same colours from the same name, and different ones from different names', () => {
    expect(titleColours('Starburst')).toEqual(titleColours('Starburst'));
    expect(titleColours('Starburst')).not.toEqual(titleColours('Razor Shark'));
  });

  it('draws a table by its game', () => {
    expect(['Lightning Roulette', 'Blackjack Classic', 'Speed Baccarat', 'Mega Wheel', 'Crazy Time'].map(liveGameOf)).toEqual([
      'roulette',
      'blackjack',
      'baccarat',
      'wheel',
      'show',
    ]);
  });

  it.each(titles)(
    'draws $name ($kind) with its name, the same on every render, from nothing outside the repository',
    ({ kind, slug, name }) => {
      const svg = draw(kind, slug, name);
      expect(svg).toBe(draw(kind, slug, name));
      expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 160 120"/);
      for (const line of titleLines(name)) expect(svg).toContain(`>${line}</text>`);
      expect(svg).not.toMatch(/<image|href="http/);
    },
  );

  it('gives no two titles of a lobby the same look, and every placeholder its own ids', () => {
    for (const kind of Object.keys(LOBBIES) as CasinoKind[]) {
      const looks = LOBBIES[kind].map((title) => titleLook(kind, title.name, variantOf(kind, title.code)));
      looks.forEach((look, index) => looks.slice(index + 1).forEach((other) => expect(looksAlike(look, other)).toBe(false)));
    }
    const ids = titles.flatMap(({ kind, slug, name }) => [...draw(kind, slug, name).matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses the provider thumbnail when the catalogue has one, a drawn placeholder otherwise', () => {
    expect(draw('slots', 'starburst', 'Starburst')).toContain('>STARBURST</text>');
    const thumb = renderToStaticMarkup(<TitleArt kind="slots" slug="starburst" name="Starburst" thumbnail="/thumbs/starburst.webp" />);
    expect(thumb).toMatch(/^<img[^>]*src="\/thumbs\/starburst.webp"/);
  });
});
