import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PathMessage } from '@/components/path-message';
import { Link } from '@/i18n/navigation';

/** 'Page Not Found: {path}', translated around the path. */
export async function NotFoundContent({ path }: { path: ReactNode }) {
  const t = await getTranslations('notFound');
  return (
    <section className="page page--narrow not-found">
      <h1>
        <PathMessage template={t.raw('title') as string} path={path} />
      </h1>
      <p>{t('text')}</p>
      <Link className="button button--primary" href="/">
        {t('home')}
      </Link>
    </section>
  );
}
