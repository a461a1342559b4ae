'use client';

import { useBetOutcomeText } from '@/components/use-bet-outcome-text';
import { betOutcomeOf } from '@/lib/bet-outcome';
import { useTranslations } from 'next-intl';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { getBetLimit } from '@/lib/bet-limits';
import { roulette as rouletteGame } from '@/lib/games';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { ROULETTE_PAYS_BP, rouletteStakeLimit, type RouletteColor } from '@/lib/fairness/roulette';
import { formatMinor } from '@/lib/money-format';
import { Notice } from '@/components/ui/notice';
import { BetPanel } from '../../shared/components/bet-panel';
import { PlayerStakeField } from '../../shared/components/player-stake-field';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { useStakeEntry } from '../../shared/hooks/use-stake-entry';
import { playGameSound } from '../../shared/stores/game-settings';
import { ConnectionBadge } from '../../live/components/connection-badge';
import { LiveAnnouncement } from '../../live/components/live-announcement';
import { LiveBetNotices } from '../../live/components/live-bet-notices';
import { useLiveState } from '../../live/hooks/use-live-state';
import { useReplaceRefusedDemo } from '../../live/hooks/use-replace-refused-demo';
import type { LiveLink } from '../../live/lib/live-link';
import { useRouletteConfig } from '../api/get-roulette-config';
import { useRouletteBet } from '../hooks/use-roulette-bet';
import { EMPTY_ROULETTE_STATE, reduceRoulette, totalsByColor, type RouletteEffect } from '../lib/roulette-state';
import { readRouletteEvent, type RouletteHistoryEntry } from '../lib/roulette-wire';
import { BETTING_MS, SPINNING_MS, wheelFrameAt } from '../lib/wheel-motion';
import { MyRouletteBets } from './my-roulette-bets';
import { RouletteBets } from './roulette-bets';
import { RouletteBoard } from './roulette-board';
import { RouletteHistory } from './roulette-history';
import { RouletteVerifyModal } from './roulette-verify-modal';
import { RouletteWheel } from './roulette-wheel';
import shared from '../../shared/components/game-screen.module.css';
import styles from './roulette.module.css';

const REDUCER = { initial: EMPTY_ROULETTE_STATE, read: readRouletteEvent, reduce: reduceRoulette };

/** Roulette: the wheel, the bet board (a stake on one or more colours), the round's bets, the last results, over the socket. */
export function RouletteGame({ link }: { link: LiveLink }) {
  const t = useTranslations('games.play.roulette');
  const live = useTranslations('games.play.live');
  const player = usePlayerContext();
  const stake = useStakeEntry(getBetLimit(player.currency, rouletteGame.limits));
  const config = useRouletteConfig(player.currency);
  const [announcement, setAnnouncement] = useState('');
  const outcomeWords = useBetOutcomeText();
  const [verifying, setVerifying] = useState<RouletteHistoryEntry | null>(null);
  const [colorLimit, setColorLimit] = useState<{ color: RouletteColor; min: string; max: string } | null>(null);
  const money = (minor: number) => formatMinor(minor, player.currency, player.locale);
  const colorName = (color: RouletteColor) => t(`colors.${color}`);

  // The bet hook needs the live hook's `update`, which needs this handler: the handler reaches what is declared after
  // it through a ref set at each commit (socket events arrive only after the first one).
  const betsRef = useRef<ReturnType<typeof useRouletteBet> | null>(null);
  const onEffect = (effect: RouletteEffect) => {
    if (effect.kind === 'betting') setAnnouncement(t('announce.betting'));
    else if (effect.kind === 'spinning') setAnnouncement(t('announce.spinning'));
    else if (effect.kind === 'balance') betsRef.current?.applyPushedBalance(effect.balance);
    else {
      const result = t('announce.result', {
        color: colorName(effect.color),
        multiplier: formatMultiplier(ROULETTE_PAYS_BP[effect.color], player.locale),
      });
      const wonMinor = effect.myBets.reduce((sum, bet) => sum + (bet.payoutMinor ?? 0), 0);
      const stakedMinor = effect.myBets.reduce((sum, bet) => sum + bet.amountMinor, 0);
      const outcome = betOutcomeOf(stakedMinor, wonMinor);
      if (effect.myBets.length === 0) playGameSound('reveal');
      else playGameSound(outcome === 'won' ? 'win' : 'lose');
      const partly = () =>
        outcomeWords.sentence({ amountMinor: stakedMinor, payoutMinor: wonMinor, currency: player.currency }, player.locale);
      const mine =
        effect.myBets.length === 0
          ? ''
          : outcome === 'won'
            ? t('announce.won', { payout: money(wonMinor) })
            : wonMinor > 0
              ? partly()
              : t('announce.lost');
      setAnnouncement(mine ? `${result} ${mine}` : result);
    }
  };

  const { state, stateRef, update } = useLiveState(link.socket, REDUCER, onEffect);
  const bets = useRouletteBet(link, update, (bet) =>
    setAnnouncement(t('announce.placed', { stake: money(bet.amountMinor), color: colorName(bet.color) })),
  );
  useLayoutEffect(() => {
    betsRef.current = bets;
  });

  useReplaceRefusedDemo(link.auth);

  const socket = link.socket;
  const serverNow = useCallback(() => socket?.serverNow() ?? Date.now(), [socket]);
  const spinningMs = config.data?.spinning_ms ?? SPINNING_MS;
  const bettingMs = config.data?.betting_ms ?? BETTING_MS;
  const getFrame = useCallback(
    (reducedMotion: boolean) => wheelFrameAt(stateRef.current, serverNow(), { spinningMs, reducedMotion }),
    [stateRef, serverNow, spinningMs],
  );

  const round = state.round;
  const open = bets.ready && round?.phase === 'betting';
  const totals = totalsByColor(round, state.myBets, player.currency);
  const stale = link.connection === 'online' || !round ? null : live(`connection.${link.connection}`);

  const placeBet = (color: RouletteColor) => {
    setColorLimit(null);
    const amountMinor = stake.stakeToBet();
    if (amountMinor === null || !open) return;
    const limit = rouletteStakeLimit(color, player.currency);
    if (amountMinor < limit.minMinor || amountMinor > limit.maxMinor) {
      setColorLimit({ color, min: money(limit.minMinor), max: money(limit.maxMinor) });
      return;
    }
    void bets.placeBet(color, amountMinor);
  };

  const gold = rouletteStakeLimit('gold', player.currency);
  const common = getBetLimit(player.currency, rouletteGame.limits);
  return (
    <>
      <div className={`${shared.table} ${styles.table}`}>
        <BetPanel label={t('panel')} onSubmit={() => undefined}>
          <PlayerStakeField stake={stake} disabled={false} />
          <RouletteBoard
            totals={totals}
            open={open}
            pending={bets.pending}
            winner={round?.phase === 'settled' ? round.color : null}
            onBet={placeBet}
            round={round}
            serverNow={serverNow}
            bettingMs={bettingMs}
            stale={stale}
          />
          {(gold.minMinor !== common.minMinor || gold.maxMinor !== common.maxMinor) && (
            <p className={shared.hint}>
              {gold.minMinor === gold.maxMinor
                ? t('goldFixed', { amount: money(gold.minMinor) })
                : t('goldLimits', { min: money(gold.minMinor), max: money(gold.maxMinor) })}
            </p>
          )}
          <MyRouletteBets round={round} myBets={state.myBets} open={open} ready={bets.ready} mode={player.mode} />
          {colorLimit && (
            <Notice tone="error" role="alert" className={shared.failure}>
              <p>
                {colorLimit.min === colorLimit.max
                  ? t('colorFixed', { color: colorName(colorLimit.color), amount: colorLimit.min })
                  : t('colorLimit', { color: colorName(colorLimit.color), min: colorLimit.min, max: colorLimit.max })}
              </p>
            </Notice>
          )}
          <LiveBetNotices failure={bets.failure} namespace="games.play.roulette.errors" auth={link.auth} />
        </BetPanel>
        <div className={`${shared.area} ${styles.area}`}>
          <div className={styles.areaHead}>
            <RouletteHistory history={state.history} onVerify={setVerifying} />
            <ConnectionBadge connection={link.connection} onRetry={() => socket?.retryNow()} />
          </div>
          <RouletteWheel
            getFrame={getFrame}
            round={round}
            serverNow={serverNow}
            bettingMs={bettingMs}
            waiting={link.connection === 'online' ? t('phase.waiting') : live(`connection.${link.connection}`)}
            stale={stale}
          />
          <LiveAnnouncement text={announcement} />
        </div>
      </div>
      <RouletteBets round={round} myBets={state.myBets} totals={totals} currency={player.currency} locale={player.locale} />
      <RouletteVerifyModal entry={verifying} history={state.history} onClose={() => setVerifying(null)} />
    </>
  );
}
