import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { PROMOS, PromoArt, type Promo } from '@/components/game-art/promo-art';
import { PromoCarousel, type PromoCarouselLabels } from '@/features/lobby/components/promo-carousel';
import styles from './promo-row.module.css';

const PROMO_PATH: Record<Promo, string> = {
  welcome: '/welcome-pack',
  bonuses: '/bonuses',
  tournaments: '/tournaments',
  vip: '/vip-club',
};

export interface PromoRowText {
  labels: PromoCarouselLabels;
  promos: Record<Promo, { title: string; text: string; cta: string }>;
}

/** The promotions' texts in the request's locale. */
export async function getPromoRowText(): Promise<PromoRowText> {
  const t = await getTranslations('lobby.promo');
  return {
    labels: {
      carousel: t('label'),
      previous: t('previous'),
      next: t('next'),
      slides: PROMOS.map((_, index) => t('slide', { index: index + 1, count: PROMOS.length })),
    },
    promos: Object.fromEntries(
      PROMOS.map((promo) => [promo, { title: t(`${promo}.title`), text: t(`${promo}.text`), cta: t(`${promo}.cta`) }]),
    ) as PromoRowText['promos'],
  };
}

/** The home page's promotions: the welcome pack, bonuses, tournaments and the VIP club, each linking to its page. */
export function PromoRow({ text }: { text: PromoRowText }) {
  return (
    <PromoCarousel labels={text.labels}>
      {PROMOS.map((promo) => (
        <article key={promo} className={styles.promo}>
          <PromoArt promo={promo} className={styles.art} />
          <div className={styles.body}>
            <h2 className={styles.title}>{text.promos[promo].title}</h2>
            <p className={styles.text}>{text.promos[promo].text}</p>
            <Link className={styles.cta} href={PROMO_PATH[promo]}>
              {text.promos[promo].cta}
            </Link>
          </div>
        </article>
      ))}
    </PromoCarousel>
  );
}
