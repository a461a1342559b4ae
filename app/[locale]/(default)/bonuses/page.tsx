import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { titleMetadata } from '../../_lib/metadata';
import { SessionCta } from '@/app/_shell/session-cta';
import { PageHero } from '@/components/page-hero';

const TYPES = ['welcomePack', 'deposit', 'freeSpins', 'promoCode', 'cashback', 'tournaments'] as const;
const WAGERING = ['step1', 'step2', 'step3', 'step4'] as const;

export const generateMetadata = titleMetadata('bonuses');

export default async function BonusesPage({ params }: PageProps<'/[locale]/bonuses'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('bonuses');
  return (
    <div className="page">
      <PageHero title={t('title')} lead={t('lead')}>
        <SessionCta guest={{ flag: 'signup', label: t('signup') }} member={{ href: '/profile/bonuses', label: t('memberCta') }} />
      </PageHero>
      <section className="section" aria-labelledby="bonuses-types">
        <h2 id="bonuses-types">{t('typesTitle')}</h2>
        <ul className="grid" role="list">
          {TYPES.map((type) => (
            <li key={type} className="card">
              <h3>{t(`types.${type}.name`)}</h3>
              <p>{t(`types.${type}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section prose" aria-labelledby="bonuses-wagering">
        <h2 id="bonuses-wagering">{t('wageringTitle')}</h2>
        <p>{t('wageringLead')}</p>
        <ol>
          {WAGERING.map((step) => (
            <li key={step}>{t(`wagering.${step}`)}</li>
          ))}
        </ol>
        <p>{t('wageringExample', { bonus: 1000, wager: 30, total: 30000 })}</p>
      </section>
      <section className="section card" aria-labelledby="bonuses-welcome">
        <h2 id="bonuses-welcome">{t('welcomeTitle')}</h2>
        <p>{t('welcomeText')}</p>
        <p>
          <Link href="/welcome-pack">{t('welcomeLink')}</Link>
        </p>
      </section>
    </div>
  );
}
