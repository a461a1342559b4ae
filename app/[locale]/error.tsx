'use client';

import { useEffect, useState } from 'react';
import { usePlainMessage } from '@/i18n/client-intl';
import { useRouter } from '@/i18n/hooks';
import { isStaleChunkError } from '@/lib/stale-chunk';
import { reloadForStaleChunk } from '../_shell/reload-for-stale-chunk';
import styles from '../_info/info.module.css';

/**
 * An app error navigates to /error; a stale chunk reloads the page at the path the visitor was going to.
 * Its two texts are plain messages read from the document's client messages: every page loads this
 * boundary, and next-intl's runtime would come with it.
 */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const t = usePlainMessage('errors');
  const router = useRouter();
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (isStaleChunkError(error) && reloadForStaleChunk()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the reload starts here, in the browser (its guard reads the tab's storage); the text says so once it has.
      setReloading(true);
      return;
    }
    console.error(error);
    router.replace('/error');
  }, [error, router]);

  return (
    <main className={styles.standalone} aria-busy="true">
      <p className={styles.message} role="status">
        {reloading ? t('reloading') : t('title')}
      </p>
    </main>
  );
}
