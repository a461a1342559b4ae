'use client';

import { useTranslations } from 'next-intl';
import { betOutcomeOf, type BetOutcome } from '@/lib/bet-outcome';
import type { Currency } from '@/lib/currencies';
import { formatMinor } from '@/lib/money-format';

/** A settled bet's money as the games and the histories hold it. */
export interface SettledAmounts {
  amountMinor: number;
  payoutMinor: number;
  currency: Currency;
}

/**
 * The words every game and history uses for a settled bet's money, by the one rule of lib/bet-outcome: a win with its
 * profit, a push, a loss with what came back ("Returned ₽30.00 of ₽100.00: a loss of ₽70.00"), or the lost stake.
 */
export function useBetOutcomeText() {
  const t = useTranslations('betOutcome');
  const sentence = ({ amountMinor: stakeMinor, payoutMinor, currency }: SettledAmounts, locale: string): string => {
    const money = (minor: number) => formatMinor(minor, currency, locale);
    const amounts = { stake: money(stakeMinor), payout: money(payoutMinor) };
    const outcome = betOutcomeOf(stakeMinor, payoutMinor);
    if (outcome === 'won') return t('sentence.won', { ...amounts, profit: money(payoutMinor - stakeMinor) });
    if (outcome === 'push') return t('sentence.push', amounts);
    if (payoutMinor > 0) return t('sentence.partial', { ...amounts, loss: money(stakeMinor - payoutMinor) });
    return t('sentence.lost', amounts);
  };
  const label = (outcome: BetOutcome): string => t(`label.${outcome}`);
  return { sentence, label };
}
