'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { getBetLimit } from '@/lib/bet-limits';
import { crash as crashGame } from '@/lib/games';
import { formatCenti, formatMinor } from '@/lib/money-format';
import { ConnectionBadge } from '../../live/components/connection-badge';
import { LiveAnnouncement } from '../../live/components/live-announcement';
import { LiveBetNotices } from '../../live/components/live-bet-notices';
import { useReplaceRefusedDemo } from '../../live/hooks/use-replace-refused-demo';
import type { LiveLink } from '../../live/lib/live-link';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { useHotkeys } from '../../shared/hooks/use-hotkeys';
import { useStakeEntry } from '../../shared/hooks/use-stake-entry';
import { playGameSound, useGameSettings } from '../../shared/stores/game-settings';
import { useCrashBet } from '../hooks/use-crash-bet';
import { useCrashRound } from '../hooks/use-crash-round';
import { parseAutoCashout } from '../lib/auto-cashout';
import { crashFrameAt } from '../lib/crash-frame';
import type { CrashEffect } from '../lib/crash-state';
import type { CrashBet, CrashHistoryEntry } from '../lib/crash-wire';
import { mainActionOf } from '../lib/main-action';
import { CrashBetPanel } from './crash-bet-panel';
import { CrashGraph } from './crash-graph';
import { CrashHistory } from './crash-history';
import { CrashHotkeysHelp } from './crash-hotkeys-help';
import { CrashPlayers } from './crash-players';
import { CrashVerifyModal } from './crash-verify-modal';
import shared from '../../shared/components/game-screen.module.css';
import styles from './crash.module.css';

/** Crash: the live graph, the bet panel, the round's players and the last crash points, over the realtime socket. */
export function CrashGame({ link }: { link: LiveLink }) {
  const t = useTranslations('games.play.crash');
  const live = useTranslations('games.play.live');
  const player = usePlayerContext();
  const stake = useStakeEntry(getBetLimit(player.currency, crashGame.limits));
  const [autoText, setAutoText] = useState('');
  const [autoTried, setAutoTried] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [verifying, setVerifying] = useState<CrashHistoryEntry | null>(null);
  const hotkeysOn = useGameSettings((state) => state.hotkeysOn);
  const announcedCashouts = useRef(new Set<string>());
  const money = (minor: number, currency = player.currency) => formatMinor(minor, currency, player.locale);

  const onMyCashout = (bet: CrashBet) => {
    if (announcedCashouts.current.has(bet.id)) return;
    announcedCashouts.current.add(bet.id);
    playGameSound('cashout');
    setAnnouncement(
      t('announce.cashedOut', {
        multiplier: formatCenti(bet.cashedOutCenti ?? 100, player.locale),
        payout: money(bet.payoutMinor ?? 0, bet.currency),
      }),
    );
  };

  // The bet hook needs the live hook's `update`, which needs this handler: the handler reaches what is declared after
  // it through a ref set at each commit (socket events arrive only after the first one).
  const betsRef = useRef<ReturnType<typeof useCrashBet> | null>(null);
  const onEffect = (effect: CrashEffect) => {
    if (effect.kind === 'betting') setAnnouncement(t('announce.betting'));
    else if (effect.kind === 'running') setAnnouncement(t('announce.running'));
    else if (effect.kind === 'cashedOut') onMyCashout(effect.bet);
    else if (effect.kind === 'crashed') {
      playGameSound('lose');
      const lost = effect.myBet && effect.myBet.cashedOutCenti === null;
      setAnnouncement(
        lost && effect.myBet
          ? t('announce.crashedLost', {
              multiplier: formatCenti(effect.crashCenti, player.locale),
              stake: money(effect.myBet.amountMinor, effect.myBet.currency),
            })
          : t('announce.crashed', { multiplier: formatCenti(effect.crashCenti, player.locale) }),
      );
    } else if (effect.kind === 'balance') betsRef.current?.applyPushedBalance(effect.balance);
  };

  const { state, stateRef, update } = useCrashRound(link.socket, onEffect);
  const bets = useCrashBet({
    link,
    state,
    update,
    onPlaced: (bet) => setAnnouncement(t('announce.placed', { stake: money(bet.amountMinor, bet.currency) })),
    onCancelled: () => setAnnouncement(t('announce.cancelled')),
    onCashedOut: onMyCashout,
    onQueued: () => setAnnouncement(t('announce.queued')),
  });
  useLayoutEffect(() => {
    betsRef.current = bets;
  });

  useReplaceRefusedDemo(link.auth);

  const socket = link.socket;
  const getFrame = useCallback(() => crashFrameAt(stateRef.current, socket?.serverNow() ?? Date.now(), Date.now()), [socket, stateRef]);
  const liveCenti = useCallback(() => getFrame().centi, [getFrame]);

  const auto = parseAutoCashout(autoText);
  const placeBet = () => {
    setAutoTried(true);
    const amountMinor = stake.stakeToBet();
    if (amountMinor === null || auto === 'invalid') return;
    bets.placeBet({ amountMinor, autoCashoutCenti: auto });
  };
  const action = mainActionOf(state.round?.phase ?? null, state.myBet, bets.queued !== null);
  // Space bets or cashes out; it never cancels (a second press must not undo the first).
  const onSpace = () => {
    if (bets.pending) return;
    if (action === 'cashout') void bets.cashOut();
    else if (action === 'bet' || action === 'betNext') placeBet();
  };
  useHotkeys(hotkeysOn, { ' ': onSpace });

  return (
    <>
      <div className={`${shared.table} ${styles.table}`}>
        <CrashBetPanel
          stake={stake}
          autoText={autoText}
          onAutoText={setAutoText}
          autoInvalid={autoTried && auto === 'invalid'}
          phase={state.round?.phase ?? null}
          myBet={state.myBet}
          queued={bets.queued}
          pending={bets.pending}
          liveCenti={liveCenti}
          onBet={placeBet}
          onCancel={() => void bets.cancel()}
          onCashOut={() => void bets.cashOut()}
        >
          <LiveBetNotices failure={bets.failure} namespace="games.play.crash.errors" auth={link.auth} />
        </CrashBetPanel>
        <div className={`${shared.area} ${styles.area}`}>
          <div className={styles.areaHead}>
            <CrashHistory history={state.history} onVerify={setVerifying} />
            <ConnectionBadge connection={link.connection} onRetry={() => socket?.retryNow()} />
          </div>
          <CrashGraph
            getFrame={getFrame}
            texts={{
              multiplier: (value) => t('multiplier', { value }),
              seconds: (value) => t('seconds', { value }),
              countdown: (seconds) => t('countdown', { seconds }),
              betting: t('phase.betting'),
              starting: t('phase.starting'),
              crashed: t('phase.crashed'),
              locale: player.locale,
              waiting: link.connection === 'online' ? t('phase.waiting') : live(`connection.${link.connection}`),
            }}
          />
          <LiveAnnouncement text={announcement} />
        </div>
      </div>
      <div className={styles.below}>
        <CrashPlayers round={state.round} myBetId={state.myBet?.id ?? null} locale={player.locale} />
        <CrashHotkeysHelp />
      </div>
      <CrashVerifyModal entry={verifying} history={state.history} onClose={() => setVerifying(null)} />
    </>
  );
}
