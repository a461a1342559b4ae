import { getTranslations, setRequestLocale } from 'next-intl/server';
import { titleMetadata } from '../../_lib/metadata';
import { VipJoinButton } from '@/features/vip/components/vip-join-button';
import { PageHero } from '@/components/page-hero';

const LEVELS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
const JOIN = ['step1', 'step2', 'step3'] as const;

export const generateMetadata = titleMetadata('vipClub');

export default async function VipClubPage({ params }: PageProps<'/[locale]/vip-club'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('vipClub');
  return (
    <div className="page">
      <PageHero title={t('title')} lead={t('lead')}>
        <VipJoinButton
          labels={{
            guest: t('join'),
            join: t('joinRequest'),
            busy: t('joinBusy'),
            sent: t('joinSent'),
            pending: t('joinPending'),
            failed: t('joinFailed'),
          }}
        />
      </PageHero>
      <section className="section" aria-labelledby="vip-levels">
        <h2 id="vip-levels">{t('levelsTitle')}</h2>
        <ol className="grid" role="list">
          {LEVELS.map((level, index) => (
            <li key={level} className="card">
              <span className="badge">{t('levelNumber', { number: index + 1 })}</span>
              <h3>{t(`levels.${level}.name`)}</h3>
              <p>{t(`levels.${level}.benefits`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="section prose" aria-labelledby="vip-join">
        <h2 id="vip-join">{t('joinTitle')}</h2>
        <ol>
          {JOIN.map((step) => (
            <li key={step}>{t(`joinSteps.${step}`)}</li>
          ))}
        </ol>
        <p>{t('joinNote')}</p>
      </section>
    </div>
  );
}
