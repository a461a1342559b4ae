import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

type CardTag = 'div' | 'section' | 'article' | 'li' | 'aside';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: CardTag;
  /** Tighter padding for cards in dense lists. */
  compact?: boolean;
}

/** A raised surface for a group of content. Long words (emails, addresses) wrap instead of widening the page. */
export function Card({ as: Tag = 'div', compact = false, className, ...rest }: CardProps) {
  return <Tag className={[styles.card, compact ? styles.compact : null, className].filter(Boolean).join(' ')} {...rest} />;
}

export const cardClass = styles.card;
