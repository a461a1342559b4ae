import type { ReactNode } from 'react';
import { GameRoom } from '@/features/games/shared/components/game-room';
import { ClientMessagesProvider } from '@/i18n/client-messages-provider';
import { getStageTexts } from './stage-texts';

/**
 * A playable table in place of the "opens with the release" stage: the game's client UI inside the room (play bar,
 * feeds, seeds, verify modal), with the `games.play` and client messages handed to the browser (it hydrates translated).
 */
export async function PlayableStage({ feedGame, name, children }: { feedGame: string; name: string; children: ReactNode }) {
  const { messages, label } = await getStageTexts(name);
  return (
    <ClientMessagesProvider>
      <GameRoom game={feedGame} messages={messages} label={label}>
        {children}
      </GameRoom>
    </ClientMessagesProvider>
  );
}
