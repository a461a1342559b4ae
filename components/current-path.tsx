'use client';

import { usePathname } from 'next/navigation';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The path the visitor asked for, as the browser shows it (for 404s whose path the server does not know: the page is
 * prerendered once, so the path is filled in after hydration, which must first match that render).
 */
export function CurrentPath() {
  const pathname = usePathname();
  return <code className="current-path">{useHydrated() ? pathname : ''}</code>;
}
