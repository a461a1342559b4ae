'use client';

import { useState } from 'react';
import type { BetLimit } from '@/lib/bet-limits';
import { parseAmountInput } from '@/lib/amount-input';
import { describeStakeProblem } from '../lib/stake';
import { usePlayerContext } from './player-context';
import { useStakeText } from './use-stake-text';

export type StakeEntry = ReturnType<typeof useStakeEntry>;

/** What the player typed as a stake, read in their currency and checked against the game's limits and their balance. */
export function useStakeEntry(limit: BetLimit) {
  const player = usePlayerContext();
  const [text, setText] = useStakeText(player.currency, limit.minMinor, player.locale);
  // The problem stays quiet until a bet was tried, so typing is not interrupted.
  const [tried, setTried] = useState(false);
  const minor = parseAmountInput(text, player.currency, player.locale);
  const problem = describeStakeProblem(minor, limit, player.balanceMinor);
  /** The stake to bet, or null when it cannot be bet; either way its problem is shown from now on. */
  const stakeToBet = (): number | null => {
    setTried(true);
    return problem ? null : minor;
  };
  return { text, setText, minor, problem, limit, tried, stakeToBet };
}
