import type { ReactElement } from 'react';
import { LOBBY_GAMES } from '@/lib/games-catalog';
import { gameArtFile } from './art-paths';
import { GameArt } from './game-art';

/** Every art file's name (art-paths.ts) with the element it draws: the in-house games (casino titles come from the api). */
export const ART_FILES: ReadonlyMap<string, ReactElement> = new Map(
  LOBBY_GAMES.map((game) => [gameArtFile(game), <GameArt game={game} />]),
);
