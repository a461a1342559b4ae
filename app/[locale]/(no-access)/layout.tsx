import type { ReactNode } from 'react';
import styles from './no-access.module.css';

/** The no-access layout: no navigation into the product, only the message and the support chat. */
export default function NoAccessLayout({ children }: { children: ReactNode }) {
  return (
    <main id="content" className={styles.layout}>
      {children}
    </main>
  );
}
