import type { ReactNode } from 'react';
import styles from './game-head.module.css';

/**
 * A playable game's header: one slim row (a small art thumbnail, the page's h1, the fairness badges, an optional link
 * such as "back to cases"), so that on a phone the table starts in the first screen. The description goes below the game.
 */
export function GameHead({ art, title, badges, aside }: { art?: ReactNode; title: string; badges: ReactNode; aside?: ReactNode }) {
  return (
    <div className={styles.head}>
      {art && <div className={styles.thumb}>{art}</div>}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.badges}>{badges}</p>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}
