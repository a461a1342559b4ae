import { getTranslations, setRequestLocale } from 'next-intl/server';
import { titleMetadata } from '../../_lib/metadata';

const SUPPORT_EMAIL = 'support@kazino.example';

export const generateMetadata = titleMetadata('noAccess');

/** Shown to region-restricted visitors: no links into the product, only the way to reach support. */
export default async function NoAccessPage({ params }: PageProps<'/[locale]/no-access'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('noAccess');
  return (
    <section className="card no-access">
      <h1>{t('title')}</h1>
      <p className="lead">{t('text')}</p>
      <p>{t('reason')}</p>
      <h2>{t('supportTitle')}</h2>
      <p>
        {t('supportText')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </section>
  );
}
