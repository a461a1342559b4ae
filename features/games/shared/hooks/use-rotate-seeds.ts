'use client';

import { useState } from 'react';
import { queryClient } from '@/lib/api/query-client';
import { rotateSeeds, setClientSeed, type RevealedPair } from '../api/seeds';
import { gamesKeys } from '../api/query-keys';
import { describeGameFailure, type GameFailureInfo } from '../lib/game-failure';
import { usePlayerContext } from './player-context';

/** Rotation and a new client seed: both reveal the active server seed, after which every bet of that pair can be checked. */
export function useRotateSeeds() {
  const player = usePlayerContext();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<GameFailureInfo | null>(null);
  const [revealed, setRevealed] = useState<RevealedPair | null>(null);

  const run = async (clientSeed?: string, viaClientSeed = false): Promise<boolean> => {
    if (pending || !player.mode) return false;
    setPending(true);
    setFailure(null);
    try {
      const reply = viaClientSeed && clientSeed ? await setClientSeed(player.as, clientSeed) : await rotateSeeds(player.as, clientSeed);
      queryClient.setQueryData(gamesKeys.seeds(player.mode), reply.active);
      setRevealed(reply.previous);
      // Bets of the revealed pair now carry their server seed.
      await queryClient.invalidateQueries({ queryKey: ['games', 'bet'] });
      await queryClient.invalidateQueries({ queryKey: ['games', 'my-bets'] });
      return true;
    } catch (error) {
      setFailure(describeGameFailure(error));
      return false;
    } finally {
      setPending(false);
    }
  };

  return {
    rotate: (clientSeed?: string) => run(clientSeed),
    changeClientSeed: (clientSeed: string) => run(clientSeed, true),
    pending,
    failure,
    revealed,
  };
}
