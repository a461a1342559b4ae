import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getCurrencyLimits, ROOMS } from '@/lib/bet-limits';
import { DEFAULT_CURRENCY } from '@/lib/currencies';
import { titleMetadata } from '../../../_lib/metadata';
import { FairBadges, GameHero } from '../_components/game-hero';
import { getInHouseTileText } from '../_components/lobby-rows';
import { getMoneyFormatter } from '../_components/money';
import { GameArt } from '@/components/game-art/game-art';
import styles from '../_components/catalogue-list.module.css';

export const generateMetadata = titleMetadata('rooms');

export default async function RoomsPage({ params }: PageProps<'/[locale]/games/rooms'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('rooms');
  const money = await getMoneyFormatter();
  const tile = await getInHouseTileText('rooms');
  const stakes = getCurrencyLimits(DEFAULT_CURRENCY).roomStakesMinor;
  return (
    <div className="page">
      <GameHero art={<GameArt game="rooms" />} title={t('title')} badges={<FairBadges fair={tile.fair} rtp={tile.rtp} />} lead={t('lead')} />
      <section className="section" aria-labelledby="rooms-list">
        <h2 id="rooms-list" className={styles.heading}>
          {t('listTitle')}
        </h2>
        <ul className={styles.list} role="list">
          {ROOMS.map((room) => (
            <li key={room}>
              <Link className={`${styles.item} ${styles[room]}`} href={`/games/rooms/${room}`}>
                <h3 className={styles.name}>{t(`items.${room}.name`)}</h3>
                <p className={styles.text}>{t(`items.${room}.text`)}</p>
                <p className={styles.price}>{t('stake', { stake: money(stakes[room] ?? 0, DEFAULT_CURRENCY) })}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
