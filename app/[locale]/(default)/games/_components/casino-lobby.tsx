import { getTranslations } from 'next-intl/server';
import type { CasinoKind } from '@/lib/slots-catalog';
import { LobbySearch } from '@/features/lobby/components/lobby-search';
import { PageHero } from '@/components/page-hero';
import { buildLobbySections, getLobbySearchLabels } from './lobby-rows';
import styles from './lobby-page.module.css';

export const LOBBY_NAMESPACE: Record<CasinoKind, string> = { slots: 'slots', 'live-casino': 'liveCasino' };

/** The slots or live-casino lobby: searchable tiles, each opening the title for real money, with a demo link. */
export async function CasinoLobby({ kind, query }: { kind: CasinoKind; query: string }) {
  const t = await getTranslations(LOBBY_NAMESPACE[kind]);
  const [sections, labels] = await Promise.all([buildLobbySections([kind], { seeAll: false }), getLobbySearchLabels()]);
  return (
    <div className={`page ${styles.lobby}`}>
      <PageHero title={t('title')} lead={t('lead')} />
      <LobbySearch sections={sections} initialQuery={query} labels={labels} />
      <p className="form__note">{t('note')}</p>
    </div>
  );
}
