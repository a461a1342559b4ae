'use client';

import { useEffect } from 'react';
import { isStaleChunkError } from '@/lib/stale-chunk';
import { reloadForStaleChunk } from './_shell/reload-for-stale-chunk';
import styles from './_info/info.module.css';
import './globals.css';

/** The last resort when the root layout itself fails: no translations are available here, so it leaves for /error. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isStaleChunkError(error) && reloadForStaleChunk()) return;
    const prefix = window.location.pathname.match(/^\/(ru|kz|en)(?=\/|$)/)?.[0] ?? '';
    // The root layout failed, so the client router is not to be trusted: a full page load is the way out.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see the line above.
    if (!window.location.pathname.endsWith('/error')) window.location.assign(`${prefix}/error`);
  }, [error]);
  return (
    <html lang="en-US">
      <body>
        <main className={styles.standalone}>
          <p className={styles.message} role="status">
            <span lang="en">Something went wrong.</span> <span lang="ru">Что-то пошло не так.</span>{' '}
            <span lang="kk">Бірдеңе дұрыс болмады.</span>
          </p>
        </main>
      </body>
    </html>
  );
}
