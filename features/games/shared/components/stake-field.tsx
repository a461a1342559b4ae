'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { controlClass } from '@/components/ui/field-shell';
import type { BetLimit } from '@/lib/bet-limits';
import { CURRENCY_SYMBOLS, type Currency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';
import { amountInputOf, parseAmountInput } from '@/lib/amount-input';
import { applyStakeAction, describeStakeProblem, STAKE_ACTIONS } from '../lib/stake';
import styles from './game-screen.module.css';

interface StakeFieldProps {
  text: string;
  onTextChange: (text: string) => void;
  currency: Currency;
  locale: string;
  limit: BetLimit;
  balanceMinor: number | null;
  disabled?: boolean;
  /** Shown after a bet was tried: the problem stays quiet while the player is still typing. */
  showProblem?: boolean;
  label?: string;
}

/** The stake: the currency's sign before the digits, ½ / 2× / min / max, the limits as a hint, the problem as an error. */
export function StakeField({
  text,
  onTextChange,
  currency,
  locale,
  limit,
  balanceMinor,
  disabled,
  showProblem = true,
  label,
}: StakeFieldProps) {
  const t = useTranslations('games.play.stake');
  const id = useId();
  const minor = parseAmountInput(text, currency, locale);
  const problem = describeStakeProblem(minor, limit, balanceMinor);
  const money = (value: number) => formatMinor(value, currency, locale, { dropZeroFraction: true });
  const error =
    showProblem && problem && text !== '' ? t(`problems.${problem}`, { min: money(limit.minMinor), max: money(limit.maxMinor) }) : null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.stake}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label ?? t('label')}
      </label>
      <div className={styles.stakeRow}>
        <span className={styles.currencySign} aria-hidden="true">
          {CURRENCY_SYMBOLS[currency]}
        </span>
        <input
          id={id}
          className={`${controlClass} ${styles.stakeInput}`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => onTextChange(event.target.value)}
        />
      </div>
      <div className={styles.stakeButtons} role="group" aria-label={t('quick')}>
        {STAKE_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className={styles.chip}
            disabled={disabled}
            aria-label={t(`actions.${action}Label`)}
            onClick={() => onTextChange(amountInputOf(applyStakeAction(action, minor, limit, balanceMinor), currency, locale))}
          >
            {t(`actions.${action}`)}
          </button>
        ))}
      </div>
      <small id={hintId} className={styles.hint}>
        {t('limits', { min: money(limit.minMinor), max: money(limit.maxMinor) })}
      </small>
      {error && (
        <small id={errorId} className={styles.error}>
          {error}
        </small>
      )}
    </div>
  );
}
