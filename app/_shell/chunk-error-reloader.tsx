'use client';

import { useEffect } from 'react';
// Every page loads this component, so zod is told here, before any parse, not to probe for eval (see the module).
import '@/lib/zod-jitless';
import { isStaleChunkError } from '@/lib/stale-chunk';
import { reloadForStaleChunk } from './reload-for-stale-chunk';

/** Stale-chunk failures outside React's render (a lazy import in an event handler) also reload the page. */
export function ChunkErrorReloader() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isStaleChunkError(event.reason)) reloadForStaleChunk();
    };
    const onError = (event: ErrorEvent) => {
      if (isStaleChunkError(event.error)) reloadForStaleChunk();
    };
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
