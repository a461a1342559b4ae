import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import styles from './game-hero.module.css';

/** A game page's opening block: the game's tile art beside its one h1, its badges and lead. */
export function GameHero({
  art,
  title,
  badges,
  lead,
  children,
}: {
  art: ReactNode;
  title: string;
  badges: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.hero}>
      <div className={styles.art}>{art}</div>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.badges}>{badges}</p>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}

/** The badges every in-house game shows: provably fair and its RTP. */
export function FairBadges({ fair, rtp }: { fair: string; rtp: string }) {
  return (
    <>
      <Badge tone="success">{fair}</Badge>
      <Badge>{rtp}</Badge>
    </>
  );
}
