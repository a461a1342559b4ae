import type { ReactNode } from 'react';

/**
 * `@/i18n/navigation` for component tests, as `vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'))`:
 * Link renders a plain anchor with its href.
 */
export function Link({
  children,
  href,
  prefetch: _prefetch,
  scroll: _scroll,
  ...props
}: {
  children: ReactNode;
  href: string;
  prefetch?: boolean;
  scroll?: boolean;
}) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

/** The page's locale: the default one in component tests. */
export function useLocale() {
  return 'en-US' as const;
}
