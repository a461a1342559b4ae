import { useId, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import styles from './game-row.module.css';
import tileGrid from '@/components/ui/tile-grid.module.css';

/** A titled row of tiles (favourites, recently played); with none, the row says what will appear in it. */
export function GameRow({ title, empty, tiles }: { title: string; empty: string; tiles: { key: string; tile: ReactNode }[] }) {
  const id = useId();
  return (
    <section className={tileGrid.row} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {tiles.length ? (
        <ul className={tileGrid.grid} role="list">
          {tiles.map(({ key, tile }) => (
            <li key={key}>{tile}</li>
          ))}
        </ul>
      ) : (
        <EmptyState>
          <p>{empty}</p>
        </EmptyState>
      )}
    </section>
  );
}
