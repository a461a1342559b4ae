'use client';

import { useEffect } from 'react';
import type { MessageTree } from '@/i18n/client-intl';
import { GameRoom } from '../../shared/components/game-room';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { usePlayStore } from '../../shared/stores/play-store';
import { DiceGame } from './dice-game';

/** The room is shown at the latest this long after it mounted, whatever the player's money is doing. */
const SHOW_AT_LATEST_MS = 4000;

/**
 * The dice room (play bar, table, seeds, feeds) with all its code: loaded by DiceStage after the page is interactive.
 * It tells when it can be shown without moving: once the player's money is known (the play bar has its final rows).
 */
export function DiceRoom({ messages, label, onSettled }: { messages: MessageTree; label: string; onSettled: () => void }) {
  return (
    <GameRoom game="dice" messages={messages} label={label}>
      <WhenPlayerSettled onSettled={onSettled} />
      <DiceGame />
    </GameRoom>
  );
}

function WhenPlayerSettled({ onSettled }: { onSettled: () => void }) {
  const player = usePlayerContext();
  const demoFailed = usePlayStore((state) => state.demoStatus === 'failed');
  const settled = player.ready || (player.mode === 'demo' && demoFailed);
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  useEffect(() => {
    const timer = setTimeout(onSettled, SHOW_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, [onSettled]);
  return null;
}
