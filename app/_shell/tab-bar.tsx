'use client';

import { useSearchParams } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { usePathname } from '@/i18n/hooks';
import { Link } from '@/i18n/navigation';
import { withModalFlag } from '@/lib/query-flags';
import { useSessionStore } from '@/lib/session/session-store';
import { MenuDrawer, type MenuDrawerLabels } from './menu-drawer';
import icons from './nav-icons.module.css';
import { isCurrentPath } from './nav-links';
import styles from './tab-bar.module.css';

/** The `nav` and `header` messages the tab bar shows, translated by the server component that renders it. */
export interface TabBarLabels {
  label: string;
  casino: string;
  slots: string;
  live: string;
  profile: string;
  login: string;
  menu: string;
}

type TabIcon = 'casino' | 'slots' | 'live' | 'profile' | 'login';

/**
 * The phone and tablet navigation (below 1024 px): a bar fixed to the bottom with the lobby, slots, live casino,
 * the profile (Log in for a guest) and Menu, which opens a drawer with every section. Its right end is left free
 * for the support-chat button, so neither covers the other.
 */
export function TabBar({ labels, drawerLabels, sections }: { labels: TabBarLabels; drawerLabels: MenuDrawerLabels; sections: ReactNode }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const status = useSessionStore((state) => state.status);
  // The drawer belongs to the page it was opened on: any navigation (a link, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const tab = (href: string, icon: TabIcon, label: string, current = isCurrentPath(pathname, href)) => (
    <Link className={styles.tab} href={href} aria-current={current ? 'page' : undefined} prefetch={false}>
      <span className={`${icons.icon} ${icons[icon]}`} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </Link>
  );

  let account: ReactNode;
  if (status === 'authenticated') account = tab('/profile', 'profile', labels.profile);
  else if (status === 'guest') account = tab(`${pathname}${withModalFlag(searchParams, 'login')}`, 'login', labels.login, false);
  // Until the browser knows the session, the slot keeps its place without offering either.
  else account = <span className={styles.tab} aria-hidden="true" style={{ visibility: 'hidden' }} />;

  return (
    <>
      <nav aria-label={labels.label} className={styles.tabBar}>
        <ul className={styles.tabs}>
          <li>{tab('/', 'casino', labels.casino)}</li>
          <li>{tab('/games/slots', 'slots', labels.slots)}</li>
          <li>{tab('/games/live-casino', 'live', labels.live)}</li>
          <li>{account}</li>
          <li>
            <button type="button" className={styles.tab} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpenOn(pathname)}>
              <span className={`${icons.icon} ${icons.menu}`} aria-hidden="true" />
              <span className={styles.label}>{labels.menu}</span>
            </button>
          </li>
        </ul>
      </nav>
      {open && (
        <MenuDrawer labels={drawerLabels} onClose={() => setOpenOn(null)}>
          {sections}
        </MenuDrawer>
      )}
    </>
  );
}
