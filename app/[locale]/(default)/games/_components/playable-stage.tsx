import type { ReactNode } from 'react';
import { GameRoom } from '@/features/games/shared/components/game-room';
import { getStageTexts } from './stage-texts';

/**
 * A playable table in place of the "opens with the release" stage: the game's client UI inside the room (play bar,
 * feeds, seeds, verify modal), with only the `games.play` messages handed to the browser.
 */
export async function PlayableStage({ feedGame, name, children }: { feedGame: string; name: string; children: ReactNode }) {
  const { messages, label } = await getStageTexts(name);
  return (
    <GameRoom game={feedGame} messages={messages} label={label}>
      {children}
    </GameRoom>
  );
}
