import type { ReactNode } from 'react';
import styles from './game-stage.module.css';

/** The area where a game's table renders; until the engine ships it says when the table opens. */
export function GameStage({ label, title, text, children }: { label: string; title: string; text: string; children?: ReactNode }) {
  return (
    <section className={styles.stage} aria-label={label}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {children}
    </section>
  );
}
