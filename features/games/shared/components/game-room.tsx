'use client';

import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';
import type { MessageTree } from '@/i18n/client-intl';
import { PlayerProvider } from '../hooks/player-context';
import { BetFeeds } from './bet-feeds';
import { GamesIntl } from './games-intl';
import { PlayBar } from './play-bar';
import { SeedsPanel } from './seeds-panel';
import { VerifyModal } from './verify-modal';
import styles from './game-screen.module.css';

/**
 * Everything around a game's table: the play bar (demo or real, balance, sound), the table itself (children), the
 * bet feeds, the seeds and the verify modal, with the browser-side translations and query client they share.
 * A guest's play-money session is made by their first bet, not by opening the page.
 */
export function GameRoom({ game, messages, label, children }: { game: string; messages: MessageTree; label: string; children: ReactNode }) {
  return (
    <GamesIntl messages={messages}>
      <QueryProvider>
        <PlayerProvider demoSession="lazy">
          <section className={styles.room} aria-label={label}>
            <PlayBar />
            {children}
            <SeedsPanel />
            <BetFeeds game={game} />
          </section>
          <VerifyModal />
        </PlayerProvider>
      </QueryProvider>
    </GamesIntl>
  );
}
