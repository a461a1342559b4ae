import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { TIMINGS } from '@/lib/timings';
import { titleMetadata } from '../../_lib/metadata';
import { SessionCta } from '@/app/_shell/session-cta';
import { PageHero } from '@/components/page-hero';

const DAY_MS = 24 * 60 * 60 * 1000;
const STEPS = ['first', 'second', 'third', 'fourth'] as const;
const TERMS = ['term1', 'term2', 'term3', 'term4', 'term5'] as const;

export const generateMetadata = titleMetadata('welcomePack');

export default async function WelcomePackPage({ params }: PageProps<'/[locale]/welcome-pack'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('welcomePack');
  const days = TIMINGS.guestWelcomePackWindowMs / DAY_MS;
  return (
    <div className="page">
      <PageHero title={t('title')}>
        <p className="lead">{t('lead', { days })}</p>
        <SessionCta guest={{ flag: 'signup', label: t('cta') }} member={{ flag: 'deposit', label: t('memberCta') }} />
      </PageHero>
      <section className="section" aria-labelledby="welcome-steps">
        <h2 id="welcome-steps">{t('stepsTitle')}</h2>
        <ol className="grid" role="list">
          {STEPS.map((step, index) => (
            <li key={step} className="card">
              <span className="badge">{t('stepNumber', { number: index + 1 })}</span>
              <h3>{t(`steps.${step}.name`)}</h3>
              <p>{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="section prose" aria-labelledby="welcome-terms">
        <h2 id="welcome-terms">{t('termsTitle')}</h2>
        <ul>
          {TERMS.map((term) => (
            <li key={term}>{t(`terms.${term}`, { days })}</li>
          ))}
        </ul>
        <p>
          <Link href="/bonuses">{t('bonusesLink')}</Link> · <Link href="/policy/en/user-agreement">{t('agreementLink')}</Link>
        </p>
      </section>
    </div>
  );
}
