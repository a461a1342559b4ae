'use client';

import { shownBetStateOf } from '@/lib/bet-outcome';
import type { GameBet } from '../api/schemas';
import { useVerifyStore } from '../stores/verify-store';
import styles from './game-screen.module.css';

/** The last results of this visit as small chips, newest first; each opens its bet's check. */
export function ResultPills({ bets, label, describe }: { bets: readonly GameBet[]; label: string; describe: (bet: GameBet) => string }) {
  const open = useVerifyStore((state) => state.open);
  if (bets.length === 0) return null;
  return (
    <ol className={styles.pills} aria-label={label}>
      {bets.map((bet) => (
        <li key={bet.id}>
          <button type="button" className={styles.pill} data-state={shownBetStateOf(bet)} onClick={() => open({ id: bet.id, bet })}>
            {describe(bet)}
          </button>
        </li>
      ))}
    </ol>
  );
}
