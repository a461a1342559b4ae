import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import type { ModalFlag } from '@/lib/query-flags';

/** A link that opens a modal on the current page through its query flag (never prefetched: it is the same page). */
export function ModalLink({ flag, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { flag: ModalFlag }) {
  return <Link {...props} href={`?${flag}`} scroll={false} prefetch={false} />;
}
