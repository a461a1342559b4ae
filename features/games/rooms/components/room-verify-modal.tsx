'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import type { Room } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import { VerifyFrame } from '../../live/components/verify-frame';
import type { RoomHistoryEntry } from '../lib/rooms-wire';

// The check (SHA-256 and HMAC) loads when a round is first opened, not with the page.
const RoomVerifyBody = lazy(() => import('./room-verify-body').then((module) => ({ default: module.RoomVerifyBody })));

/** A drawn round's check: the seed against its commitment, the winning ticket and stake recomputed in the browser. */
export function RoomVerifyModal({
  entry,
  room,
  currency,
  locale,
  onClose,
}: {
  entry: RoomHistoryEntry | null;
  room: Room;
  currency: Currency;
  locale: string;
  onClose: () => void;
}) {
  const t = useTranslations('games.play.live.verify');
  if (!entry) return null;
  return (
    <VerifyFrame title={t('title', { round: entry.roundId })} onClose={onClose}>
      <RoomVerifyBody entry={entry} room={room} currency={currency} locale={locale} />
    </VerifyFrame>
  );
}
