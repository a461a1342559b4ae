'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/hooks';
import type { DiceBet } from '@/lib/fairness/dice';
import { CommitField } from '../../shared/components/commit-field';
import {
  deriveDiceFields,
  flipDirection,
  formatMultiplierField,
  parseCenti,
  parseMultiplier,
  setChance,
  setMultiplier,
  setTarget,
} from '../lib/dice-fields';
import { formatCenti } from '@/lib/money-format';
import styles from './dice.module.css';

/** The target with the over / under switch, the multiplier and the win chance: type into any, the others follow. */
export function DiceFieldsRow({ bet, onBetChange, disabled }: { bet: DiceBet; onBetChange: (bet: DiceBet) => void; disabled: boolean }) {
  const t = useTranslations('games.play.dice');
  const locale = useLocale();
  const fields = deriveDiceFields(bet);
  const direction = t(bet.direction === 'under' ? 'under' : 'over');
  const commit = (parse: (text: string) => number | null, apply: (value: number) => DiceBet) => (text: string) => {
    const value = parse(text);
    if (value === null) return false;
    onBetChange(apply(value));
    return true;
  };
  return (
    <div className={styles.fields}>
      <div className={styles.targetField}>
        <CommitField
          label={t(bet.direction === 'under' ? 'targetUnder' : 'targetOver')}
          display={formatCenti(fields.targetCenti, locale)}
          disabled={disabled}
          onCommit={commit(parseCenti, (value) => setTarget(bet, value))}
        />
        {/* The name starts with the visible word (WCAG 2.5.3, label in name) and says what a press does. */}
        <button
          type="button"
          className={styles.flip}
          disabled={disabled}
          onClick={() => onBetChange(flipDirection(bet))}
          aria-label={t('flip', { direction })}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M7 7h11l-3-3M17 17H6l3 3"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{direction}</span>
        </button>
      </div>
      <CommitField
        label={t('multiplier')}
        display={formatMultiplierField(fields.multiplierBp, locale)}
        suffix="×"
        disabled={disabled}
        onCommit={commit(parseMultiplier, (value) => setMultiplier(bet, value))}
      />
      <CommitField
        label={t('chance')}
        display={formatCenti(fields.chanceCenti, locale)}
        suffix="%"
        disabled={disabled}
        onCommit={commit(parseCenti, (value) => setChance(bet, value))}
      />
    </div>
  );
}
