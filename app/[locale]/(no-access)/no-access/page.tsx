import { getTranslations, setRequestLocale } from 'next-intl/server';
import { titleMetadata } from '../../_lib/metadata';
import { Card } from '@/components/ui/card';
import { GlobeIcon } from '@/app/_info/info-icons';
import styles from '../no-access.module.css';

const SUPPORT_EMAIL = 'support@kazino.example';

export const generateMetadata = titleMetadata('noAccess');

/** Shown to region-restricted visitors: no links into the product, only the way to reach support. */
export default async function NoAccessPage({ params }: PageProps<'/[locale]/no-access'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('noAccess');
  const brand = (await getTranslations('meta'))('brand');
  return (
    <Card as="section" className={styles.card} aria-labelledby="no-access-title">
      <p className={styles.brand}>{brand}</p>
      <span className={styles.mark}>
        <GlobeIcon />
      </span>
      <h1 id="no-access-title">{t('title')}</h1>
      <p className={styles.lead}>{t('text')}</p>
      <p>{t('reason')}</p>
      <h2>{t('supportTitle')}</h2>
      <p>
        {t('supportText')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </Card>
  );
}
