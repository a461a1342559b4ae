import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { routing } from '@/i18n/routing';
import { localeCodeOf } from '@/lib/locales';
import { manifestPath } from '@/lib/pwa/pwa-paths';
import { Document } from '../_shell/document';
import { loadServerMirror } from '../_shell/server-mirror';
import '@fontsource-variable/inter/wght.css';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const [t, mirror] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), loadServerMirror()]);
  return {
    title: { default: t('title'), template: `%s · ${t('brand')}` },
    description: t('description'),
    // This host's search-engine verification metas (yandex-verification, google-site-verification, ...).
    other: mirror.verification_meta,
    manifest: hasLocale(routing.locales, locale) ? manifestPath(localeCodeOf(locale)) : undefined,
  };
}

export const viewport: Viewport = { themeColor: '#0f1923', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Rendered per request: the proxy's CSP nonce must reach Next's inline scripts, which a prerendered page lacks.
  await connection();
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <Document locale={locale}>{children}</Document>;
}
