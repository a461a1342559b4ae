'use client';

import { useBetOutcomeText } from '@/components/use-bet-outcome-text';
import { betOutcomeOf } from '@/lib/bet-outcome';
import { useTranslations } from 'next-intl';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { Room } from '@/lib/bet-limits';
import { ROOMS_COMMISSION_BP, roomStakeLimit } from '@/lib/fairness/rooms';
import { formatMinor, formatNumber } from '@/lib/money-format';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { useStakeEntry } from '../../shared/hooks/use-stake-entry';
import { playGameSound } from '../../shared/stores/game-settings';
import { ConnectionBadge } from '../../live/components/connection-badge';
import { LiveAnnouncement } from '../../live/components/live-announcement';
import { LiveBetNotices } from '../../live/components/live-bet-notices';
import { useReducedMotion } from '../../live/hooks/use-reduced-motion';
import { useLiveState } from '../../live/hooks/use-live-state';
import { useReplaceRefusedDemo } from '../../live/hooks/use-replace-refused-demo';
import type { LiveLink } from '../../live/lib/live-link';
import { useRoomBet } from '../hooks/use-room-bet';
import { participantsOf, stripOf, WHOLE_BP } from '../lib/room-participants';
import { currentRoundEntry, ROOMS_REDUCER, WINDOW_MS } from '../lib/room-view';
import { instanceKey, playsDemoCopy, shownPotMinor, shownResult, ticketOrder, type RoomsEffect } from '../lib/rooms-state';
import type { RoomHistoryEntry, RoomResult } from '../lib/rooms-wire';
import { RoomHistory } from './room-history';
import { RoomPanel } from './room-panel';
import { RoomParticipants } from './room-participants';
import { RoomStage } from './room-stage';
import { RoomVerifyModal } from './room-verify-modal';
import shared from '../../shared/components/game-screen.module.css';
import styles from './rooms.module.css';

/** A room: its pot in the player's currency, the players and their chances, the window, the draw, the last winners. */
export function RoomGame({ link, room }: { link: LiveLink; room: Room }) {
  const t = useTranslations('games.play.rooms');
  const live = useTranslations('games.play.live');
  const player = usePlayerContext();
  const stake = useStakeEntry(roomStakeLimit(room, player.currency));
  const reducedMotion = useReducedMotion();
  const [announcement, setAnnouncement] = useState('');
  const [verifying, setVerifying] = useState<RoomHistoryEntry | null>(null);
  const [spinRound, setSpinRound] = useState<string | null>(null);
  const [landedRound, setLandedRound] = useState<string | null>(null);
  /** A result heard live, announced when the strip stops on it. */
  const heard = useRef<RoomResult | null>(null);
  const money = (minor: number) => formatMinor(minor, player.currency, player.locale);
  const formatChance = (bp: number) =>
    formatNumber(bp / WHOLE_BP, player.locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const roomName = t(`names.${room}`);

  // The bet hook needs the live hook's `update`, which needs this handler: the handler reaches what is declared after
  // it through a ref set at each commit (socket events arrive only after the first one).
  const later = useRef<{ bet: ReturnType<typeof useRoomBet>; announce: (drawn: RoomResult) => void; stateRef: typeof stateRef } | null>(
    null,
  );
  const onEffect = (effect: RoomsEffect) => {
    if (effect.kind === 'balance') return later.current?.bet.applyPushedBalance(effect.balance);
    if (effect.room !== room || effect.currency !== player.currency) return;
    if (effect.kind === 'betting') setAnnouncement(t('announce.betting', { seconds: WINDOW_MS / 1000 }));
    else if (effect.kind === 'drawn') {
      heard.current = effect.result;
      if (effect.result.ticket === null) later.current?.announce(effect.result);
      else if (!reducedMotion && later.current)
        setSpinRound(later.current.stateRef.current.instances[instanceKey(room, player.currency)]?.round?.id ?? null);
    }
  };

  const { state, stateRef, update } = useLiveState(link.socket, ROOMS_REDUCER, onEffect);
  const bet = useRoomBet(link, room, update, (placed) => setAnnouncement(t('announce.placed', { stake: money(placed.amountMinor) })));

  useReplaceRefusedDemo(link.auth);

  const instance = state.instances[instanceKey(room, player.currency)] ?? null;
  const round = instance?.round ?? null;
  const withDemo = instance ? playsDemoCopy(instance) : false;
  const result = instance ? shownResult(instance) : null;
  const myIds = new Set(instance?.myBets.map((item) => item.id) ?? []);
  const ordered = ticketOrder(round, withDemo);
  const participants = participantsOf(ordered, myIds);
  const me = participants.find((participant) => participant.mine) ?? null;
  const landed = result !== null && (result.ticket === null || landedRound === round?.id);

  const outcomeWords = useBetOutcomeText();

  function announce(drawn: RoomResult) {
    heard.current = null;
    const mine = drawn.winner !== null && myIds.has(drawn.winner.betId);
    if (drawn.refunded) setAnnouncement(t('refunded'));
    else if (mine && me && betOutcomeOf(me.stakeMinor, drawn.payoutMinor) !== 'won')
      setAnnouncement(
        outcomeWords.sentence({ amountMinor: me.stakeMinor, payoutMinor: drawn.payoutMinor, currency: player.currency }, player.locale),
      );
    else if (mine) setAnnouncement(t('youWon', { payout: money(drawn.payoutMinor) }));
    else {
      const name = drawn.winner && !drawn.winner.hidden && drawn.winner.name ? drawn.winner.name : t('hidden');
      setAnnouncement(t('won', { name, payout: money(drawn.payoutMinor) }) + (me ? ` ${t('announce.lost')}` : ''));
    }
    if (me) playGameSound(mine || drawn.refunded ? 'win' : 'lose');
    else playGameSound('reveal');
  }
  useLayoutEffect(() => {
    later.current = { bet, announce, stateRef };
  });

  const onLanded = () => {
    setLandedRound(round?.id ?? null);
    if (heard.current) announce(heard.current);
  };

  const socket = link.socket;
  const serverNow = useCallback(() => socket?.serverNow() ?? Date.now(), [socket]);
  const open =
    bet.ready && round !== null && round.phase !== 'drawn' && (round.bettingEndsAt === null || round.bettingEndsAt > serverNow());
  const addStake = () => {
    const amountMinor = stake.stakeToBet();
    if (amountMinor !== null && open) void bet.addStake(amountMinor);
  };
  const check = () => {
    const entry = instance ? currentRoundEntry(instance) : null;
    if (entry) setVerifying(entry);
  };
  const commissionPercent = formatNumber(ROOMS_COMMISSION_BP / WHOLE_BP, player.locale, { style: 'percent' });

  return (
    <>
      <div className={`${shared.table} ${styles.tableRoom}`} data-room={room}>
        <RoomPanel
          roomName={roomName}
          stake={stake}
          phase={round?.phase ?? null}
          open={open}
          pending={bet.pending}
          me={me}
          formatChance={formatChance}
          commissionPercent={commissionPercent}
          onStake={addStake}
        >
          <LiveBetNotices failure={bet.failure} namespace="games.play.rooms.errors" auth={link.auth} />
        </RoomPanel>
        <div className={`${shared.area} ${styles.area}`}>
          <div className={styles.areaHead}>
            <h2 className={styles.roomTitle}>
              <span className={styles.roomDot} aria-hidden="true" />
              {roomName}
              <span className={styles.minStake}>{t('minStake', { stake: money(stake.limit.minMinor) })}</span>
            </h2>
            <ConnectionBadge connection={link.connection} onRetry={() => socket?.retryNow()} />
          </div>
          <RoomStage
            round={round}
            result={result}
            potMinor={instance ? shownPotMinor(instance) : 0}
            players={participants.length}
            currency={player.currency}
            locale={player.locale}
            segments={stripOf(ordered, participants, myIds)}
            participants={participants}
            spin={spinRound !== null && spinRound === round?.id}
            landed={landed}
            windowMs={WINDOW_MS}
            serverNow={serverNow}
            formatChance={formatChance}
            onLanded={onLanded}
            onCheck={check}
            waiting={link.connection === 'online' ? t('phase.none') : live(`connection.${link.connection}`)}
            stale={link.connection === 'online' || !round ? null : live(`connection.${link.connection}`)}
          />
          <LiveAnnouncement text={announcement} />
        </div>
      </div>
      <div className={styles.below}>
        <RoomParticipants
          participants={participants}
          currency={player.currency}
          locale={player.locale}
          formatChance={formatChance}
          winnerBetId={landed ? (result?.winner?.betId ?? null) : null}
        />
        <RoomHistory history={instance?.history ?? []} currency={player.currency} locale={player.locale} onVerify={setVerifying} />
      </div>
      <RoomVerifyModal entry={verifying} room={room} currency={player.currency} locale={player.locale} onClose={() => setVerifying(null)} />
    </>
  );
}
