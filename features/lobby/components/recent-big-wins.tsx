import { getFormatter, getTranslations } from 'next-intl/server';
import { fromMinorUnits } from '@/lib/money';
import type { BigWin } from '../big-wins';
import styles from './recent-big-wins.module.css';

/** The "Recent big wins" strip. With no wins it renders nothing at all: no heading, no placeholder, no invented rows. */
export async function RecentBigWins({ wins }: { wins: readonly BigWin[] }) {
  if (!wins.length) return null;
  const [t, format] = await Promise.all([getTranslations('lobby.bigWins'), getFormatter()]);
  return (
    <section className={styles.strip} aria-labelledby="big-wins-title">
      <h2 id="big-wins-title" className={styles.title}>
        {t('title')}
      </h2>
      <ul className={styles.list} role="list" tabIndex={0} aria-labelledby="big-wins-title">
        {wins.map((win) => (
          <li key={win.id} className={styles.win}>
            <span className={styles.game}>{win.gameName}</span>
            <span className={styles.player}>{win.player}</span>
            <span className={styles.amount}>
              {format.number(fromMinorUnits(win.amountMinor, win.currency), { style: 'currency', currency: win.currency, currencyDisplay: 'narrowSymbol' })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
