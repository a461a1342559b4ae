'use client';

import { holdHistoryWritesUntilFirstPaint } from '@/lib/history-hold';

// At module evaluation, which comes before hydration and so before the router's first history write.
if (typeof window !== 'undefined') holdHistoryWritesUntilFirstPaint(window);

/** Rendered once by the document so that the module above is in every page's first load. */
export function HistoryHold() {
  return null;
}
