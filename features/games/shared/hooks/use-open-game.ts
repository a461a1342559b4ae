'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
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
  // Read by reload when it runs, so that a session made by a bet does not make a new reload (see below).
  const token = useRef(demoToken);
  useEffect(() => {
    token.current = demoToken;
  }, [demoToken]);
  const replaced = useSessionReplacements(demoToken);

  const reload = useCallback(async () => {
    if (!ready) return;
    // Play money without a session yet: no bet, so no open game.
    if (mode === 'demo' && token.current === null) {
      setOpenBet(null);
      setLoaded(true);
      return;
    }
    try {
      setOpenBet(await getActiveBet(activePath, { demoToken: token.current }));
    } catch {
      setOpenBet(null);
    } finally {
      setLoaded(true);
    }
  }, [activePath, ready, mode]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new game or a replaced session reloads the open bet: the old one is dropped at once.
    setLoaded(false);
    setOpenBet(null);
    void reload();
  }, [reload, replaced]);

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

/**
 * Counts the times the demo session was replaced or dropped (its open game is not the screen's any more). A session
 * made where there was none (a lazy page's first bet) does not count: that bet's own reply shows its game.
 */
function useSessionReplacements(demoToken: string | null): number {
  const [count, setCount] = useState(0);
  const previous = useRef(demoToken);
  useEffect(() => {
    if (previous.current !== null && previous.current !== demoToken) setCount((n) => n + 1);
    previous.current = demoToken;
  }, [demoToken]);
  return count;
}
