import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PathMessage } from '@/components/path-message';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { CompassIcon } from '../_info/info-icons';
import styles from '../_info/info.module.css';

/** 'Page Not Found: {path}', translated around the path. */
export async function NotFoundContent({ path }: { path: ReactNode }) {
  const t = await getTranslations('notFound');
  return (
    <section className={styles.message}>
      <span className={styles.messageMark}>
        <CompassIcon />
      </span>
      <h1>
        <PathMessage template={t.raw('title') as string} path={path} />
      </h1>
      <p className={styles.messageLead}>{t('text')}</p>
      <Link className={buttonClass({ variant: 'primary', size: 'lg' })} href="/">
        {t('home')}
      </Link>
    </section>
  );
}
