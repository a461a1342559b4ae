import { getTranslations } from 'next-intl/server';
import { categoryOfKind, type CasinoKind } from '@/lib/casino/casino-paths';
import { PageHero } from '@/components/page-hero';
import { QueryProvider } from '@/components/query-provider';
import { requestCatalog } from './catalog';
import { CasinoLobbyView, type CasinoLobbyText } from './casino-lobby-view';
import { getCasinoTileText, getLobbySearchLabels } from './lobby-rows';
import styles from './lobby-page.module.css';

export const LOBBY_NAMESPACE: Record<CasinoKind, 'slots' | 'liveCasino'> = { slots: 'slots', 'live-casino': 'liveCasino' };

/** The slots or live-casino lobby: the catalogue from the api, its providers, search, and the player's own rows. */
export async function CasinoLobby({ kind, query }: { kind: CasinoKind; query: string }) {
  const [t, lobby, tile, labels, games] = await Promise.all([
    getTranslations(LOBBY_NAMESPACE[kind]),
    getTranslations('casinoLobby'),
    getCasinoTileText(),
    getLobbySearchLabels(),
    requestCatalog(categoryOfKind(kind)),
  ]);
  const text: CasinoLobbyText = {
    tile,
    listTitle: t('listTitle'),
    empty: t('empty'),
    providers: lobby('providers'),
    allProviders: lobby('allProviders'),
    favourites: lobby('favourites'),
    favouritesEmpty: lobby('favouritesEmpty'),
    recent: lobby('recent'),
    recentEmpty: lobby('recentEmpty'),
    loading: lobby('loading'),
    failed: lobby('failed'),
    retry: lobby('retry'),
  };
  return (
    <div className={`page ${styles.lobby}`}>
      <PageHero title={t('title')} lead={t('lead')} />
      <QueryProvider>
        <CasinoLobbyView kind={kind} initialGames={games} initialQuery={query} text={text} searchLabels={labels} />
      </QueryProvider>
    </div>
  );
}
