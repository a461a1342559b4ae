import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { titleMetadata } from '../../_lib/metadata';

export const generateMetadata = titleMetadata('errorPage');

/** Where app errors navigate to (app/[locale]/error.tsx). */
export default async function ErrorPage({ params }: PageProps<'/[locale]/error'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('errorPage');
  return (
    <section className="page page--narrow not-found">
      <h1>{t('title')}</h1>
      <p className="lead">{t('text')}</p>
      <p>
        <Link className="button button--primary" href="/">
          {t('retry')}
        </Link>
      </p>
      <p>{t('support')}</p>
    </section>
  );
}
