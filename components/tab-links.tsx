import { Link } from '@/i18n/navigation';
import styles from './ui/tabs.module.css';

export interface TabLink {
  href: string;
  label: string;
  current: boolean;
}

/** A row of links between sibling pages; the current one carries aria-current='page'. Scrolls sideways on a phone. */
export function TabLinks({ label, items }: { label: string; items: readonly TabLink[] }) {
  return (
    <nav aria-label={label} className={styles.linkList}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link className={styles.link} href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
