import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { PROMOS, PromoArt, type Promo } from '@/components/game-art/promo-art';
import { PromoCarousel } from '@/features/lobby/components/promo-carousel';
import styles from './promo-row.module.css';

const PROMO_PATH: Record<Promo, string> = {
  welcome: '/welcome-pack',
  bonuses: '/bonuses',
  tournaments: '/tournaments',
  vip: '/vip-club',
};

/** The home page's promotions: the welcome pack, bonuses, tournaments and the VIP club, each linking to its page. */
export async function PromoRow() {
  const t = await getTranslations('lobby.promo');
  const labels = {
    carousel: t('label'),
    previous: t('previous'),
    next: t('next'),
    slides: PROMOS.map((_, index) => t('slide', { index: index + 1, count: PROMOS.length })),
  };
  return (
    <PromoCarousel labels={labels}>
      {PROMOS.map((promo) => (
        <article key={promo} className={styles.promo}>
          <PromoArt promo={promo} className={styles.art} />
          <div className={styles.body}>
            <h2 className={styles.title}>{t(`${promo}.title`)}</h2>
            <p className={styles.text}>{t(`${promo}.text`)}</p>
            <Link className={styles.cta} href={PROMO_PATH[promo]}>
              {t(`${promo}.cta`)}
            </Link>
          </div>
        </article>
      ))}
    </PromoCarousel>
  );
}
