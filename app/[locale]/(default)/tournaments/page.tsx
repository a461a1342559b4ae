import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { TOURNAMENT_STATUSES } from '@/lib/tournaments';
import { titleMetadata } from '../../_lib/metadata';
import { StatusTabs } from './_components/status-tabs';
import { PageHero } from '@/components/page-hero';

const RULES = ['rule1', 'rule2', 'rule3'] as const;

export const generateMetadata = titleMetadata('tournaments');

export default async function TournamentsPage({ params }: PageProps<'/[locale]/tournaments'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('tournaments');
  return (
    <div className="page">
      <PageHero title={t('title')} lead={t('lead')} />
      <StatusTabs />
      <section className="section" aria-labelledby="tournaments-statuses">
        <h2 id="tournaments-statuses">{t('statusesTitle')}</h2>
        <ul className="grid" role="list">
          {TOURNAMENT_STATUSES.map((status) => (
            <li key={status}>
              <Link className="card" href={`/tournaments/${status}`}>
                <h3>{t(`statuses.${status}.name`)}</h3>
                <p>{t(`statuses.${status}.text`)}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="section prose" aria-labelledby="tournaments-rules">
        <h2 id="tournaments-rules">{t('rulesTitle')}</h2>
        <ol>
          {RULES.map((rule) => (
            <li key={rule}>{t(`rules.${rule}`)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
