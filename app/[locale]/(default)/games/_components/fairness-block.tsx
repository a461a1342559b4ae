import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Card } from '@/components/ui/card';
import styles from './fairness-block.module.css';

const POINTS = ['commit', 'seed', 'verify'] as const;

/** The provably-fair explainer shown on every in-house game page. */
export async function FairnessBlock() {
  const t = await getTranslations('games.frame');
  return (
    <Card as="section" className={styles.block} aria-labelledby="fairness-title">
      <h2 id="fairness-title" className={styles.title}>{t('fairTitle')}</h2>
      <ol className={styles.steps}>
        {POINTS.map((point) => (
          <li key={point}>{t(`fair.${point}`)}</li>
        ))}
      </ol>
      <p className={styles.more}>
        <Link href="/faq">{t('fairMore')}</Link>
      </p>
    </Card>
  );
}
