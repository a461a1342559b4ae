'use client';

import { useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './ui/tabs.module.css';

export interface TabLink {
  href: string;
  label: string;
  current: boolean;
}

/** How far in from an edge of the row a tab counts as seen: the edge's fade (tabs.module.css). */
const EDGE_FADE_PX = 40;

/** A row of links between sibling pages; the current one carries aria-current='page'. Scrolls sideways on a phone. */
export function TabLinks({ label, items }: { label: string; items: readonly TabLink[] }) {
  const list = useRef<HTMLUListElement>(null);
  const currentHref = items.find((item) => item.current)?.href;

  // On a phone the current tab can lie past the row's edge (the last ones): the row scrolls it to the middle.
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector('[aria-current="page"]');
    if (!row || !link) return;
    const rowBox = row.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    if (linkBox.left >= rowBox.left + EDGE_FADE_PX && linkBox.right <= rowBox.right - EDGE_FADE_PX) return;
    row.scrollLeft += linkBox.left + linkBox.width / 2 - (rowBox.left + rowBox.width / 2);
  }, [currentHref]);

  return (
    <nav aria-label={label} className={styles.linkList}>
      <ul ref={list} className={styles.list}>
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
