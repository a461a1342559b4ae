import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { isTournamentId } from '@/lib/tournaments';
import { PageHero } from '@/components/page-hero';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { CompassIcon, TrophyIcon } from '@/app/_info/info-icons';
import styles from '@/app/_info/info.module.css';
import tournament from './tournament.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'tournament' });
  return { title: isTournamentId(id) ? t('title', { id }) : t('notFoundTitle') };
}

/** An unknown id shape renders the not-found state here: a notFound() from a page is only rendered in the browser. */
export default async function TournamentPage({ params }: PageProps<'/[locale]/tournament/[id]'>) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('tournament');
  const back = (
    <Link className={buttonClass({ variant: 'primary' })} href="/tournaments">
      {t('back')}
    </Link>
  );
  if (!isTournamentId(id)) {
    return (
      <section className={styles.message}>
        <span className={styles.messageMark}>
          <CompassIcon />
        </span>
        <h1>{t('notFoundTitle')}</h1>
        <p className={styles.messageLead}>{t('notFoundText')}</p>
        {back}
      </section>
    );
  }
  const details = [
    { label: t('prizePool'), value: t('prizePoolPending') },
    { label: t('period'), value: t('periodPending') },
    { label: t('games'), value: t('gamesPending') },
  ];
  return (
    <div className={styles.page}>
      <p>
        <Link className={buttonClass({ variant: 'ghost', size: 'sm' })} href="/tournaments">
          <span aria-hidden="true">←</span> {t('back')}
        </Link>
      </p>
      <PageHero title={t('title', { id })} lead={t('lead')} />
      <dl className={`${styles.grid} ${tournament.details}`}>
        {details.map((detail) => (
          <Card key={detail.label} compact>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </Card>
        ))}
      </dl>
      <section className={styles.section} aria-labelledby="tournament-leaderboard">
        <h2 id="tournament-leaderboard">{t('leaderboardTitle')}</h2>
        <EmptyState icon={<TrophyIcon />} title={t('leaderboardEmpty')}>
          <p>{t('leaderboardHint')}</p>
        </EmptyState>
      </section>
    </div>
  );
}
