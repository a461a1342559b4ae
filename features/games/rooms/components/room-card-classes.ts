import type { LiveListCardClasses } from '../../live/components/live-list-card';
import styles from './rooms.module.css';

/** The look of a room's lists (its players, its last winners). */
export const ROOM_CARD_CLASSES: LiveListCardClasses = {
  card: styles.card,
  head: styles.cardHead,
  title: styles.cardTitle,
  count: styles.cardNote,
  empty: styles.cardNote,
};
