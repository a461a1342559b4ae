import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LOBBY_GAMES, type LobbyGame } from '@/lib/games-catalog';
import { listRecentBigWins } from '@/features/lobby/big-wins';
import { LobbySearch } from '@/features/lobby/components/lobby-search';
import { RecentBigWins } from '@/features/lobby/components/recent-big-wins';
import { SessionCta } from '@/app/_shell/session-cta';
import { PageHero } from '@/components/page-hero';
import { buildLobbySections, getLobbySearchLabels } from './games/_components/lobby-rows';
import { getPromoRowText, PromoRow } from './games/_components/promo-row';
import { searchQueryParam } from './games/_components/search-query';
import styles from './games/_components/lobby-page.module.css';

export default async function HomePage({ params, searchParams }: PageProps<'/[locale]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = searchQueryParam(await searchParams);
  const [t, lobby, gameNames] = await Promise.all([getTranslations('home'), getTranslations('lobby'), getTranslations('home.games')]);
  const [sections, labels, promo, wins] = await Promise.all([
    buildLobbySections(['in-house', 'slots', 'live-casino'], { seeAll: true }),
    getLobbySearchLabels(),
    getPromoRowText(),
    listRecentBigWins(),
  ]);
  return (
    <div className={`page ${styles.lobby}`}>
      <PageHero title={t('title')} lead={t('lead')}>
        <SessionCta guest={{ flag: 'signup', label: t('cta') }} member={{ flag: 'deposit', label: t('memberCta') }} />
      </PageHero>
      <PromoRow text={promo} />
      <RecentBigWins
        initialWins={wins}
        locale={locale}
        text={{
          title: lobby('bigWins.title'),
          hiddenPlayer: lobby('bigWins.hiddenPlayer'),
          gameNames: Object.fromEntries(LOBBY_GAMES.map((game) => [game, gameNames(game)])) as Record<LobbyGame, string>,
        }}
      />
      <LobbySearch sections={sections} initialQuery={query} labels={labels} />
    </div>
  );
}
