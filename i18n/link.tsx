'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import type { LocaleTag } from '@/lib/locales';
import { useLocale } from './hooks';
import { localizeHref, syncLocaleCookie } from './paths';

type LinkProps = ComponentProps<typeof NextLink> & { locale?: LocaleTag };

/**
 * next/link with the href in the page's locale (or in `locale`, which also saves that choice in the locale
 * cookie on click). Server and client components both render it; it needs no intl provider.
 * It does not prefetch unless asked (`prefetch`): every page renders per request (its CSP nonce), so a prefetch is a
 * whole server render, and the links in view at load (logo, tabs, promotions) cost the first load work it never uses.
 */
export function Link({ href, locale, onClick, prefetch, ...rest }: LinkProps) {
  const current = useLocale();
  const target = locale ?? current;
  const forcePrefix = locale === undefined ? undefined : true;
  const localized =
    typeof href === 'string'
      ? localizeHref(href, target, forcePrefix)
      : { ...href, pathname: href.pathname == null ? href.pathname : localizeHref(href.pathname, target, forcePrefix) };
  if (locale === undefined || locale === current)
    return <NextLink href={localized} onClick={onClick} prefetch={prefetch ?? false} {...rest} />;
  return (
    <NextLink
      href={localized}
      hrefLang={locale}
      prefetch={false}
      onClick={(event) => {
        syncLocaleCookie(current, locale);
        onClick?.(event);
      }}
      {...rest}
    />
  );
}
