'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import { VerifyFrame } from '../../live/components/verify-frame';
import type { RouletteHistoryEntry } from '../lib/roulette-wire';

// The check (SHA-256, HMAC and the wheel) loads when a round is first opened, not with the page.
const RouletteVerifyBody = lazy(() => import('./roulette-verify-body').then((module) => ({ default: module.RouletteVerifyBody })));

/** A past round's check: its hash and the public salt, the sector recomputed in the browser, the chain link. */
export function RouletteVerifyModal({
  entry,
  history,
  onClose,
}: {
  entry: RouletteHistoryEntry | null;
  history: readonly RouletteHistoryEntry[];
  onClose: () => void;
}) {
  const t = useTranslations('games.play.live.verify');
  if (!entry) return null;
  return (
    <VerifyFrame title={t('title', { round: entry.roundId })} onClose={onClose}>
      <RouletteVerifyBody entry={entry} history={history} />
    </VerifyFrame>
  );
}
