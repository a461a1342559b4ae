import { getTranslations, setRequestLocale } from 'next-intl/server';
import { titleMetadata } from '../../_lib/metadata';
import { PageHero } from '@/components/page-hero';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/app/_info/info-icons';
import styles from '@/app/_info/info.module.css';
import top from './top.module.css';

const BOARDS = ['wins', 'players'] as const;

export const generateMetadata = titleMetadata('top');

/**
 * The leaderboards. No game reports its rounds to a leaderboard yet, so each board says what it will list
 * instead of drawing an empty table; the rows come with the games' results feed.
 */
export default async function TopPage({ params }: PageProps<'/[locale]/top'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('top');
  return (
    <div className={styles.page}>
      <PageHero title={t('title')} lead={t('lead')} />
      <div className={top.boards}>
        {BOARDS.map((board) => (
          <section key={board} className={styles.section} aria-labelledby={`top-${board}`}>
            <header>
              <h2 id={`top-${board}`}>{t(`${board}.title`)}</h2>
              <p className={styles.sectionLead}>{t(`${board}.text`)}</p>
            </header>
            <EmptyState icon={<TrophyIcon />} title={t('emptyTitle')}>
              <p>{t(`${board}.empty`)}</p>
            </EmptyState>
          </section>
        ))}
      </div>
    </div>
  );
}
