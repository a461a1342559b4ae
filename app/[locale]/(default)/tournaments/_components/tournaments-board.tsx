import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { TOURNAMENT_STATUSES, type TournamentStatus } from '@/lib/tournaments';
import { TabLinks } from '@/components/tab-links';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TrophyIcon } from '@/app/_info/info-icons';
import styles from '@/app/_info/info.module.css';
import { getTournaments } from '@/features/tournaments/api/get-tournaments';
import { TournamentList } from '@/features/tournaments/components/tournament-list';
import { TopError } from '@/features/top/components/top-error';
import board from './tournaments-board.module.css';

const RULES = ['rule1', 'rule2', 'rule3'] as const;

/**
 * Every part is a plain component: the board renders whole from one await (and in a test).
 * The tabs, the tournaments of one status (GET /api/v2/tournaments, rendered on the server) and how tournaments
 * work. No tournament of the status: its empty state; the api did not answer: a retry.
 */
export async function TournamentsBoard({ status, locale, retryHref }: { status: TournamentStatus; locale: string; retryHref: string }) {
  const [t, tournaments] = await Promise.all([getTranslations('tournaments'), getTournaments(status, locale)]);
  const label = t('listTitle', { status: t(`statuses.${status}.name`) });
  return (
    <>
      <div className={`${styles.section} ${board.board}`}>
        <TabLinks
          label={t('tabsLabel')}
          items={TOURNAMENT_STATUSES.map((item) => ({
            href: `/tournaments/${item}`,
            label: t(`statuses.${item}.name`),
            current: item === status,
          }))}
        />
        <section aria-label={label}>
          {tournaments === null ? (
            <TopError text={{ title: t('error.title'), text: t('error.text'), retry: t('error.retry') }} retryHref={retryHref} />
          ) : tournaments.length > 0 ? (
            <TournamentList
              tournaments={tournaments}
              locale={locale}
              label={label}
              text={{
                status: Object.fromEntries(TOURNAMENT_STATUSES.map((item) => [item, t(`statuses.${item}.name`)])) as Record<
                  TournamentStatus,
                  string
                >,
                scoring: { wagered: t('scoring.wagered'), best_multiplier: t('scoring.best_multiplier'), bets: t('scoring.bets') },
                prizePool: t('cardPrizePool'),
                period: t('cardPeriod'),
                scoringLabel: t('cardScoring'),
                games: t('cardGames'),
                allGames: t('allGames'),
                gamesCount: (count) => t('gamesCount', { count }),
                open: t('openRace'),
              }}
            />
          ) : (
            <EmptyState
              icon={<TrophyIcon />}
              title={t(`statuses.${status}.empty`)}
              action={
                <Link className={buttonClass({ variant: 'secondary' })} href="/">
                  {t('emptyCta')}
                </Link>
              }
            >
              <p>{t('emptyHint')}</p>
            </EmptyState>
          )}
        </section>
      </div>
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
    </>
  );
}
