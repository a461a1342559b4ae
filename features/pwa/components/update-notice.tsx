'use client';

import { Button } from '@/components/ui/button';
import styles from './pwa-banner.module.css';

export interface UpdateNoticeLabels {
  text: string;
  reload: string;
  later: string;
}

/** Says a new version of the site is out and offers to reload onto it. */
export function UpdateNotice({ labels, onReload, onLater }: { labels: UpdateNoticeLabels; onReload: () => void; onLater: () => void }) {
  return (
    <section className={styles.banner} role="status" aria-live="polite" data-testid="pwa-update">
      <p className={styles.text}>{labels.text}</p>
      <div className={styles.actions}>
        <Button variant="primary" size="sm" onClick={onReload}>
          {labels.reload}
        </Button>
        <Button variant="ghost" size="sm" onClick={onLater}>
          {labels.later}
        </Button>
      </div>
    </section>
  );
}
