import type { ReactNode } from 'react';

/**
 * The html element lives in app/[locale]/layout.tsx, where the locale is known, and in app/not-found.tsx.
 * Unmatched paths go through the root not-found because only that route is server-rendered as a 404
 * (a notFound() thrown inside a page renders its 404 in the browser only).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
