'use client';

import { useCallback, useState } from 'react';
import type { GameBet } from '../api/schemas';

const RECENT_BETS_SHOWN = 8;

/** The bets settled during this visit, newest first; a bet seen again replaces its older state. */
export function useRecentBets() {
  const [recent, setRecent] = useState<GameBet[]>([]);
  const addRecent = useCallback(
    (bet: GameBet) => setRecent((list) => [bet, ...list.filter((item) => item.id !== bet.id)].slice(0, RECENT_BETS_SHOWN)),
    [],
  );
  return [recent, addRecent] as const;
}
