'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import { VerifyFrame } from '../../live/components/verify-frame';
import type { CrashHistoryEntry } from '../lib/crash-wire';

// The check (SHA-256, HMAC and the crash formula) loads when a round is first opened, not with the page.
const CrashVerifyBody = lazy(() => import('./crash-verify-body').then((module) => ({ default: module.CrashVerifyBody })));

/** A past round's check: its hash and the public salt, the crash point recomputed in the browser, the chain link. */
export function CrashVerifyModal({
  entry,
  history,
  onClose,
}: {
  entry: CrashHistoryEntry | null;
  history: readonly CrashHistoryEntry[];
  onClose: () => void;
}) {
  const t = useTranslations('games.play.live.verify');
  if (!entry) return null;
  return (
    <VerifyFrame title={t('title', { round: entry.roundId })} onClose={onClose}>
      <CrashVerifyBody entry={entry} history={history} />
    </VerifyFrame>
  );
}
