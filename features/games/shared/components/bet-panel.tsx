'use client';

import type { ReactNode } from 'react';
import styles from './game-screen.module.css';

/** The bet panel beside a game's table: a form whose submit (Enter or the main button) places or starts the bet. */
export function BetPanel({ label, onSubmit, children }: { label: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={styles.panel}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
