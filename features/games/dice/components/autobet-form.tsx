'use client';

import { useLocale, useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/text-field';
import { Segmented } from '@/components/ui/segmented';
import type { Currency } from '@/lib/currencies';
import { parseAmountInput } from '@/lib/amount-input';
import { AUTOBET_MAX_BETS, AUTOBET_MAX_PERCENT, isAutobetConfig, type AutobetConfig, type StakeChange } from '../lib/autobet';
import styles from './dice.module.css';

/** The autobet form's texts as typed; turned into rules by autobetConfigOf. */
export interface AutobetTexts {
  bets: string;
  onWin: StakeChange['mode'];
  onWinPercent: string;
  onLoss: StakeChange['mode'];
  onLossPercent: string;
  stopProfit: string;
  stopLoss: string;
}

export const DEFAULT_AUTOBET: AutobetTexts = {
  bets: '10',
  onWin: 'reset',
  onWinPercent: '0',
  onLoss: 'reset',
  onLossPercent: '0',
  stopProfit: '',
  stopLoss: '',
};

const parseWhole = (text: string, empty = 0): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return empty;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
};
const parsePercent = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
};
const parseMoney = (text: string, currency: Currency, localeTag: string): number | null =>
  text.trim() === '' ? 0 : parseAmountInput(text, currency, localeTag);

/** The rules of a run, or null when a field holds no valid value (the form says which). */
export function autobetConfigOf(texts: AutobetTexts, baseStakeMinor: number, currency: Currency, localeTag: string): AutobetConfig | null {
  const bets = parseWhole(texts.bets);
  const winPercent = parsePercent(texts.onWinPercent);
  const lossPercent = parsePercent(texts.onLossPercent);
  const stopProfit = parseMoney(texts.stopProfit, currency, localeTag);
  const stopLoss = parseMoney(texts.stopLoss, currency, localeTag);
  if (bets === null || winPercent === null || lossPercent === null || stopProfit === null || stopLoss === null) return null;
  const config: AutobetConfig = {
    baseStakeMinor,
    bets,
    stopOnProfitMinor: stopProfit,
    stopOnLossMinor: stopLoss,
    onWin: { mode: texts.onWin, percent: winPercent },
    onLoss: { mode: texts.onLoss, percent: lossPercent },
  };
  return isAutobetConfig(config) ? config : null;
}

export function AutobetForm({
  texts,
  onChange,
  disabled,
  currency,
}: {
  texts: AutobetTexts;
  onChange: (texts: AutobetTexts) => void;
  disabled: boolean;
  currency: Currency;
}) {
  const t = useTranslations('games.play.autobet');
  const locale = useLocale();
  const set = (patch: Partial<AutobetTexts>) => onChange({ ...texts, ...patch });
  const bets = parseWhole(texts.bets);
  const percentError = (text: string) => {
    const value = parsePercent(text);
    return value === null || value > AUTOBET_MAX_PERCENT ? t('percentInvalid', { max: AUTOBET_MAX_PERCENT }) : undefined;
  };
  return (
    <fieldset className={styles.autobet} disabled={disabled}>
      <legend className="visually-hidden">{t('legend')}</legend>
      <TextField
        label={t('bets')}
        hint={bets === null || bets > AUTOBET_MAX_BETS ? undefined : t('betsHint', { count: bets })}
        inputMode="numeric"
        value={texts.bets}
        error={bets === null || bets > AUTOBET_MAX_BETS ? t('betsInvalid', { max: AUTOBET_MAX_BETS }) : undefined}
        onChange={(event) => set({ bets: event.target.value })}
      />
      {(['onWin', 'onLoss'] as const).map((side) => {
        const percentKey = side === 'onWin' ? 'onWinPercent' : 'onLossPercent';
        return (
          <div key={side} className={styles.changeRow}>
            <Segmented
              label={t(side)}
              value={texts[side]}
              onChange={(mode) => set({ [side]: mode })}
              options={[
                { value: 'reset', label: t('reset') },
                { value: 'increase', label: t('increase') },
              ]}
            />
            {texts[side] === 'increase' && (
              <TextField
                label={t(percentKey)}
                inputMode="decimal"
                value={texts[percentKey]}
                error={percentError(texts[percentKey])}
                onChange={(event) => set({ [percentKey]: event.target.value })}
              />
            )}
          </div>
        );
      })}
      <div className={styles.stopRow}>
        <TextField
          label={t('stopProfit')}
          hint={t('stopHint')}
          inputMode="decimal"
          value={texts.stopProfit}
          error={parseMoney(texts.stopProfit, currency, locale) === null ? t('moneyInvalid') : undefined}
          onChange={(event) => set({ stopProfit: event.target.value })}
        />
        <TextField
          label={t('stopLoss')}
          hint={t('stopHint')}
          inputMode="decimal"
          value={texts.stopLoss}
          error={parseMoney(texts.stopLoss, currency, locale) === null ? t('moneyInvalid') : undefined}
          onChange={(event) => set({ stopLoss: event.target.value })}
        />
      </div>
    </fieldset>
  );
}
