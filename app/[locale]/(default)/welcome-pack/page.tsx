import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { TIMINGS } from '@/lib/timings';
import { titleMetadata } from '../../_lib/metadata';
import { SessionCta } from '@/app/_shell/session-cta';
import { PageHero } from '@/components/page-hero';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import styles from '@/app/_info/info.module.css';
import { PerkIcon, type Perk } from './perk-icon';
import pack from './welcome-pack.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What each deposit brings, as the step texts describe it; the amounts are shown in the deposit window (term2). */
const STEPS: readonly { key: 'first' | 'second' | 'third' | 'fourth'; perks: readonly Perk[] }[] = [
  { key: 'first', perks: ['bonus', 'freeSpins'] },
  { key: 'second', perks: ['bonus'] },
  { key: 'third', perks: ['bonus', 'freeSpins'] },
  { key: 'fourth', perks: ['bonus'] },
];
const TERMS = ['term1', 'term2', 'term3', 'term4', 'term5'] as const;

export const generateMetadata = titleMetadata('welcomePack');

export default async function WelcomePackPage({ params }: PageProps<'/[locale]/welcome-pack'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('welcomePack');
  const days = TIMINGS.guestWelcomePackWindowMs / DAY_MS;
  return (
    <div className={styles.page}>
      <PageHero title={t('title')} lead={t('lead', { days })}>
        <div className={styles.ctaRow}>
          <SessionCta
            className={buttonClass({ variant: 'primary', size: 'lg' })}
            guest={{ flag: 'signup', label: t('cta') }}
            member={{ flag: 'deposit', label: t('memberCta') }}
          />
        </div>
      </PageHero>
      <section className={styles.section} aria-labelledby="welcome-steps">
        <h2 id="welcome-steps">{t('stepsTitle')}</h2>
        <ol className={styles.grid} role="list">
          {STEPS.map((step, index) => (
            <Card as="li" key={step.key} className={pack.step} data-featured={index === 0 ? '' : undefined}>
              <Badge tone={index === 0 ? 'gold' : 'neutral'}>{t('stepNumber', { number: index + 1 })}</Badge>
              <h3 className={styles.cardTitle}>{t(`steps.${step.key}.name`)}</h3>
              <p className={styles.cardText}>{t(`steps.${step.key}.text`)}</p>
              <ul className={pack.perks} aria-label={t('perksLabel')}>
                {step.perks.map((perk) => (
                  <li key={perk}>
                    <PerkIcon perk={perk} />
                    {t(`perks.${perk}`)}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ol>
      </section>
      <section className={`${styles.section} ${styles.prose}`} aria-labelledby="welcome-terms">
        <h2 id="welcome-terms">{t('termsTitle')}</h2>
        <ul>
          {TERMS.map((term) => (
            <li key={term}>{t(`terms.${term}`, { days })}</li>
          ))}
        </ul>
        <ul className={styles.linkList}>
          <li>
            <Link href="/bonuses">{t('bonusesLink')}</Link>
          </li>
          <li>
            <Link href={`/policy/${locale === 'en-US' ? 'en' : 'ru'}/user-agreement`}>{t('agreementLink')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
