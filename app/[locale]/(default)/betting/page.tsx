import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { titleMetadata } from '../../_lib/metadata';
import { PageHero } from '@/components/page-hero';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import styles from '@/app/_info/info.module.css';

const SPORTS = ['football', 'tennis', 'basketball', 'iceHockey', 'volleyball', 'tableTennis', 'mma', 'esports'] as const;
const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

export const generateMetadata = titleMetadata('betting');

export default async function BettingPage({ params }: PageProps<'/[locale]/betting'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('betting');
  return (
    <div className={styles.page}>
      <PageHero title={t('title')} lead={t('lead')} badge={t('badge')} />
      <section className={styles.section} aria-labelledby="betting-sports">
        <h2 id="betting-sports">{t('sportsTitle')}</h2>
        <ul className={styles.grid} role="list">
          {SPORTS.map((sport) => (
            <Card as="li" key={sport}>
              <h3 className={styles.cardTitle}>{t(`sports.${sport}.name`)}</h3>
              <p className={styles.cardText}>{t(`sports.${sport}.text`)}</p>
            </Card>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="betting-how">
        <h2 id="betting-how">{t('howTitle')}</h2>
        <ol className={styles.steps} role="list">
          {STEPS.map((step) => (
            <li key={step}>
              <span>{t(`how.${step}`)}</span>
            </li>
          ))}
        </ol>
        <p className={styles.note}>{t('howNote')}</p>
      </section>
      <section className={styles.section} aria-labelledby="betting-soon">
        <h2 id="betting-soon">{t('soonTitle')}</h2>
        <EmptyState
          action={
            <Link className={buttonClass({ variant: 'primary' })} href="/">
              {t('soonCta')}
            </Link>
          }
        >
          <p>{t('soonText')}</p>
        </EmptyState>
      </section>
    </div>
  );
}
