'use client';

import { usePathname } from '@/i18n/hooks';
import { Link } from '@/i18n/navigation';
import type { NavIcon } from './nav-links';
import { isCurrentPath } from './nav-links';
import icons from './nav-icons.module.css';

/** A translated navigation link. */
export interface NavEntry {
  href: string;
  label: string;
  icon?: NavIcon;
}

/**
 * A list of links; the one for the page shown carries aria-current="page". No prefetching: every page renders per
 * request, and a desktop side navigation of some twenty links would otherwise render them all on each visit.
 */
export function NavList({ items, className, linkClassName }: { items: readonly NavEntry[]; className?: string; linkClassName?: string }) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            className={linkClassName}
            href={item.href}
            prefetch={false}
            aria-current={isCurrentPath(pathname, item.href) ? 'page' : undefined}
          >
            {item.icon && <span className={`${icons.icon} ${icons[item.icon]}`} aria-hidden="true" />}
            <span>{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
