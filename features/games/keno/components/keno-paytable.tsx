'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/hooks';
import { getKenoMultiplierBp } from '@/lib/fairness/keno';
import type { KenoRisk } from '@/lib/fairness/keno-paytables';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import styles from './keno.module.css';

/** The published paytable row for the picks and risk: what each number of hits pays; the last draw's hits marked. */
export function KenoPaytable({ risk, picks, hits }: { risk: KenoRisk; picks: number; hits: number | null }) {
  const t = useTranslations('games.play.keno');
  const locale = useLocale();
  if (picks === 0) return <p className={styles.summary}>{t('pickToSee')}</p>;
  const rows = Array.from({ length: picks + 1 }, (_, count) => ({ count, bp: getKenoMultiplierBp(risk, picks, count) }));
  return (
    <ol className={styles.paytable} aria-label={t('paytable', { picks })}>
      {rows.map(({ count, bp }) => (
        <li key={count} className={styles.pay} data-hit={hits === count || undefined} aria-current={hits === count || undefined}>
          <span className={styles.payHits}>{t('hits', { count })}</span>
          <span>{formatMultiplier(bp, locale)}×</span>
        </li>
      ))}
    </ol>
  );
}
