import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { Link } from '@/i18n/navigation';
import { ResetPasswordByTokenForm } from '@/features/auth/components/reset-password-by-token-form';
import { ServerIntlBoundary } from '@/i18n/client-messages-provider';
import { titleMetadata } from '../../../_lib/metadata';
import styles from '@/features/auth/components/password-reset-page.module.css';

export const generateMetadata = titleMetadata('resetPassword');

export default async function ResetPasswordPage({ params }: PageProps<'/[locale]/reset-password/[token]'>) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('resetPassword');
  return (
    <section className="page page--narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <Suspense>
        <ServerIntlBoundary>
          <ResetPasswordByTokenForm token={token} />
        </ServerIntlBoundary>
      </Suspense>
      <p className={styles.below}>
        <Link href="/password/reset">{t('newLink')}</Link>
      </p>
    </section>
  );
}
