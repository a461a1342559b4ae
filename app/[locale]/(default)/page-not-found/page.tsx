import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { ORIGINAL_PATH_HEADER } from '@/lib/proxy/not-found-rewrite';
import { NotFoundContent } from '../../../_shell/not-found-content';

export async function generateMetadata({ params }: PageProps<'/[locale]/page-not-found'>): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'notFound' });
  return { title: t('pageTitle'), robots: { index: false } };
}

/** The proxy rewrites every path that is not a product route here, with status 404 and the asked path in a header. */
export default async function PageNotFound({ params }: PageProps<'/[locale]/page-not-found'>) {
  setRequestLocale((await params).locale);
  const path = (await headers()).get(ORIGINAL_PATH_HEADER) ?? '';
  return <NotFoundContent path={<code className="current-path">{path}</code>} />;
}
