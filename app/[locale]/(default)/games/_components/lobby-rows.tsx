import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { LOBBY_GAMES } from '@/lib/games-catalog';
import { categoryOfKind, type CasinoKind } from '@/lib/casino/casino-paths';
import { titleVariants } from '@/components/game-art/title-design';
import { CasinoTile, type CasinoTileText } from '@/features/casino/components/casino-tile';
import type { LobbySearchLabels, LobbySection } from '@/features/lobby/components/lobby-search';
import { requestCatalog } from './catalog';
import { InHouseTile } from './game-tile';
import { getInHouseTileText } from './in-house-tile-text';
import styles from './lobby-rows.module.css';

export type LobbyRow = 'in-house' | CasinoKind;

const ROW_NAMESPACE: Record<CasinoKind, 'slots' | 'liveCasino'> = { slots: 'slots', 'live-casino': 'liveCasino' };

/** The texts of a casino title's tile, with {name} and {value} left for the browser to fill. */
export async function getCasinoTileText(): Promise<CasinoTileText> {
  const [t, lobby] = await Promise.all([getTranslations('casinoGame'), getTranslations('lobby')]);
  return {
    rtp: lobby.raw('rtp') as string,
    demo: t('demo'),
    demoOf: t.raw('demoOf') as string,
    play: t('play'),
    playOf: t.raw('playOf') as string,
    favouriteOf: t.raw('favouriteOf') as string,
  };
}

/** The rows of tiles a lobby shows, rendered here on the server and handed to the search box that filters them. */
export async function buildLobbySections(rows: readonly LobbyRow[], { seeAll }: { seeAll: boolean }): Promise<LobbySection[]> {
  const t = await getTranslations('lobby');
  const nav = await getTranslations('nav');
  const locale = await getLocale();
  return Promise.all(
    rows.map(async (row): Promise<LobbySection> => {
      const id = `lobby-${row}`;
      if (row === 'in-house') {
        const entries = await Promise.all(
          LOBBY_GAMES.map(async (game) => {
            const text = await getInHouseTileText(game);
            return { key: game, text: `${text.name} ${game} ${t('inHouseProvider')}`, tile: <InHouseTile game={game} text={text} /> };
          }),
        );
        return { id, header: <RowHeader id={id} title={t('inHouseTitle')} lead={t('inHouseLead')} />, entries };
      }
      // A catalogue the api did not give leaves the row out (a row without entries is not shown).
      const [titles, tileText] = await Promise.all([requestCatalog(categoryOfKind(row)).then((games) => games ?? []), getCasinoTileText()]);
      const variants = titleVariants(row, titles);
      const entries = titles.map((game) => ({
        key: `${row}-${game.code}`,
        text: `${game.name} ${game.provider}`,
        tile: <CasinoTile kind={row} game={game} variant={variants.get(game.code) ?? 0} locale={locale} text={tileText} favourite={null} />,
      }));
      // On the home page a row is named like its section in the navigation; on its own lobby page, as the list.
      const heading = seeAll ? nav(ROW_NAMESPACE[row]) : (await getTranslations(ROW_NAMESPACE[row]))('listTitle');
      const more = seeAll
        ? {
            href: `/games/${row}`,
            label: t('seeAll', { count: titles.length }),
            ariaLabel: t('seeAllOf', { section: heading, count: titles.length }),
          }
        : undefined;
      return { id, header: <RowHeader id={id} title={heading} more={more} />, entries };
    }),
  );
}

export async function getLobbySearchLabels(): Promise<LobbySearchLabels> {
  const t = await getTranslations('lobby');
  return {
    search: t('searchLabel'),
    placeholder: t('searchPlaceholder'),
    submit: t('searchSubmit'),
    emptyTitle: t.raw('searchEmptyTitle') as string,
    emptyText: t('searchEmptyText'),
  };
}

function RowHeader({
  id,
  title,
  lead,
  more,
}: {
  id: string;
  title: string;
  lead?: string;
  more?: { href: string; label: string; ariaLabel: string };
}) {
  return (
    <div className={styles.header}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {more && (
        <Link className={styles.more} href={more.href} aria-label={more.ariaLabel}>
          {more.label}
        </Link>
      )}
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
