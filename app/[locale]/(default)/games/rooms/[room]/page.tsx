import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { getCurrencyLimits, ROOMS, type Room } from '@/lib/bet-limits';
import { DEFAULT_CURRENCY } from '@/lib/currencies';
import { FairnessBlock } from '../../_components/fairness-block';
import { GameHead } from '../../_components/game-head';
import { FairBadges } from '../../_components/game-hero';
import { getInHouseTileText } from '../../_components/in-house-tile-text';
import { LiveStage } from '../../_components/live-stage';
import { getMoneyFormatter } from '../../_components/money';
import { GameArt } from '@/components/game-art/game-art';
import { RoomConnection } from '../_components/room-connection';
import styles from '../_components/rooms-page.module.css';

const HOW_TO = ['step1', 'step2', 'step3'] as const;

const isRoom = (value: string): value is Room => (ROOMS as readonly string[]).includes(value);

export const dynamicParams = false;

export function generateStaticParams() {
  return ROOMS.map((room) => ({ room }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/games/rooms/[room]'>): Promise<Metadata> {
  const { locale, room } = await params;
  const t = await getTranslations({ locale, namespace: 'rooms' });
  return isRoom(room) ? { title: t(`items.${room}.name`) } : {};
}

/** A room (spec section 2: /games/rooms/red, /yellow, /purple): its live table, how it works, the other rooms. */
export default async function RoomPage({ params }: PageProps<'/[locale]/games/rooms/[room]'>) {
  const { locale, room: slug } = await params;
  setRequestLocale(locale);
  if (!isRoom(slug)) notFound();
  const room = slug;
  const t = await getTranslations('rooms');
  const money = await getMoneyFormatter();
  const stake = money(getCurrencyLimits(DEFAULT_CURRENCY).roomStakesMinor[room] ?? 0, DEFAULT_CURRENCY);
  const name = t(`items.${room}.name`);
  const tile = await getInHouseTileText('rooms');
  return (
    <div className="page game-page">
      <GameHead
        art={<GameArt game="rooms" />}
        title={name}
        badges={<FairBadges fair={tile.fair} rtp={tile.rtp} />}
        aside={<Link href="/games/rooms">{t('back')}</Link>}
      />
      <LiveStage name={name}>
        <RoomConnection room={room} />
      </LiveStage>
      <nav className="section" aria-labelledby="other-rooms">
        <h2 id="other-rooms">{t('otherRooms')}</h2>
        <ul className={styles.others} role="list">
          {ROOMS.filter((other) => other !== room).map((other) => (
            <li key={other}>
              <Link className={`${styles.other} ${styles[other]}`} href={`/games/rooms/${other}`}>
                {t(`items.${other}.name`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="section prose" aria-labelledby="room-how-to">
        <h2 id="room-how-to">{t('howToTitle')}</h2>
        <p className="lead">{t(`items.${room}.text`)}</p>
        <ol>
          {HOW_TO.map((step) => (
            <li key={step}>{t(`howTo.${step}`, { stake })}</li>
          ))}
        </ol>
      </section>
      <FairnessBlock game="rooms" />
    </div>
  );
}
