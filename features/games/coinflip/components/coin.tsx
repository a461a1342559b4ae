import type { CoinSide } from '@/lib/fairness/coinflip';
import styles from './coinflip.module.css';

/**
 * The coin: two faces in 3D, turned to the side that came up. A new flip spins it several turns before it lands
 * (CSS, off under reduced motion, where it simply shows the side).
 */
export function Coin({
  side,
  flipId,
  spinning,
  labels,
}: {
  side: CoinSide | null;
  flipId: number;
  spinning: boolean;
  labels: Record<CoinSide, string>;
}) {
  return (
    <div className={styles.stage} aria-hidden="true">
      <div key={flipId} className={styles.coin} data-side={side ?? 'heads'} data-spinning={spinning || undefined}>
        <div className={`${styles.face} ${styles.heads}`}>
          <svg viewBox="0 0 100 100" width="100%" height="100%">
            <circle cx="50" cy="50" r="46" fill="#f5b83d" stroke="#b7791f" strokeWidth="6" />
            <circle cx="50" cy="50" r="30" fill="none" stroke="#b7791f" strokeWidth="3" />
            <text x="50" y="62" textAnchor="middle" fontSize="34" fontWeight="800" fill="#7a4b00">
              {labels.heads.slice(0, 1).toUpperCase()}
            </text>
          </svg>
        </div>
        <div className={`${styles.face} ${styles.tails}`}>
          <svg viewBox="0 0 100 100" width="100%" height="100%">
            <circle cx="50" cy="50" r="46" fill="#c9d6e2" stroke="#6b849b" strokeWidth="6" />
            <path d="M50 22 60 42 82 45 66 60 70 82 50 71 30 82 34 60 18 45 40 42z" fill="#6b849b" />
          </svg>
        </div>
      </div>
    </div>
  );
}
