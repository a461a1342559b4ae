import type { ReactNode } from 'react';
import styles from './page-hero.module.css';
import { Badge } from './ui/badge';

/** The page's opening block: its one h1, a lead paragraph, and optional extras (a badge, buttons). */
export function PageHero({
  title,
  lead,
  badge,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      {badge && <Badge tone="gold">{badge}</Badge>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  );
}
