'use client';

import { controlClass } from '@/components/ui/field-shell';
import { amountInputOf } from '@/lib/amount-input';
import { getBetLimit } from '@/lib/bet-limits';
import { CURRENCY_SYMBOLS, type Currency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';
import shared from '../../shared/components/game-screen.module.css';
import { STAKE_ACTIONS } from '../../shared/lib/stake';
import styles from './dice.module.css';

/**
 * The dice stake field and the profit line as StakeField draws them, before the room's code has loaded: the label, the
 * sign, the starting stake, the quick buttons and the limits in the room's currency, at the real ones' places. The
 * limits are text (the first screen's largest, so its first paint counts as the page's); the label and the profit line
 * are drawn by CSS, so a text search finds them once, in the room.
 */
export function StakeSkeleton({ text, currency, locale }: { text: (key: string) => string; currency: Currency; locale: string }) {
  const limit = getBetLimit(currency, 'dice');
  const money = (minor: number) => formatMinor(minor, currency, locale, { dropZeroFraction: true });
  const limits = text('stake.limits').replace('{min}', money(limit.minMinor)).replace('{max}', money(limit.maxMinor));
  return (
    <>
      <div className={shared.stake}>
        <span className={`${shared.fieldLabel} ${styles.drawnText}`} data-text={text('stake.label')} />
        <div className={shared.stakeRow}>
          <span className={shared.currencySign}>{CURRENCY_SYMBOLS[currency]}</span>
          <div className={`${controlClass} ${shared.stakeInput}`}>{amountInputOf(limit.minMinor, currency, locale)}</div>
        </div>
        <div className={shared.stakeButtons}>
          {STAKE_ACTIONS.map((action) => (
            <span key={action} className={`${shared.chip} ${styles.chipSkeleton}`}>
              {text(`stake.actions.${action}`)}
            </span>
          ))}
        </div>
        <small className={shared.hint}>{limits}</small>
      </div>
      <p className={shared.output}>
        <span className={styles.drawnText} data-text={text('dice.profitOnWin')} /> <output>–</output>
      </p>
    </>
  );
}
