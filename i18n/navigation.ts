'use client';

/**
 * The locale-aware navigation the app uses, with next-intl's semantics for this routing but without its
 * client runtime (use-intl and its message parser), so pages whose client parts need no translations do
 * not ship them. Works with or without an intl provider above it. A client module: server components
 * render its Link (a client component) and never call its hooks.
 */
export { Link } from './link';
export { useLocale, usePathname, useRouter } from './hooks';
