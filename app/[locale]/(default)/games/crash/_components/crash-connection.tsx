'use client';

import { CrashGame } from '@/features/games/crash/components/crash-game';
import { useLiveLink } from '../../_components/use-live-link';

const GAMES = ['crash'] as const;

/** The crash table on the realtime socket. */
export function CrashConnection() {
  return <CrashGame link={useLiveLink(GAMES)} />;
}
