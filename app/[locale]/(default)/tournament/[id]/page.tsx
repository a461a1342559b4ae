import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { isTournamentId } from '@/lib/tournaments';
import { PageHero } from '@/components/page-hero';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CompassIcon } from '@/app/_info/info-icons';
import styles from '@/app/_info/info.module.css';
import { getTournament } from '@/features/tournaments/api/get-tournaments';
import { moneyOf, periodOf } from '@/features/tournaments/components/format';
import { QueryProvider } from '@/components/query-provider';
import { ServerIntlBoundary } from '@/i18n/client-messages-provider';
import { TournamentLive } from '@/features/tournaments/components/tournament-live';
import { TopError } from '@/features/top/components/top-error';
import tournament from './tournament.module.css';

export async function generateMetadata({ params }: PageProps<'/[locale]/tournament/[id]'>): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'tournament' });
  const found = isTournamentId(id) ? await getTournament(id, locale) : null;
  if (found?.kind === 'found') return { title: found.tournament.title };
  return { title: found?.kind === 'error' ? t('title', { id }) : t('notFoundTitle') };
}

/**
 * A race or tournament by its numeric id or slug (GET /api/v2/tournaments/{id}): the facts, a countdown, the prizes
 * and the live leaderboard. An unknown or malformed id renders the not-found state here: a notFound() from a page
 * is only rendered in the browser.
 */
export default async function TournamentPage({ params }: PageProps<'/[locale]/tournament/[id]'>) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const [t, list] = await Promise.all([getTranslations('tournament'), getTranslations('tournaments')]);
  const found = isTournamentId(id) ? await getTournament(id, locale) : ({ kind: 'not_found' } as const);
  const back = (
    <Link className={buttonClass({ variant: 'primary' })} href="/tournaments">
      {t('back')}
    </Link>
  );
  if (found.kind === 'not_found') {
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
  const backLink = (
    <p>
      <Link className={buttonClass({ variant: 'ghost', size: 'sm' })} href="/tournaments">
        <span aria-hidden="true">←</span> {t('back')}
      </Link>
    </p>
  );
  if (found.kind === 'error') {
    return (
      <div className={styles.page}>
        {backLink}
        <PageHero title={t('title', { id })} lead={t('lead')} />
        <TopError text={{ title: t('errorTitle'), text: t('errorText'), retry: t('retry') }} retryHref={`/tournament/${id}`} />
      </div>
    );
  }
  const race = found.tournament;
  const details = [
    { label: t('prizePool'), value: moneyOf(race.prize_pool, race.prize_currency, locale) },
    { label: t('period'), value: periodOf(race, locale) },
    { label: t('scoring'), value: list(`scoring.${race.scoring}`) },
    { label: t('games'), value: race.games ? race.games.join(', ') : t('allGames') },
  ];
  return (
    <div className={styles.page}>
      {backLink}
      <PageHero title={race.title} lead={`${list(`statuses.${race.status}.name`)} · ${t('lead')}`} />
      <dl className={`${styles.grid} ${tournament.details}`}>
        {details.map((detail) => (
          <Card key={detail.label} compact>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </Card>
        ))}
      </dl>
      <ServerIntlBoundary extra={['tournament']}>
        <QueryProvider>
          <TournamentLive initial={race} locale={locale} />
        </QueryProvider>
      </ServerIntlBoundary>
    </div>
  );
}
