import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { DevOutbox } from '@/features/auth/components/dev-outbox';
import { ServerIntlBoundary } from '@/i18n/client-messages-provider';
import { titleMetadata } from '../../../_lib/metadata';

export const generateMetadata = titleMetadata('devOutbox');

export default async function DevOutboxPage({ params }: PageProps<'/[locale]/dev/outbox'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('devOutbox');
  return (
    <section className="page page--narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <Suspense>
        <ServerIntlBoundary>
          <DevOutbox />
        </ServerIntlBoundary>
      </Suspense>
    </section>
  );
}
