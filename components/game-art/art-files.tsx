import type { ReactElement } from 'react';
import { LOBBY_GAMES } from '@/lib/games-catalog';
import { CASINO_CATALOGUE, type CasinoKind } from '@/lib/slots-catalog';
import { gameArtFile, titleArtFile } from './art-paths';
import { GameArt } from './game-art';
import { TitleArt } from './title-art';

function artElements(): Map<string, ReactElement> {
  const files = new Map<string, ReactElement>();
  for (const game of LOBBY_GAMES) files.set(gameArtFile(game), <GameArt game={game} />);
  for (const kind of Object.keys(CASINO_CATALOGUE) as CasinoKind[]) {
    for (const title of CASINO_CATALOGUE[kind])
      files.set(titleArtFile(kind, title.slug), <TitleArt kind={kind} slug={title.slug} name={title.name} />);
  }
  return files;
}

/** Every art file's name (art-paths.ts) with the element it draws. */
export const ART_FILES: ReadonlyMap<string, ReactElement> = artElements();
