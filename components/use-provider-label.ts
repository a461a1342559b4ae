'use client';

import { useTranslations } from 'next-intl';

/** A sign-in provider's display name: its brand from `auth.social.providers`, else its configured name capitalised. */
export function useProviderLabel(): (name: string) => string {
  const t = useTranslations('auth.social.providers');
  return (name) => (t.has(name) ? t(name) : name.charAt(0).toUpperCase() + name.slice(1));
}
