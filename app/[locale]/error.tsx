'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { isStaleChunkError } from '@/lib/stale-chunk';
import { reloadForStaleChunk } from '../_shell/reload-for-stale-chunk';

/** An app error navigates to /error; a stale chunk reloads the page at the path the visitor was going to. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errors');
  const router = useRouter();
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (isStaleChunkError(error) && reloadForStaleChunk()) {
      setReloading(true);
      return;
    }
    console.error(error);
    router.replace('/error');
  }, [error, router]);

  return (
    <main className="page page--narrow" aria-busy="true">
      <p role="status">{reloading ? t('reloading') : t('title')}</p>
    </main>
  );
}
