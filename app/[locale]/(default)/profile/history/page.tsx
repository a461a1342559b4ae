import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HistoryView } from '@/features/cashier/components/history-view';
import { isHistoryKind } from '@/features/cashier/lib/history-kind';
import { isHistoryPeriod } from '@/features/cashier/lib/history-period';
import { profileTabMetadata } from '../_components/profile-metadata';
import { LoginPrompt } from '../_components/login-prompt';

export const generateMetadata = profileTabMetadata('history');

/** `?kind=payments&period=all` opens the history on payments over all time (a link from elsewhere can ask for it). */
export default async function ProfileHistoryPage({ params, searchParams }: PageProps<'/[locale]/profile/history'>) {
  const { locale } = await params;
  const { kind, period } = await searchParams;
  setRequestLocale(locale);
  const t = await getTranslations('profile');
  return (
    <section className="section" aria-labelledby="profile-history">
      <h2 id="profile-history">{t('history.title')}</h2>
      <HistoryView
        initialKind={isHistoryKind(kind) ? kind : 'games'}
        initialPeriod={isHistoryPeriod(period) ? period : 'week'}
        guest={<LoginPrompt text={t('main.guest')} />}
      />
    </section>
  );
}
