'use client';

import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { LocaleTag } from '@/lib/locales';
import { localeOrDefault, localizeHref, syncLocaleCookie, unprefixPathname } from './paths';

// The hooks of '@/i18n/navigation', kept apart from its Link so that code needing only them does not load next/link.

/** The page's locale, from the [locale] route segment. */
export function useLocale(): LocaleTag {
  return localeOrDefault(useParams<{ locale?: string }>()?.locale);
}

/** The current path without its locale prefix ('/ru/faq' -> '/faq'). */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useLocale();
  return useMemo(() => unprefixPathname(pathname, locale), [pathname, locale]);
}

type NextRouter = ReturnType<typeof useNextRouter>;
type OptionsOf<Method> = Method extends (href: string, options?: infer Options) => void ? NonNullable<Options> : never;
type WithLocale<Method> = (href: string, options?: OptionsOf<Method> & { locale?: LocaleTag }) => void;

/** Next's router whose push/replace/prefetch take unprefixed hrefs; `{ locale }` switches the language. */
export function useRouter(): Omit<NextRouter, 'push' | 'replace' | 'prefetch'> & {
  push: WithLocale<NextRouter['push']>;
  replace: WithLocale<NextRouter['replace']>;
  prefetch: WithLocale<NextRouter['prefetch']>;
} {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(() => {
    function localized<Options extends object>(navigate: (href: string, options?: Options) => void) {
      return (href: string, options?: Options & { locale?: LocaleTag }) => {
        const { locale: next, ...rest } = options ?? ({} as Options & { locale?: LocaleTag });
        const target = localizeHref(href, next ?? locale, next === undefined ? undefined : true);
        syncLocaleCookie(locale, next);
        if (Object.keys(rest).length > 0) navigate(target, rest as Options);
        else navigate(target);
      };
    }
    return {
      ...router,
      push: localized((href, options) => router.push(href, options)),
      replace: localized((href, options) => router.replace(href, options)),
      prefetch: localized((href, options) => router.prefetch(href, options)),
    };
  }, [locale, router]);
}
