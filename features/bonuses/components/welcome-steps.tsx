import { useLocale, useTranslations } from 'next-intl';
import type { ActivationView, WelcomeStep } from '@/lib/bonuses/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatMoney } from '../lib/format';
import styles from './welcome-steps.module.css';

type StepState = 'done' | 'wagering' | 'queued' | 'ended';

const STATE_OF: Record<ActivationView['status'], StepState> = {
  wagered: 'done',
  active: 'wagering',
  waiting: 'queued',
  expired: 'ended',
  forfeited: 'ended',
  cancelled: 'ended',
};
const TONE_OF: Record<StepState, BadgeTone> = { done: 'success', wagering: 'accent', queued: 'neutral', ended: 'danger' };

/** A player's state on each step: the newest activation whose code is welcome-N (the list comes newest first). */
export function welcomeProgress(activations: readonly ActivationView[]): Map<number, StepState> {
  const states = new Map<number, StepState>();
  for (const activation of activations) {
    const match = /^welcome-(\d+)$/.exec(activation.code);
    if (match && !states.has(Number(match[1]))) states.set(Number(match[1]), STATE_OF[activation.status]);
  }
  return states;
}

/**
 * The welcome pack's steps with their real terms (GET /api/v3/welcome-pack/get-welcome-packs-guest) in `currency`; for
 * a signed-in player (`activations` given) also how far they are. Renders on the server and in tests alike.
 */
export function WelcomeSteps({
  steps,
  currency,
  activations,
  labelledBy,
}: {
  steps: readonly WelcomeStep[];
  currency: string;
  activations: readonly ActivationView[] | null;
  labelledBy: string;
}) {
  const t = useTranslations('welcomePack');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const progress = activations ? welcomeProgress(activations) : null;
  const done = progress ? steps.filter((step) => progress.get(step.deposit_number) === 'done').length : 0;
  return (
    <>
      {progress && (
        <p className={styles.summary} role="status">
          {t('progress.summary', { done, total: steps.length })}
        </p>
      )}
      <ol className={styles.grid} role="list" aria-labelledby={labelledBy}>
        {steps.map((step, index) => {
          const state = progress?.get(step.deposit_number);
          return (
            <Card as="li" key={step.deposit_number} className={styles.step} data-featured={index === 0 ? '' : undefined}>
              <div className={styles.badges}>
                <Badge tone={index === 0 ? 'gold' : 'neutral'}>{t('stepNumber', { number: step.deposit_number })}</Badge>
                {progress && <Badge tone={state ? TONE_OF[state] : 'neutral'}>{t(`progress.${state ?? 'open'}`)}</Badge>}
              </div>
              <h3 className={styles.name}>{step.name}</h3>
              <p className={styles.headline}>{t('headline', { percent: percent.format(step.percent / 100), cap: money(step.cap) })}</p>
              <dl className={styles.terms}>
                <div>
                  <dt>{t('term.minDeposit')}</dt>
                  <dd>{money(step.min_deposit)}</dd>
                </div>
                <div>
                  <dt>{t('term.wagering')}</dt>
                  <dd>{t(`term.wageringOf.${step.wagering_base}`, { times: step.wagering_multiplier })}</dd>
                </div>
                <div>
                  <dt>{t('term.maxBet')}</dt>
                  <dd>{money(step.max_bet)}</dd>
                </div>
                <div>
                  <dt>{t('term.toWager')}</dt>
                  <dd>{t('term.days', { days: step.expires_in_days })}</dd>
                </div>
                <div>
                  <dt>{t('term.open')}</dt>
                  <dd>
                    {step.days_after_registration === null
                      ? t('term.openAlways')
                      : t('term.openDays', { days: step.days_after_registration })}
                  </dd>
                </div>
              </dl>
            </Card>
          );
        })}
      </ol>
    </>
  );
}
