import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ROOMS } from '@/lib/bet-limits';
import { RoomCardFigures, RoomsLiveBadge } from '@/features/games/rooms/components/rooms-lobby';
import { titleMetadata } from '../../../_lib/metadata';
import { FairBadges, GameHero } from '../_components/game-hero';
import { getInHouseTileText } from '../_components/in-house-tile-text';
import { LiveStage } from '../_components/live-stage';
import { GameArt } from '@/components/game-art/game-art';
import { RoomsLobbyConnection } from './_components/room-connection';
import styles from '../_components/catalogue-list.module.css';
import page from './_components/rooms-page.module.css';

export const generateMetadata = titleMetadata('rooms');

/** The three rooms, each with its pot, players and window live in the player's currency and its minimum stake. */
export default async function RoomsPage({ params }: PageProps<'/[locale]/games/rooms'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('rooms');
  const tile = await getInHouseTileText('rooms');
  return (
    <div className="page">
      <GameHero
        art={<GameArt game="rooms" />}
        title={t('title')}
        badges={<FairBadges fair={tile.fair} rtp={tile.rtp} />}
        lead={t('lead')}
      />
      <LiveStage name={t('title')} bar={false}>
        <RoomsLobbyConnection>
          <section aria-labelledby="rooms-list">
            <div className={page.headingRow}>
              <h2 id="rooms-list" className={page.heading}>
                {t('listTitle')}
              </h2>
              <RoomsLiveBadge />
            </div>
            <ul className={page.rooms} role="list">
              {ROOMS.map((room) => (
                <li key={room}>
                  <Link className={`${styles.item} ${styles[room]}`} href={`/games/rooms/${room}`}>
                    <h3 className={styles.name}>{t(`items.${room}.name`)}</h3>
                    <p className={styles.text}>{t(`items.${room}.text`)}</p>
                    <RoomCardFigures room={room} />
                    <span className={page.enter}>{t('enter')}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </RoomsLobbyConnection>
      </LiveStage>
    </div>
  );
}
