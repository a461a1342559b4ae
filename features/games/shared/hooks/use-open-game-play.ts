'use client';

import { useEffect } from 'react';
import { usePlayerContext } from './player-context';
import { useOpenGame } from './use-open-game';
import { usePlayAction } from './use-play-action';

/** Plays a multi-step game: the open game resumes on load, and a stale screen is reloaded after a failed action. */
export function useOpenGamePlay(activePath: string) {
  const player = usePlayerContext();
  const { play, pending, failure } = usePlayAction(player.mode, player.as.demoToken);
  const { openBet, follow, recover } = useOpenGame(activePath);
  useEffect(() => recover(failure), [failure, recover]);
  return { play, pending, failure, openBet, follow };
}
