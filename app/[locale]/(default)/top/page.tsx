import { getTranslations, setRequestLocale } from 'next-intl/server';
import { titleMetadata } from '../../_lib/metadata';
import { PageHero } from '@/components/page-hero';
import { TabLinks } from '@/components/tab-links';
import { TrophyIcon } from '@/app/_info/info-icons';
import styles from '@/app/_info/info.module.css';
import { getTop } from '@/features/top/api/get-top';
import { TopBoards } from '@/features/top/components/top-boards';
import { TopError } from '@/features/top/components/top-error';
import type { TopBoardsText } from '@/features/top/components/top-text';
import { GAME_IDENTITIES } from '@/lib/games/identity';
import { TOP_PERIODS, type TopPeriod } from '@/lib/top/contract';

export const generateMetadata = titleMetadata('top');

const periodOf = (value: string | string[] | undefined): TopPeriod => TOP_PERIODS.find((period) => period === value) ?? 'day';

const hrefOf = (period: TopPeriod) => `/top?period=${period}`;

/** The leaderboards of the last day, week or month (GET /api/v2/top), rendered on the server. */
export default async function TopPage({ params, searchParams }: PageProps<'/[locale]/top'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const period = periodOf((await searchParams).period);
  const [t, gameNames, reply] = await Promise.all([getTranslations('top'), getTranslations('nav.games'), getTop(period)]);
  const over = t(`over.${period}`);
  const text: TopBoardsText = {
    wins: {
      title: t('wins.title'),
      empty: t('wins.empty', { over }),
      player: t('wins.player'),
      game: t('wins.game'),
      multiplier: t('wins.multiplier'),
      amount: t('wins.amount'),
    },
    players: {
      title: t('players.title'),
      empty: t('players.empty', { over }),
      rank: t('players.rank'),
      player: t('players.player'),
      wagered: t('players.wagered'),
      bets: t('players.bets'),
      best: t('players.best'),
    },
    emptyTitle: t('emptyTitle'),
    hiddenPlayer: t('hiddenPlayer'),
    gameNames: Object.fromEntries(GAME_IDENTITIES.map((game) => [game.slug, gameNames(game.slug)])),
  };
  return (
    <div className={styles.page}>
      <PageHero title={t('title')} lead={t('lead')} />
      <TabLinks
        label={t('periodsLabel')}
        items={TOP_PERIODS.map((item) => ({ href: hrefOf(item), label: t(`periods.${item}`), current: item === period }))}
      />
      {reply ? (
        <TopBoards reply={reply} text={text} locale={locale} icon={<TrophyIcon />} />
      ) : (
        <TopError text={{ title: t('error.title'), text: t('error.text'), retry: t('error.retry') }} retryHref={hrefOf(period)} />
      )}
    </div>
  );
}
