import { setRequestLocale } from 'next-intl/server';
import { headers } from 'next/headers';
import { ORIGINAL_PATH_HEADER } from '@/lib/proxy/not-found-rewrite';
import { NotFoundContent } from '../../../_shell/not-found-content';
import { notFoundMetadata } from './not-found-metadata';

/** Used when the page is opened directly (status 200); a 404 render takes not-found.tsx's, the same. */
export const generateMetadata = notFoundMetadata;

/** The proxy rewrites every path that is not a product route here, with status 404 and the asked path in a header. */
export default async function PageNotFound({ params }: PageProps<'/[locale]/page-not-found'>) {
  setRequestLocale((await params).locale);
  const path = (await headers()).get(ORIGINAL_PATH_HEADER) ?? '';
  return <NotFoundContent path={<code className="current-path">{path}</code>} />;
}
