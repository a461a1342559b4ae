'use client';

import { formatRtp } from '../format-rtp';
import { TitleArt } from '@/components/game-art/title-art';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { casinoTitlePath, type CasinoKind } from '@/lib/casino/casino-paths';
import type { CatalogGame } from '@/lib/casino/contract';
import { FavouriteButton } from './favourite-button';
import styles from './casino-tile.module.css';

export interface CasinoTileText {
  /** "RTP {value}" */
  rtp: string;
  demo: string;
  /** "{name}: demo" */
  demoOf: string;
  play: string;
  /** "{name}: play for real money" */
  playOf: string;
  /** "{name}: favourite" (a toggle: aria-pressed says whether it is one) */
  favouriteOf: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * A slot's or a live table's tile: its art, name, provider and RTP, a Play and (when the game has one) a Demo link,
 * and for a signed-in player the favourite toggle. Not prefetched: a lobby lists every title twice over.
 */
export function CasinoTile({
  kind,
  game,
  variant,
  locale,
  text,
  favourite,
}: {
  kind: CasinoKind;
  game: CatalogGame;
  variant: number;
  locale: string;
  text: CasinoTileText;
  /** Whether the game is a favourite, or null for a guest (no toggle). */
  favourite: { on: boolean; toggle: () => void } | null;
}) {
  const names = { name: game.name };
  return (
    <article className={styles.card}>
      <div className={styles.art}>
        <TitleArt kind={kind} slug={game.code} name={game.name} thumbnail={game.thumbnail} variant={variant} className={styles.picture} />
      </div>
      {favourite && <FavouriteButton label={fill(text.favouriteOf, names)} on={favourite.on} onToggle={favourite.toggle} />}
      <div className={styles.body}>
        <h3 className={styles.name}>{game.name}</h3>
        <p className={styles.provider}>{game.provider}</p>
        {game.rtp !== null && (
          <p className={styles.badges}>
            <Badge>{fill(text.rtp, { value: formatRtp(game.rtp, locale) })}</Badge>
          </p>
        )}
        <p className={styles.actions}>
          <Link
            className={buttonClass({ variant: 'primary', size: 'sm' }, styles.action)}
            href={casinoTitlePath(kind, game.code, 'play')}
            aria-label={fill(text.playOf, names)}
            prefetch={false}
          >
            {text.play}
          </Link>
          {game.demo && (
            <Link
              className={buttonClass({ variant: 'secondary', size: 'sm' }, styles.action)}
              href={casinoTitlePath(kind, game.code, 'demo')}
              aria-label={fill(text.demoOf, names)}
              prefetch={false}
            >
              {text.demo}
            </Link>
          )}
        </p>
      </div>
    </article>
  );
}
