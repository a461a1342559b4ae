import type { LobbyGame } from '@/lib/games-catalog';

/**
 * The lobby's artwork is served as files under /art/ (app/art/[file]), so that a page of tiles carries one <img> per
 * tile instead of a few dozen SVG elements each: in the HTML, again in the page's payload, and again in hydration.
 */
export const gameArtFile = (game: LobbyGame) => `${game}.svg`;
/** Raise it when the drawings change: the files are cached for a day, and a new query makes browsers fetch the new art. */
const ART_REVISION = 2;
export const artUrl = (file: string) => `/art/${file}?v=${ART_REVISION}`;
