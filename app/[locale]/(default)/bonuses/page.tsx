import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { guestCurrencyFor } from '@/lib/currencies';
import { toMinorUnits } from '@/lib/money';
import { formatMinor } from '@/lib/money-format';
import { titleMetadata } from '../../_lib/metadata';
import { SessionCta } from '@/app/_shell/session-cta';
import { PageHero } from '@/components/page-hero';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { noticeClass } from '@/components/ui/notice';
import styles from '@/app/_info/info.module.css';
import bonuses from './bonuses.module.css';

const TYPES = ['welcomePack', 'deposit', 'freeSpins', 'promoCode', 'cashback', 'tournaments'] as const;
const WAGERING = ['step1', 'step2', 'step3', 'step4'] as const;
const EXAMPLE = { bonus: 1000, wager: 30 } as const;

export const generateMetadata = titleMetadata('bonuses');

export default async function BonusesPage({ params }: PageProps<'/[locale]/bonuses'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('bonuses');
  const currency = guestCurrencyFor(locale);
  const money = (major: number) => formatMinor(toMinorUnits(major, currency), currency, locale, { dropZeroFraction: true });
  const example = { bonus: money(EXAMPLE.bonus), wager: EXAMPLE.wager, total: money(EXAMPLE.bonus * EXAMPLE.wager) };
  return (
    <div className={styles.page}>
      <PageHero title={t('title')} lead={t('lead')}>
        <div className={styles.ctaRow}>
          <SessionCta
            className={buttonClass({ variant: 'primary', size: 'lg' })}
            guest={{ flag: 'signup', label: t('signup') }}
            member={{ href: '/profile/bonuses', label: t('memberCta') }}
          />
        </div>
      </PageHero>
      <section className={styles.section} aria-labelledby="bonuses-types">
        <h2 id="bonuses-types">{t('typesTitle')}</h2>
        <ul className={`${styles.grid} ${styles.gridWide}`} role="list">
          {TYPES.map((type) => (
            <Card as="li" key={type}>
              <h3 className={styles.cardTitle}>{t(`types.${type}.name`)}</h3>
              <p className={styles.cardText}>{t(`types.${type}.text`)}</p>
            </Card>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="bonuses-wagering">
        <h2 id="bonuses-wagering">{t('wageringTitle')}</h2>
        <p className={styles.sectionLead}>{t('wageringLead')}</p>
        <ol className={styles.steps} role="list">
          {WAGERING.map((step) => (
            <li key={step}>
              <span>{t(`wagering.${step}`)}</span>
            </li>
          ))}
        </ol>
        <p className={noticeClass('info', bonuses.example)}>{t('wageringExample', example)}</p>
      </section>
      <Card as="section" aria-labelledby="bonuses-welcome">
        <h2 id="bonuses-welcome" className={styles.cardTitle}>
          {t('welcomeTitle')}
        </h2>
        <p className={styles.cardText}>{t('welcomeText')}</p>
        <div className={styles.ctaRow}>
          <Link className={buttonClass({ variant: 'secondary' })} href="/welcome-pack">
            {t('welcomeLink')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
