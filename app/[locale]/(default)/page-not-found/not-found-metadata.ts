import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** The 404 page's own title (under the layout's "· brand" template), kept out of search results. */
export async function notFoundMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'notFound' });
  return { title: t('pageTitle'), robots: { index: false } };
}
