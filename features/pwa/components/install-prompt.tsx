'use client';

import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '../use-install-prompt';
import styles from './pwa-banner.module.css';

export interface InstallPromptLabels {
  text: string;
  install: string;
  dismiss: string;
}

/**
 * The offer to install the site as an app, shown when the browser offers it and the visitor has not hidden it;
 * `hidden` keeps the browser's offer while another banner (the update notice) takes the place.
 */
export function InstallPrompt({ labels, hidden = false }: { labels: InstallPromptLabels; hidden?: boolean }) {
  const { canInstall, install, dismiss } = useInstallPrompt();
  if (!canInstall || hidden) return null;
  return (
    <section className={styles.banner} aria-label={labels.text} data-testid="pwa-install">
      <p className={styles.text}>{labels.text}</p>
      <div className={styles.actions}>
        <Button variant="primary" size="sm" onClick={() => void install()}>
          {labels.install}
        </Button>
        <Button variant="ghost" size="sm" onClick={dismiss}>
          {labels.dismiss}
        </Button>
      </div>
    </section>
  );
}
