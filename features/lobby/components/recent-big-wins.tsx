'use client';

import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { browserApiBaseUrl } from '@/lib/api/api-base-url';
import type { LobbyGame } from '@/lib/games-catalog';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { formatMinor } from '@/lib/money-format';
import { addBigWin, BIG_WINS_STREAM_PATH, toBigWin, type BigWin } from '../lib/big-win';
import styles from './recent-big-wins.module.css';

export interface RecentBigWinsText {
  title: string;
  /** Shown in place of the name of a player who hides their statistics. */
  hiddenPlayer: string;
  /** Each lobby game's name, for wins that arrive live. */
  gameNames: Readonly<Record<LobbyGame, string>>;
}

/**
 * The "Recent big wins" strip: the server's list, then live from the feed's stream. With no wins it renders nothing at
 * all (no heading, no placeholder, no invented rows) until a real one arrives.
 */
export function RecentBigWins({ initialWins, text, locale }: { initialWins: readonly BigWin[]; text: RecentBigWinsText; locale: string }) {
  const [wins, setWins] = useState(initialWins);
  useEffect(() => openBigWinsStream((win) => setWins((list) => addBigWin(list, win))), []);
  if (!wins.length) return null;
  return (
    <section className={styles.strip} aria-labelledby="big-wins-title">
      <h2 id="big-wins-title" className={styles.title}>
        {text.title}
      </h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a strip that scrolls sideways takes focus so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      <ul className={styles.list} role="list" tabIndex={0} aria-labelledby="big-wins-title">
        {wins.map((win) => (
          <li key={win.id}>
            <Link href={gameHref(win.game)} className={styles.win} prefetch={false}>
              <span className={styles.game}>{text.gameNames[win.game]}</span>
              <span className={styles.player}>{win.player ?? text.hiddenPlayer}</span>
              <span className={styles.amount}>
                {formatMinor(win.payoutMinor, win.currency, locale)}{' '}
                <span className={styles.multiplier}>×{formatMultiplier(win.multiplierBp, locale)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function gameHref(game: LobbyGame): string {
  return `/games/${game}`;
}

/** Listens to the api's big-wins stream (on the api client's origin, without loading the client); returns the unsubscribe. */
function openBigWinsStream(onWin: (win: BigWin) => void): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const onBet = (event: MessageEvent<string>) => {
    let win: BigWin | null = null;
    try {
      win = toBigWin(JSON.parse(event.data));
    } catch {
      // A line the stream's contract does not describe is skipped.
    }
    if (win) onWin(win);
  };
  const source = new EventSource(`${browserApiBaseUrl().replace(/\/$/, '')}${BIG_WINS_STREAM_PATH}`);
  source.addEventListener('bet', onBet as EventListener);
  return () => {
    source.removeEventListener('bet', onBet as EventListener);
    source.close();
  };
}
