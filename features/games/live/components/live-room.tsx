'use client';

import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';
import type { MessageTree } from '@/i18n/client-intl';
import { GamesIntl } from '../../shared/components/games-intl';
import { PlayBar } from '../../shared/components/play-bar';
import { PlayerProvider } from '../../shared/hooks/player-context';
import styles from '../../shared/components/game-screen.module.css';

/**
 * A live game's room: the play bar (demo or real money, balance, sound) above the table the page connects (children),
 * with the translations, the query client and the player they share. `bar: false` leaves the play bar out (a list
 * of rooms shows the pots, nobody plays there).
 */
export function LiveRoom({
  messages,
  label,
  bar = true,
  children,
}: {
  messages: MessageTree;
  label: string;
  bar?: boolean;
  children: ReactNode;
}) {
  return (
    <GamesIntl messages={messages}>
      <QueryProvider>
        <PlayerProvider>
          <section className={styles.room} aria-label={label}>
            {bar && <PlayBar />}
            {children}
          </section>
        </PlayerProvider>
      </QueryProvider>
    </GamesIntl>
  );
}
