'use client';

import { useEffect } from 'react';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { usePlayStore } from '../../shared/stores/play-store';
import type { LiveLink } from '../lib/live-link';

/** A demo session the server no longer knows is replaced (the play bar's session starts a new one). */
export function useReplaceRefusedDemo(auth: LiveLink['auth']): void {
  const { mode } = usePlayerContext();
  useEffect(() => {
    if (auth === 'refused' && mode === 'demo') usePlayStore.getState().dropDemo();
  }, [auth, mode]);
}
