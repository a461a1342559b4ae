import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeferredForm } from '@/components/deferred-form';
import { profileTabMetadata } from '../_components/profile-metadata';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cardClass } from '@/components/ui/card';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';

const KINDS = ['games', 'payments'] as const;
const PERIODS = ['day', 'week', 'month', 'all'] as const;

export const generateMetadata = profileTabMetadata('history');

export default async function ProfileHistoryPage({ params }: PageProps<'/[locale]/profile/history'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('profile.history');
  return (
    <section className="section" aria-labelledby="profile-history">
      <h2 id="profile-history">{t('title')}</h2>
      <DeferredForm aria-label={t('filtersLabel')} className={cardClass}>
        <Segmented label={t('kind')} name="kind" defaultValue="games" options={KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
        <Select
          id="history-period"
          label={t('period')}
          name="period"
          defaultValue="week"
          options={PERIODS.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
        />
        <button type="submit" className={buttonClass({ variant: 'ghost' })}>
          {t('apply')}
        </button>
      </DeferredForm>
      <EmptyState>{t('empty')}</EmptyState>
    </section>
  );
}
