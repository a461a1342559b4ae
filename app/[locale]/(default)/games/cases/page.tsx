import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { CASES } from '@/lib/cases-catalog';
import { DEFAULT_CURRENCY } from '@/lib/currencies';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { CaseBoxArt } from '@/components/game-art/case-box-art';
import { titleMetadata } from '../../../_lib/metadata';
import { FairBadges, GameHero } from '../_components/game-hero';
import { getInHouseTileText } from '../_components/in-house-tile-text';
import { getMoneyFormatter } from '../_components/money';
import { GameArt } from '@/components/game-art/game-art';
import styles from '../_components/catalogue-list.module.css';

export const generateMetadata = titleMetadata('cases');

export default async function CasesPage({ params }: PageProps<'/[locale]/games/cases'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('cases');
  const play = await getTranslations('games.play.cases');
  const money = await getMoneyFormatter();
  const tile = await getInHouseTileText('cases');
  return (
    <div className="page">
      <GameHero
        art={<GameArt game="cases" />}
        title={t('title')}
        badges={<FairBadges fair={tile.fair} rtp={tile.rtp} />}
        lead={t('lead')}
      />
      <section className="section" aria-labelledby="cases-list">
        <h2 id="cases-list" className={styles.heading}>
          {t('listTitle')}
        </h2>
        <ul className={styles.list} role="list">
          {CASES.map((item) => (
            <li key={item.slug}>
              <Link className={styles.item} href={`/games/cases/${item.slug}`}>
                <CaseBoxArt slug={item.slug} className={styles.art} />
                <h3 className={styles.name}>{t(`items.${item.slug}.name`)}</h3>
                <p className={styles.text}>{t(`items.${item.slug}.text`)}</p>
                <p className={styles.price}>{t('price', { price: money(item.priceMinor, DEFAULT_CURRENCY) })}</p>
                <p className={styles.text}>
                  {play('topPrize', { multiplier: formatMultiplier(Math.max(...item.items.map((entry) => entry.multiplierBp)), locale) })}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
