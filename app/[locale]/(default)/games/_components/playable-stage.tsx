import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { MessageTree } from '@/i18n/client-intl';
import { GameRoom } from '@/features/games/shared/components/game-room';

/**
 * A playable table in place of the "opens with the release" stage: the game's client UI inside the room (play bar,
 * feeds, seeds, verify modal), with only the `games.play` messages handed to the browser.
 */
export async function PlayableStage({ feedGame, name, children }: { feedGame: string; name: string; children: ReactNode }) {
  const messages = (await getMessages()) as unknown as { games: { play: MessageTree } };
  const t = await getTranslations('games.frame');
  return (
    <GameRoom game={feedGame} messages={messages.games.play} label={t('stageLabel', { game: name })}>
      {children}
    </GameRoom>
  );
}
