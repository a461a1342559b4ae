'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/hooks';
import { chipClass, HistoryChips } from '../../live/components/history-chips';
import { formatCenti } from '@/lib/money-format';
import type { CrashHistoryEntry } from '../lib/crash-wire';
import styles from './crash.module.css';

/** The colour band of a crash point: low (below 2×), good (2× to 10×), high (10× and more); the text says the number. */
export function crashBand(crashCenti: number): 'low' | 'mid' | 'high' {
  if (crashCenti >= 1_000) return 'high';
  return crashCenti >= 200 ? 'mid' : 'low';
}

/** The last rounds' crash points, newest first; each opens its check (hash, salt, the point recomputed here). */
export function CrashHistory({
  history,
  onVerify,
}: {
  history: readonly CrashHistoryEntry[];
  onVerify: (entry: CrashHistoryEntry) => void;
}) {
  const t = useTranslations('games.play.crash.history');
  const locale = useLocale();
  return (
    <HistoryChips title={t('title')} empty={t('empty')} entries={history} keyOf={(entry) => entry.roundId}>
      {(entry) => (
        <button
          type="button"
          className={`${chipClass} ${styles.chip}`}
          data-band={crashBand(entry.crashCenti)}
          aria-label={t('chip', { round: entry.roundId, multiplier: formatCenti(entry.crashCenti, locale) })}
          onClick={() => onVerify(entry)}
        >
          {formatCenti(entry.crashCenti, locale)}×
        </button>
      )}
    </HistoryChips>
  );
}
