import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { PasswordResetForm } from '@/features/auth/components/password-reset-form';
import { ServerIntlBoundary } from '@/i18n/client-messages-provider';
import { titleMetadata } from '../../../_lib/metadata';
import { ModalLink } from '@/components/modal-link';
import styles from '@/features/auth/components/password-reset-page.module.css';

export const generateMetadata = titleMetadata('passwordReset');

export default async function PasswordResetPage({ params }: PageProps<'/[locale]/password/reset'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('passwordReset');
  return (
    <section className="page page--narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <Suspense>
        <ServerIntlBoundary>
          <PasswordResetForm />
        </ServerIntlBoundary>
      </Suspense>
      <p className={styles.below}>
        {t('remembered')} <ModalLink flag="login">{t('toLogin')}</ModalLink>
      </p>
    </section>
  );
}
