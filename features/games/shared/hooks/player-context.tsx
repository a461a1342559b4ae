'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useLocale } from '@/i18n/hooks';
import { usePlayer, type DemoSessionStart, type Player } from './use-player';

const PlayerContext = createContext<(Player & { locale: string }) | null>(null);

/**
 * One player (and one demo-session start) per game page, read by the game, the feeds and the seeds panel.
 * demoSession: when a guest's play-money session is made (see DemoSessionStart); eager unless the page says lazy.
 */
export function PlayerProvider({ children, demoSession = 'eager' }: { children: ReactNode; demoSession?: DemoSessionStart }) {
  const locale = useLocale();
  const player = usePlayer(locale, demoSession);
  return <PlayerContext value={{ ...player, locale }}>{children}</PlayerContext>;
}

export function usePlayerContext(): Player & { locale: string } {
  const player = useContext(PlayerContext);
  if (!player) throw new Error('usePlayerContext: no PlayerProvider above this component');
  return player;
}
