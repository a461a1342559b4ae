'use client';

import { usePathname } from 'next/navigation';

/** The path the visitor asked for, as the browser shows it (for 404s whose path the server does not know). */
export function CurrentPath() {
  return <code className="current-path">{usePathname()}</code>;
}
