import type { Currency } from '@/lib/currencies';
import type { BigWin } from '../big-wins';
import styles from './recent-big-wins.module.css';

/** The "Recent big wins" strip. With no wins it renders nothing at all: no heading, no placeholder, no invented rows. */
export function RecentBigWins({ wins, title, formatAmount }: { wins: readonly BigWin[]; title: string; formatAmount: (minor: number, currency: Currency) => string }) {
  if (!wins.length) return null;
  return (
    <section className={styles.strip} aria-labelledby="big-wins-title">
      <h2 id="big-wins-title" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list} role="list" tabIndex={0} aria-labelledby="big-wins-title">
        {wins.map((win) => (
          <li key={win.id} className={styles.win}>
            <span className={styles.game}>{win.gameName}</span>
            <span className={styles.player}>{win.player}</span>
            <span className={styles.amount}>{formatAmount(win.amountMinor, win.currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
