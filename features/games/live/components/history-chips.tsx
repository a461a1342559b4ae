'use client';

import type { ReactNode } from 'react';
import tabs from '@/components/ui/tabs.module.css';
import styles from './live.module.css';

/** The base look of a result chip (a pill button); each game adds its colours. */
export const chipClass = styles.chip;

/**
 * A live game's last results as a row of chips, newest first, scrolling sideways on a phone; each chip (the game's
 * own button, usually opening the round's check) is drawn by `children`.
 */
export function HistoryChips<Entry>({
  title,
  empty,
  entries,
  keyOf,
  children,
}: {
  title: string;
  empty: string;
  entries: readonly Entry[];
  keyOf: (entry: Entry) => string;
  children: (entry: Entry) => ReactNode;
}) {
  return (
    <div className={styles.history}>
      <h2 className="visually-hidden">{title}</h2>
      {entries.length === 0 ? (
        <p className={styles.historyEmpty}>{empty}</p>
      ) : (
        <ol className={`${styles.historyList} ${tabs.fade}`}>
          {entries.map((entry) => (
            <li key={keyOf(entry)}>{children(entry)}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
