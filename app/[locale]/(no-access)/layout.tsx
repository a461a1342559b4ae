import type { ReactNode } from 'react';

/** The no-access layout: no navigation into the product, only the message and the support chat. */
export default function NoAccessLayout({ children }: { children: ReactNode }) {
  return (
    <main id="content" className="no-access-layout">
      {children}
    </main>
  );
}
