'use client';

import { useTranslations } from 'next-intl';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Room } from '@/lib/bet-limits';
import { roomStakeLimit } from '@/lib/fairness/rooms';
import { formatMinor } from '@/lib/money-format';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { ConnectionBadge } from '../../live/components/connection-badge';
import { Countdown } from '../../live/components/countdown';
import { useLiveState } from '../../live/hooks/use-live-state';
import type { LiveLink } from '../../live/lib/live-link';
import { participantsOf } from '../lib/room-participants';
import { ROOMS_REDUCER, WINDOW_MS } from '../lib/room-view';
import { instanceKey, playsDemoCopy, shownPotMinor, shownResult, ticketOrder, type RoomsState } from '../lib/rooms-state';
import styles from './rooms.module.css';

const LobbyContext = createContext<{ state: RoomsState; link: LiveLink; serverNow: () => number } | null>(null);

/** The rooms' live state for the list of rooms: one socket joined to `rooms`, read by each room's card. */
export function RoomsLobbyProvider({ link, children }: { link: LiveLink; children: ReactNode }) {
  const { state } = useLiveState(link.socket, ROOMS_REDUCER, () => {});
  const socket = link.socket;
  const serverNow = useCallback(() => socket?.serverNow() ?? Date.now(), [socket]);
  return <LobbyContext value={{ state, link, serverNow }}>{children}</LobbyContext>;
}

function useLobby() {
  const lobby = useContext(LobbyContext);
  if (!lobby) throw new Error('useLobby: no RoomsLobbyProvider above this component');
  return lobby;
}

/** The socket's state above the list (live, reconnecting, offline with a retry). */
export function RoomsLiveBadge() {
  const { link } = useLobby();
  return <ConnectionBadge connection={link.connection} onRetry={() => link.socket?.retryNow()} />;
}

/** A room's card figures in the player's currency: the pot now, the players, the window, the minimum stake. */
export function RoomCardFigures({ room }: { room: Room }) {
  const t = useTranslations('games.play.rooms');
  const { state, serverNow } = useLobby();
  const player = usePlayerContext();
  const instance = state.instances[instanceKey(room, player.currency)] ?? null;
  const round = instance?.round ?? null;
  const players = instance
    ? participantsOf(ticketOrder(round, playsDemoCopy(instance)), new Set(instance.myBets.map((bet) => bet.id))).length
    : 0;
  const money = (minor: number) => formatMinor(minor, player.currency, player.locale);
  return (
    <dl className={styles.cardFigures}>
      <div className={styles.cardPotBox}>
        <dt>{t('pot')}</dt>
        <dd className={styles.cardPot}>{instance ? money(shownResult(instance)?.potMinor ?? shownPotMinor(instance)) : '–'}</dd>
      </div>
      <div>
        <dt>{t('players')}</dt>
        <dd>{instance ? players : '–'}</dd>
      </div>
      <div>
        <dt>{t('status')}</dt>
        <dd>
          {round?.phase === 'betting' ? (
            <>
              <span className="visually-hidden">{t('phase.betting')}</span>
              <Countdown
                endsAtMs={round.bettingEndsAt}
                totalMs={WINDOW_MS}
                serverNow={serverNow}
                format={(seconds) => t('drawInSeconds', { seconds })}
              />
            </>
          ) : round?.phase === 'drawn' ? (
            t(instance && shownResult(instance)?.refunded ? 'phase.refunded' : 'phase.drawn')
          ) : round ? (
            t('phase.waitingShort')
          ) : (
            '–'
          )}
        </dd>
      </div>
      <div>
        <dt>{t('min')}</dt>
        <dd>{money(roomStakeLimit(room, player.currency).minMinor)}</dd>
      </div>
    </dl>
  );
}
