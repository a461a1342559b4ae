'use client';

import { useBetOutcomeText } from '@/components/use-bet-outcome-text';
import { betOutcomeOf } from '@/lib/bet-outcome';
import { useTranslations } from 'next-intl';
import { formatMinor } from '@/lib/money-format';
import type { PlayMode } from '../../shared/hooks/use-player';
import { usePlayerContext } from '../../shared/hooks/player-context';
import type { RouletteBet, RouletteRound } from '../lib/roulette-wire';
import styles from './roulette.module.css';

interface MyRouletteBetsProps {
  round: RouletteRound | null;
  myBets: readonly RouletteBet[];
  open: boolean;
  ready: boolean;
  mode: PlayMode | null;
}

/** Under the board: what the player has on the wheel this round, what it paid once it stopped, or why bets wait. */
export function MyRouletteBets({ round, myBets, open, ready, mode }: MyRouletteBetsProps) {
  const t = useTranslations('games.play.roulette');
  const { currency, locale } = usePlayerContext();
  const outcomeWords = useBetOutcomeText();
  const money = (minor: number) => formatMinor(minor, currency, locale);
  const settled = round?.phase === 'settled';
  const wonMinor = myBets.reduce((sum, bet) => sum + (bet.payoutMinor ?? 0), 0);
  const list = myBets.map((bet) => t('stakeOn', { stake: money(bet.amountMinor), color: t(`colors.${bet.color}`) })).join(', ');
  let text: string;
  let state = 'info';
  if (myBets.length > 0 && settled) {
    const stakedMinor = myBets.reduce((sum, bet) => sum + bet.amountMinor, 0);
    state = betOutcomeOf(stakedMinor, wonMinor);
    const net = `+${money(wonMinor - stakedMinor)}`;
    if (state === 'won') text = t('state.won', { payout: money(wonMinor), net });
    else if (wonMinor > 0) text = outcomeWords.sentence({ amountMinor: stakedMinor, payoutMinor: wonMinor, currency }, locale);
    else text = t('state.lost', { bets: list });
  } else if (myBets.length > 0) text = t('state.placed', { bets: list });
  else if (!ready) text = mode === null ? t('state.loading') : t('state.connecting');
  else if (open) text = t('state.pick');
  else text = t('state.closed');
  return (
    <p className={styles.myBets} data-state={state} aria-live="off">
      {text}
    </p>
  );
}
