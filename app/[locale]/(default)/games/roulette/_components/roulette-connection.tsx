'use client';

import { RouletteGame } from '@/features/games/roulette/components/roulette-game';
import { useLiveLink } from '../../_components/use-live-link';

const GAMES = ['roulette'] as const;

/** The roulette table on the realtime socket. */
export function RouletteConnection() {
  return <RouletteGame link={useLiveLink(GAMES)} />;
}
