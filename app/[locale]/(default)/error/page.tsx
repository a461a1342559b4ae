import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { titleMetadata } from '../../_lib/metadata';
import { buttonClass } from '@/components/ui/button';
import { AlertIcon } from '@/app/_info/info-icons';
import styles from '@/app/_info/info.module.css';

export const generateMetadata = titleMetadata('errorPage');

/** Where app errors navigate to (app/[locale]/error.tsx). */
export default async function ErrorPage({ params }: PageProps<'/[locale]/error'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('errorPage');
  return (
    <section className={styles.message}>
      <span className={styles.messageMark}>
        <AlertIcon />
      </span>
      <h1>{t('title')}</h1>
      <p className={styles.messageLead}>{t('text')}</p>
      <Link className={buttonClass({ variant: 'primary', size: 'lg' })} href="/">
        {t('retry')}
      </Link>
      <p className={styles.note}>{t('support')}</p>
    </section>
  );
}
