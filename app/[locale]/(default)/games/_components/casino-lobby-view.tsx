'use client';

import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useLocale } from '@/i18n/navigation';
import { categoryOfKind, type CasinoKind } from '@/lib/casino/casino-paths';
import type { CatalogGame } from '@/lib/casino/contract';
import { useSessionStore } from '@/lib/session/session-store';
import { titleVariants } from '@/components/game-art/title-design';
import { useCatalog } from '@/features/casino/api/get-catalog';
import { useFavourites } from '@/features/casino/api/get-favourites';
import { useRecent } from '@/features/casino/api/get-recent';
import { useToggleFavourite } from '@/features/casino/api/toggle-favourite';
import { CasinoTile, type CasinoTileText } from '@/features/casino/components/casino-tile';
import { GameRow } from '@/features/casino/components/game-row';
import { ProviderFilter } from '@/features/casino/components/provider-filter';
import { LobbySearch, type LobbySearchLabels } from '@/features/lobby/components/lobby-search';
import styles from './lobby-rows.module.css';

export interface CasinoLobbyText {
  tile: CasinoTileText;
  listTitle: string;
  providers: string;
  allProviders: string;
  favourites: string;
  favouritesEmpty: string;
  recent: string;
  recentEmpty: string;
  loading: string;
  failed: string;
  retry: string;
  empty: string;
}

/**
 * A casino lobby in the browser: the catalogue (the server render's copy first), a provider filter and the search over
 * it, and for a signed-in player their favourites and recently played games above.
 */
export function CasinoLobbyView({
  kind,
  initialGames,
  initialQuery,
  text,
  searchLabels,
}: {
  kind: CasinoKind;
  initialGames: CatalogGame[] | null;
  initialQuery: string;
  text: CasinoLobbyText;
  searchLabels: LobbySearchLabels;
}) {
  const locale = useLocale();
  const category = categoryOfKind(kind);
  const signedIn = useSessionStore((state) => state.status === 'authenticated');
  const catalog = useCatalog(category, initialGames ?? undefined);
  const favourites = useFavourites(signedIn);
  const recent = useRecent(signedIn);
  const toggle = useToggleFavourite();
  const [provider, setProvider] = useState<string | null>(null);

  const games = useMemo(() => catalog.data ?? [], [catalog.data]);
  const variants = useMemo(() => titleVariants(kind, games), [kind, games]);
  const providers = useMemo(() => [...new Set(games.map((game) => game.provider))].sort((a, b) => a.localeCompare(b)), [games]);

  if (!catalog.data) {
    return (
      <div role="status">
        {catalog.isError ? (
          <EmptyState
            title={text.failed}
            action={
              <Button onClick={() => void catalog.refetch()} loading={catalog.isFetching}>
                {text.retry}
              </Button>
            }
          />
        ) : (
          <p>{text.loading}</p>
        )}
      </div>
    );
  }

  const favouriteCodes = signedIn ? (favourites.data ?? []) : [];
  const tileOf = (game: CatalogGame) => (
    <CasinoTile
      kind={kind}
      game={game}
      variant={variants.get(game.code) ?? 0}
      locale={locale}
      text={text.tile}
      favourite={
        signedIn
          ? {
              on: favouriteCodes.includes(game.code),
              toggle: () => toggle.mutate({ code: game.code, favourite: !favouriteCodes.includes(game.code) }),
            }
          : null
      }
    />
  );
  const byCode = new Map(games.map((game) => [game.code, game]));
  const favouriteGames = favouriteCodes.flatMap((code) => byCode.get(code) ?? []);
  const recentGames = (recent.data ?? []).filter((game) => game.category === category && byCode.has(game.code));
  const shown = provider ? games.filter((game) => game.provider === provider) : games;
  const sectionId = `lobby-${kind}`;

  return (
    <>
      {signedIn && (
        <>
          <GameRow
            title={text.favourites}
            empty={text.favouritesEmpty}
            tiles={favouriteGames.map((game) => ({ key: game.code, tile: tileOf(game) }))}
          />
          <GameRow
            title={text.recent}
            empty={text.recentEmpty}
            tiles={recentGames.map((game) => ({ key: game.code, tile: tileOf(game) }))}
          />
        </>
      )}
      {games.length === 0 ? (
        <EmptyState title={text.empty} />
      ) : (
        <>
          <ProviderFilter
            label={text.providers}
            allLabel={text.allProviders}
            providers={providers}
            selected={provider}
            onSelect={setProvider}
          />
          <LobbySearch
            initialQuery={initialQuery}
            labels={searchLabels}
            sections={[
              {
                id: sectionId,
                header: (
                  <div className={styles.header}>
                    <h2 id={`${sectionId}-title`} className={styles.title}>
                      {text.listTitle}
                    </h2>
                  </div>
                ),
                entries: shown.map((game) => ({ key: game.code, text: `${game.name} ${game.provider}`, tile: tileOf(game) })),
              },
            ]}
          />
        </>
      )}
    </>
  );
}
