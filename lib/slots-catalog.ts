/**
 * The slots and live-casino lobbies until the provider integration supplies the catalogue.
 * Titles and providers are proper names and are not translated.
 */
export interface CasinoTitle {
  slug: string;
  name: string;
  provider: string;
  /** The provider's artwork URL; without one the lobby draws a placeholder from the title. */
  thumbnail?: string;
}

export const SLOTS: readonly CasinoTitle[] = [
  { slug: 'gates-of-olympus', name: 'Gates of Olympus', provider: 'Pragmatic Play' },
  { slug: 'sweet-bonanza', name: 'Sweet Bonanza', provider: 'Pragmatic Play' },
  { slug: 'book-of-dead', name: 'Book of Dead', provider: "Play'n GO" },
  { slug: 'starburst', name: 'Starburst', provider: 'NetEnt' },
  { slug: 'big-bass-bonanza', name: 'Big Bass Bonanza', provider: 'Pragmatic Play' },
  { slug: 'wanted-dead-or-a-wild', name: 'Wanted Dead or a Wild', provider: 'Hacksaw Gaming' },
  { slug: 'razor-shark', name: 'Razor Shark', provider: 'Push Gaming' },
  { slug: 'reactoonz', name: 'Reactoonz', provider: "Play'n GO" },
];

export const LIVE_TABLES: readonly CasinoTitle[] = [
  { slug: 'crazy-time', name: 'Crazy Time', provider: 'Evolution' },
  { slug: 'lightning-roulette', name: 'Lightning Roulette', provider: 'Evolution' },
  { slug: 'blackjack-classic', name: 'Blackjack Classic', provider: 'Evolution' },
  { slug: 'mega-wheel', name: 'Mega Wheel', provider: 'Pragmatic Play Live' },
  { slug: 'speed-baccarat', name: 'Speed Baccarat', provider: 'Evolution' },
  { slug: 'sweet-bonanza-candyland', name: 'Sweet Bonanza CandyLand', provider: 'Pragmatic Play Live' },
];

export type CasinoKind = 'slots' | 'live-casino';

export const CASINO_CATALOGUE: Record<CasinoKind, readonly CasinoTitle[]> = {
  slots: SLOTS,
  'live-casino': LIVE_TABLES,
};

export function findCasinoTitle(kind: CasinoKind, slug: string): CasinoTitle | undefined {
  return CASINO_CATALOGUE[kind].find((title) => title.slug === slug);
}

export function casinoTitlePath(kind: CasinoKind, slug: string, mode: 'demo' | 'play'): string {
  return `/games/${kind}/${slug}/${mode}`;
}
