'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ActivationView } from '@/lib/bonuses/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePlayerDateTime } from '@/components/use-player-date-time';
import { formatMoney } from '../lib/format';
import { BonusProgress } from './bonus-progress';
import { isContributionName } from './bonus-text';
import styles from './bonuses.module.css';

const TONES: Record<ActivationView['status'], BadgeTone> = {
  active: 'accent',
  waiting: 'neutral',
  wagered: 'success',
  expired: 'danger',
  forfeited: 'danger',
  cancelled: 'neutral',
};

/** "Dice 100 %, Roulette 10 %, other games 100 %": the named games first, the default last. */
export function useContributionsText(): (contributions: ActivationView['contributions']) => string {
  const t = useTranslations('profile.bonuses');
  const locale = useLocale();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return (contributions) => {
    const named = Object.entries(contributions).filter(([key]) => key !== 'default');
    const parts = named.map(([key, value]) =>
      t('contribution', { game: isContributionName(key) ? t(`games.${key}`) : key, percent: percent.format(value / 100) }),
    );
    if (contributions.default !== undefined) {
      parts.push(t('contribution', { game: t('games.default'), percent: percent.format(contributions.default / 100) }));
    }
    return parts.join(', ');
  };
}

/** One bonus: the active one with its bar, max bet, expiry, contributions and Forfeit; the others in brief. */
export function ActivationCard({ activation, onForfeit }: { activation: ActivationView; onForfeit?: () => void }) {
  const t = useTranslations('profile.bonuses');
  const locale = useLocale();
  const contributionsText = useContributionsText();
  const when = usePlayerDateTime();
  const money = (amount: number) => formatMoney(amount, activation.currency, locale);
  const active = activation.status === 'active';
  const wagered = t('wagered', { wagered: money(activation.wagered), required: money(activation.wager_required) });
  return (
    <li className={styles.card} data-active={active ? '' : undefined} aria-label={activation.name}>
      <div className={styles.cardHead}>
        <h4 className={styles.cardTitle}>{activation.name}</h4>
        <Badge tone={TONES[activation.status]}>{t(`status.${activation.status}`)}</Badge>
      </div>
      <p className={styles.amount}>{t('amount', { amount: money(activation.amount) })}</p>
      {active && (
        <>
          <BonusProgress progress={activation.progress} label={t('progressLabel', { name: activation.name })} valueText={wagered} />
          <p className={styles.muted}>{wagered}</p>
        </>
      )}
      {(active || activation.status === 'waiting') && (
        <dl className={styles.facts}>
          {activation.status === 'waiting' && (
            <div>
              <dt>{t('toWager')}</dt>
              <dd>{money(activation.wager_required)}</dd>
            </div>
          )}
          <div>
            <dt>{t('maxBet')}</dt>
            <dd>{money(activation.max_bet)}</dd>
          </div>
          {activation.expires_at && (
            <div>
              <dt>{t('expires')}</dt>
              <dd>
                <time dateTime={activation.expires_at}>{when(activation.expires_at)}</time>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('contributions')}</dt>
            <dd>{contributionsText(activation.contributions)}</dd>
          </div>
        </dl>
      )}
      {activation.status === 'waiting' && <p className={styles.muted}>{t('queuedNote')}</p>}
      {!active && activation.status !== 'waiting' && (
        <p className={styles.muted}>
          {activation.settled !== null &&
            t(`settled.${activation.status === 'wagered' ? 'converted' : 'removed'}`, { amount: money(activation.settled) })}
          {activation.settled !== null && activation.finished_at && ' · '}
          {activation.finished_at && <time dateTime={activation.finished_at}>{when(activation.finished_at)}</time>}
        </p>
      )}
      {active && onForfeit && (
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onForfeit}>
            {t('forfeit')}
          </Button>
        </div>
      )}
    </li>
  );
}
