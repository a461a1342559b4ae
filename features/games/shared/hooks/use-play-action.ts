'use client';

import { useCallback, useRef, useState } from 'react';
import { queryClient } from '@/lib/api/query-client';
import { sendPlay } from '../api/play';
import { gamesKeys } from '../api/query-keys';
import type { GameBet, PlayReply } from '../api/schemas';
import { describeGameFailure, type GameFailureInfo } from '../lib/game-failure';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { usePlayStore } from '../stores/play-store';
import { applyBalance, demoTokenForBet, type PlayMode } from './use-player';

/** Puts a bet the player just made (or moved on) at the top of their "my bets" list, replacing its older state. */
export function rememberBet(mode: PlayMode, bet: GameBet): void {
  queryClient.setQueryData<GameBet[]>(gamesKeys.myBets(mode, bet.game), (list) =>
    list ? [bet, ...list.filter((item) => item.id !== bet.id)].slice(0, 50) : list,
  );
}

/**
 * Sends play actions one at a time: the balance and "my bets" follow each reply, a failure is kept for the screen to
 * explain, and a demo session the api no longer knows is started again. A demo player without a session yet (a lazy
 * page) gets one made by their first bet.
 */
export function usePlayAction(mode: PlayMode | null, demoToken: string | null) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<GameFailureInfo | null>(null);
  const busy = useRef(false);

  const play = useCallback(
    async (path: string, body: unknown, options: { holdBalance?: boolean } = {}): Promise<PlayReply | null> => {
      if (busy.current || !mode) return null;
      busy.current = true;
      setPending(true);
      setFailure(null);
      try {
        const token = mode === 'demo' && demoToken === null ? await demoTokenForBet() : demoToken;
        // The session could not be made: the play bar says so and offers a retry.
        if (mode === 'demo' && token === null) return null;
        const reply = await sendPlay(path, body, { demoToken: token }, newIdempotencyKey());
        // A game that reveals its result slowly (the case reel) shows the new balance when the result is out.
        if (!options.holdBalance) applyBalance(reply.balance);
        rememberBet(mode, reply.bet);
        return reply;
      } catch (error) {
        const info = describeGameFailure(error);
        if (info.code === 'demo_session_invalid') usePlayStore.getState().dropDemo();
        setFailure(info);
        return null;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [mode, demoToken],
  );

  return { play, pending, failure, setFailure };
}
