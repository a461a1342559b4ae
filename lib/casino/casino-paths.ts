import type { CasinoCategory } from './contract';

/** A casino lobby's path segment: /games/slots or /games/live-casino (CATEGORY_PATH's values in contract.ts). */
export type CasinoKind = 'slots' | 'live-casino';
export type TitleMode = 'demo' | 'play';

/**
 * A game code as a page slug (gameCodeSchema's rule, without zod: the proxy routes by it and stays small).
 */
export const GAME_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function categoryOfKind(kind: CasinoKind): CasinoCategory {
  return kind === 'slots' ? 'slots' : 'live';
}

export function casinoTitlePath(kind: CasinoKind, code: string, mode: TitleMode): string {
  return `/games/${kind}/${code}/${mode}`;
}
