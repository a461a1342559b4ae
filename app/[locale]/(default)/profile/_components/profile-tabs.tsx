'use client';

import { TabLinks } from '@/components/tab-links';
import { usePathname } from '@/i18n/navigation';

/** The profile tabs; the page being shown is marked with aria-current='page'. */
export function ProfileTabs({ label, items }: { label: string; items: readonly { href: string; label: string }[] }) {
  const pathname = usePathname();
  return <TabLinks label={label} items={items.map((item) => ({ ...item, current: pathname === item.href }))} />;
}
