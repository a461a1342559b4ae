import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { titleMetadata } from '../../_lib/metadata';
import { PageHero } from '@/components/page-hero';

const SPORTS = ['football', 'tennis', 'basketball', 'iceHockey', 'volleyball', 'tableTennis', 'mma', 'esports'] as const;
const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

export const generateMetadata = titleMetadata('betting');

export default async function BettingPage({ params }: PageProps<'/[locale]/betting'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('betting');
  return (
    <div className="page">
      <PageHero title={t('title')} lead={t('lead')} badge={t('badge')} />
      <section className="section" aria-labelledby="betting-sports">
        <h2 id="betting-sports">{t('sportsTitle')}</h2>
        <ul className="grid" role="list">
          {SPORTS.map((sport) => (
            <li key={sport} className="card">
              <h3>{t(`sports.${sport}.name`)}</h3>
              <p>{t(`sports.${sport}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section prose" aria-labelledby="betting-how">
        <h2 id="betting-how">{t('howTitle')}</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{t(`how.${step}`)}</li>
          ))}
        </ol>
        <p>{t('howNote')}</p>
      </section>
      <section className="section empty-state" aria-labelledby="betting-soon">
        <h2 id="betting-soon">{t('soonTitle')}</h2>
        <p>{t('soonText')}</p>
        <Link className="button button--primary" href="/">
          {t('soonCta')}
        </Link>
      </section>
    </div>
  );
}
