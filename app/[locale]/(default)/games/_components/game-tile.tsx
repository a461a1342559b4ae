import { Link } from '@/i18n/navigation';
import { ArtImage } from '@/components/game-art/art-image';
import { artUrl, gameArtFile } from '@/components/game-art/art-paths';
import { Badge } from '@/components/ui/badge';
import { gamePath, isInHouseGame, type LobbyGame } from '@/lib/games-catalog';
import styles from './game-tile.module.css';

export interface InHouseTileText {
  name: string;
  fair: string;
  rtp: string;
  soon: string;
}

/**
 * An in-house game's tile: its art, name, the provably-fair badge and its RTP; a game without a route yet is not a link.
 * Not prefetched: the prefetches started after the largest paint and only added requests to the first load (#8).
 */
export function InHouseTile({ game, text }: { game: LobbyGame; text: InHouseTileText }) {
  const content = (
    <>
      <div className={styles.art}>
        <ArtImage src={artUrl(gameArtFile(game))} className={styles.picture} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{text.name}</h3>
        <p className={styles.badges}>
          <Badge tone="success">{text.fair}</Badge>
          <Badge>{text.rtp}</Badge>
          {!isInHouseGame(game) && <Badge tone="gold">{text.soon}</Badge>}
        </p>
      </div>
    </>
  );
  if (!isInHouseGame(game)) return <div className={`${styles.tile} ${styles.upcoming}`}>{content}</div>;
  return (
    <Link className={styles.tile} href={gamePath(game)} prefetch={false}>
      {content}
    </Link>
  );
}
