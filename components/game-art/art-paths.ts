import type { LobbyGame } from '@/lib/games-catalog';
import type { CasinoKind } from '@/lib/slots-catalog';

/**
 * The lobby's artwork is served as files under /art/ (app/art/[file]), so that a page of tiles carries one <img> per
 * tile instead of a few dozen SVG elements each: in the HTML, again in the page's payload, and again in hydration.
 */
export const gameArtFile = (game: LobbyGame) => `${game}.svg`;
export const titleArtFile = (kind: CasinoKind, slug: string) => `${kind}-${slug}.svg`;
export const artUrl = (file: string) => `/art/${file}`;
