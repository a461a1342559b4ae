'use client';

import { useCallback, useEffect, useState } from 'react';
import { getActiveBet } from '../api/play';
import type { GameBet } from '../api/schemas';
import type { GameFailureInfo } from '../lib/game-failure';
import { usePlayerContext } from './player-context';

/**
 * A multi-step game (mines, hilo, a coinflip series): the open game is asked for on load, so a reload or another
 * device resumes it, and asked again when the api says the screen is stale (another tab moved it on).
 */
export function useOpenGame(activePath: string) {
  const player = usePlayerContext();
  const [openBet, setOpenBet] = useState<GameBet | null>(null);
  const [loaded, setLoaded] = useState(false);
  const { ready, mode } = player;
  const demoToken = player.as.demoToken;

  const reload = useCallback(async () => {
    if (!ready) return;
    try {
      setOpenBet(await getActiveBet(activePath, { demoToken }));
    } catch {
      setOpenBet(null);
    } finally {
      setLoaded(true);
    }
  }, [activePath, ready, demoToken]);

  useEffect(() => {
    setLoaded(false);
    setOpenBet(null);
    void reload();
  }, [reload, mode]);

  /** After a play reply: an open bet stays on the table, a settled one leaves it. */
  const follow = useCallback((bet: GameBet) => setOpenBet(bet.state === 'open' ? bet : null), []);

  /** After a failure: a stale screen is brought back in line with the api. */
  const recover = useCallback(
    (failure: GameFailureInfo | null) => {
      if (failure?.stale) void reload();
    },
    [reload],
  );

  return { openBet, loaded, follow, recover, reload };
}
