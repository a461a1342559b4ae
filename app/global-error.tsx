'use client';

import { useEffect } from 'react';
import { isStaleChunkError } from '@/lib/stale-chunk';
import { reloadForStaleChunk } from './_shell/reload-for-stale-chunk';

/** The last resort when the root layout itself fails: no translations are available here, so it leaves for /error. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (isStaleChunkError(error) && reloadForStaleChunk()) return;
    const prefix = window.location.pathname.match(/^\/(ru|kz|en)(?=\/|$)/)?.[0] ?? '';
    if (!window.location.pathname.endsWith('/error')) window.location.assign(`${prefix}/error`);
  }, [error]);
  return (
    <html lang="en-US">
      <body>
        <main role="status">Something went wrong. / Что-то пошло не так. / Бірдеңе дұрыс болмады.</main>
      </body>
    </html>
  );
}
