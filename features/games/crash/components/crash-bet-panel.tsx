'use client';

import { betOutcomeOf } from '@/lib/bet-outcome';
import { useTranslations } from 'next-intl';
import { useId, useLayoutEffect, useRef } from 'react';
import { controlClass } from '@/components/ui/field-shell';
import { Button } from '@/components/ui/button';
import { payoutMinor } from '@/lib/fairness/multiplier';
import { formatCenti, formatMinor } from '@/lib/money-format';
import { BetPanel } from '../../shared/components/bet-panel';
import { PlayerStakeField } from '../../shared/components/player-stake-field';
import { usePlayerContext } from '../../shared/hooks/player-context';
import type { StakeEntry } from '../../shared/hooks/use-stake-entry';
import type { BetOrder, CrashOp } from '../hooks/use-crash-bet';
import type { CrashBet, CrashPhase } from '../lib/crash-wire';
import { mainActionOf, myBetStateOf } from '../lib/main-action';
import shared from '../../shared/components/game-screen.module.css';
import styles from './crash.module.css';

interface CrashBetPanelProps {
  stake: StakeEntry;
  autoText: string;
  onAutoText: (text: string) => void;
  /** Shown once a bet was tried with a target the api would refuse. */
  autoInvalid: boolean;
  phase: CrashPhase | null;
  myBet: CrashBet | null;
  queued: BetOrder | null;
  pending: CrashOp | null;
  /** The multiplier now (hundredths), for the cash-out button's payout. */
  liveCenti: () => number;
  onBet: () => void;
  onCancel: () => void;
  onCashOut: () => void;
  children?: React.ReactNode;
}

/**
 * Stake x the multiplier now, redrawn every animation frame from the clock the curve is drawn with (getFrame), so the
 * figure a player taps is the graph's figure at that moment; written straight to the DOM, as the graph's number is.
 */
function CashOutButton({
  bet,
  liveCenti,
  loading,
  onCashOut,
}: {
  bet: CrashBet;
  liveCenti: () => number;
  loading: boolean;
  onCashOut: () => void;
}) {
  const t = useTranslations('games.play.crash');
  const player = usePlayerContext();
  const labelRef = useRef<HTMLSpanElement>(null);
  const multiplierRef = useRef<HTMLSpanElement>(null);
  const latest = useRef({ t, liveCenti, locale: player.locale });
  // Kept current after each commit (not during render), before any effect or frame reads it.
  useLayoutEffect(() => {
    latest.current = { t, liveCenti, locale: player.locale };
  });
  useLayoutEffect(() => {
    let shownCenti = -1;
    let frameId = 0;
    const draw = () => {
      const { t: translate, liveCenti: centiNow, locale } = latest.current;
      const centi = centiNow();
      if (centi !== shownCenti && labelRef.current && multiplierRef.current) {
        labelRef.current.textContent = translate('cashOut', {
          payout: formatMinor(payoutMinor(bet.amountMinor, centi * 100), bet.currency, locale),
        });
        multiplierRef.current.textContent = `${formatCenti(centi, locale)}×`;
        shownCenti = centi;
      }
      frameId = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frameId);
  }, [bet.amountMinor, bet.currency]);
  return (
    <Button type="button" variant="primary" size="lg" block className={styles.cashOut} loading={loading} onClick={onCashOut}>
      <span ref={labelRef} />
      <span ref={multiplierRef} className={styles.cashOutMultiplier} />
    </Button>
  );
}

/** The crash bet: stake, auto cash-out, and one button that bets, cancels or cashes out as the round goes. */
export function CrashBetPanel(props: CrashBetPanelProps) {
  const { stake, autoText, onAutoText, autoInvalid, phase, myBet, queued, pending, liveCenti, onBet, onCancel, onCashOut, children } =
    props;
  const t = useTranslations('games.play.crash');
  const player = usePlayerContext();
  const autoId = useId();
  const action = mainActionOf(phase, myBet, queued !== null);
  const betState = myBetStateOf(phase, myBet, queued !== null);
  const money = (minor: number) => formatMinor(minor, player.currency, player.locale);
  const locked = myBet !== null && betState !== 'won' && betState !== 'lost';
  const entryLocked = locked || queued !== null;

  return (
    <BetPanel label={t('panel')} onSubmit={() => (action === 'bet' || action === 'betNext' ? onBet() : undefined)}>
      <div className={styles.action}>
        {action === 'cashout' && myBet ? (
          <CashOutButton bet={myBet} liveCenti={liveCenti} loading={pending === 'cashout'} onCashOut={onCashOut} />
        ) : action === 'cancel' || action === 'cancelNext' ? (
          <Button type="button" variant="secondary" size="lg" block loading={pending === 'cancel'} onClick={onCancel}>
            {t(action === 'cancel' ? 'cancel' : 'cancelNext')}
          </Button>
        ) : (
          <Button
            type="submit"
            variant="primary"
            size="lg"
            block
            loading={pending === 'bet'}
            disabled={!player.ready && player.mode !== 'demo'}
          >
            {player.mode === null ? t('loading') : t(action === 'bet' ? 'bet' : 'betNext')}
          </Button>
        )}
        <p
          className={styles.betState}
          data-state={betState === 'won' && myBet ? betOutcomeOf(myBet.amountMinor, myBet.payoutMinor ?? 0) : betState}
          aria-live="polite"
        >
          {betState === 'queued' && queued && t('state.queued', { stake: money(queued.amountMinor) })}
          {betState === 'placed' &&
            myBet &&
            (myBet.autoCashoutCenti
              ? t('state.placedAuto', { stake: money(myBet.amountMinor), target: formatCenti(myBet.autoCashoutCenti, player.locale) })
              : t('state.placed', { stake: money(myBet.amountMinor) }))}
          {betState === 'inPlay' &&
            myBet &&
            (myBet.autoCashoutCenti
              ? t('state.inPlayAuto', { target: formatCenti(myBet.autoCashoutCenti, player.locale) })
              : t('state.inPlay'))}
          {betState === 'won' &&
            myBet &&
            t('state.won', { multiplier: formatCenti(myBet.cashedOutCenti ?? 100, player.locale), payout: money(myBet.payoutMinor ?? 0) })}
          {betState === 'lost' && myBet && t('state.lost', { stake: money(myBet.amountMinor) })}
        </p>
      </div>
      <div className={styles.fields}>
        <PlayerStakeField stake={stake} disabled={entryLocked} />
        <div className={shared.commitField}>
          <label className={shared.fieldLabel} htmlFor={autoId}>
            {t('autoCashout')}
          </label>
          <div className={shared.suffixRow}>
            <input
              id={autoId}
              className={controlClass}
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('autoOff')}
              value={autoText}
              disabled={entryLocked}
              aria-invalid={autoInvalid || undefined}
              aria-describedby={`${autoId}-hint`}
              onChange={(event) => onAutoText(event.target.value)}
            />
            <span className={shared.suffix} aria-hidden="true">
              ×
            </span>
          </div>
          <small id={`${autoId}-hint`} className={autoInvalid ? shared.error : shared.hint}>
            {autoInvalid ? t('autoInvalid') : t('autoHint')}
          </small>
        </div>
      </div>
      {children}
    </BetPanel>
  );
}
