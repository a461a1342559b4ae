import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { TOURNAMENT_STATUSES } from '@/lib/tournaments';
import { titleMetadata } from '../../_lib/metadata';
import { StatusTabs } from './_components/status-tabs';
import { PageHero } from '@/components/page-hero';
import { cardClass } from '@/components/ui/card';
import styles from '@/app/_info/info.module.css';

const RULES = ['rule1', 'rule2', 'rule3'] as const;

export const generateMetadata = titleMetadata('tournaments');

export default async function TournamentsPage({ params }: PageProps<'/[locale]/tournaments'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('tournaments');
  return (
    <div className={styles.page}>
      <PageHero title={t('title')} lead={t('lead')} />
      <StatusTabs />
      <section className={styles.section} aria-labelledby="tournaments-statuses">
        <h2 id="tournaments-statuses">{t('statusesTitle')}</h2>
        <ul className={styles.grid} role="list">
          {TOURNAMENT_STATUSES.map((status) => (
            <li key={status}>
              <Link className={`${cardClass} ${styles.cardLink}`} href={`/tournaments/${status}`}>
                <span className={styles.cardTitle}>{t(`statuses.${status}.name`)}</span>
                <span className={styles.cardText}>{t(`statuses.${status}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="tournaments-rules">
        <h2 id="tournaments-rules">{t('rulesTitle')}</h2>
        <ol className={styles.steps} role="list">
          {RULES.map((rule) => (
            <li key={rule}>
              <span>{t(`rules.${rule}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
