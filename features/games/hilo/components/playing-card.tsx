import { formatCard, getCardSuit } from '@/lib/fairness/hilo';
import styles from './hilo.module.css';

const RED = new Set(['diamonds', 'hearts']);

/** A card face drawn in CSS: rank and suit in the corners and the suit large in the middle; flips in when it changes. */
export function PlayingCard({ card, label, small = false }: { card: number | null; label: string; small?: boolean }) {
  if (card === null) {
    return <div className={`${styles.card} ${styles.back} ${small ? styles.small : ''}`} role="img" aria-label={label} />;
  }
  const text = formatCard(card);
  const suit = text.slice(-1);
  const rank = text.slice(0, -1);
  return (
    <div
      key={card}
      className={`${styles.card} ${small ? styles.small : ''}`}
      data-red={RED.has(getCardSuit(card)) || undefined}
      role="img"
      aria-label={label}
    >
      <span className={styles.corner} aria-hidden="true">
        {rank}
        <br />
        {suit}
      </span>
      <span className={styles.pip} aria-hidden="true">
        {suit}
      </span>
    </div>
  );
}
