import { getTranslations, setRequestLocale } from 'next-intl/server';
import { titleMetadata } from '../../_lib/metadata';
import { VipJoinButton } from '@/features/vip/components/vip-join-button';
import { PageHero } from '@/components/page-hero';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import styles from '@/app/_info/info.module.css';
import vip from './vip-club.module.css';

const LEVELS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
const JOIN = ['step1', 'step2', 'step3'] as const;

export const generateMetadata = titleMetadata('vipClub');

export default async function VipClubPage({ params }: PageProps<'/[locale]/vip-club'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('vipClub');
  return (
    <div className={styles.page}>
      <PageHero title={t('title')} lead={t('lead')}>
        <div className={styles.ctaRow}>
          <VipJoinButton
            labels={{
              guest: t('join'),
              join: t('joinRequest'),
              busy: t('joinBusy'),
              sent: t('joinSent'),
              pending: t('joinPending'),
              failed: t('joinFailed'),
            }}
          />
        </div>
      </PageHero>
      <section className={styles.section} aria-labelledby="vip-levels">
        <h2 id="vip-levels">{t('levelsTitle')}</h2>
        <ol className={`${styles.grid} ${vip.levels}`} role="list">
          {LEVELS.map((level, index) => (
            <Card as="li" key={level} className={vip.level} data-tier={level}>
              <div className={styles.cardHead}>
                <span className={vip.medal} aria-hidden="true">
                  {index + 1}
                </span>
                <Badge>{t('levelNumber', { number: index + 1 })}</Badge>
              </div>
              <h3 className={styles.cardTitle}>{t(`levels.${level}.name`)}</h3>
              <p className={styles.cardText}>{t(`levels.${level}.benefits`)}</p>
            </Card>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="vip-join">
        <h2 id="vip-join">{t('joinTitle')}</h2>
        <ol className={styles.steps} role="list">
          {JOIN.map((step) => (
            <li key={step}>
              <span>{t(`joinSteps.${step}`)}</span>
            </li>
          ))}
        </ol>
        <p className={styles.note}>{t('joinNote')}</p>
      </section>
    </div>
  );
}
