'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/hooks';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { ROULETTE_PAYS_BP } from '@/lib/fairness/roulette';
import { chipClass, HistoryChips } from '../../live/components/history-chips';
import type { RouletteHistoryEntry } from '../lib/roulette-wire';
import styles from './roulette.module.css';

/** The last results as coloured chips, newest first; each opens its check (hash, salt, the sector recomputed here). */
export function RouletteHistory({
  history,
  onVerify,
}: {
  history: readonly RouletteHistoryEntry[];
  onVerify: (entry: RouletteHistoryEntry) => void;
}) {
  const t = useTranslations('games.play.roulette');
  const locale = useLocale();
  return (
    <HistoryChips title={t('history.title')} empty={t('history.empty')} entries={history} keyOf={(entry) => entry.roundId}>
      {(entry) => {
        const multiplier = formatMultiplier(ROULETTE_PAYS_BP[entry.color], locale);
        return (
          <button
            type="button"
            className={`${chipClass} ${styles.chip}`}
            data-color={entry.color}
            aria-label={t('history.chip', { round: entry.roundId, color: t(`colors.${entry.color}`), multiplier })}
            onClick={() => onVerify(entry)}
          >
            {multiplier}×
          </button>
        );
      }}
    </HistoryChips>
  );
}
