import { Link } from '@/i18n/navigation';

export interface TabLink {
  href: string;
  label: string;
  current: boolean;
}

/** A row of links between sibling pages; the current one carries aria-current='page'. */
export function TabLinks({ label, items }: { label: string; items: readonly TabLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="tabs">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
