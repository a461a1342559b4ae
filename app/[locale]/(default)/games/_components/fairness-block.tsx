import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Card } from '@/components/ui/card';
import { FAIRNESS_SECTIONS, type FairnessSection } from '@/features/games/shared/lib/fairness-sections';
import styles from './fairness-block.module.css';

const POINTS = ['commit', 'seed', 'verify'] as const;

/** The provably-fair explainer shown on every in-house game page; a game with a published scheme links to it. */
export async function FairnessBlock({ game }: { game?: string }) {
  const t = await getTranslations('games.frame');
  const section = FAIRNESS_SECTIONS.find((candidate): candidate is FairnessSection => candidate === game || (game === 'miner' && candidate === 'mines'));
  return (
    <Card as="section" className={styles.block} aria-labelledby="fairness-title">
      <h2 id="fairness-title" className={styles.title}>{t('fairTitle')}</h2>
      <ol className={styles.steps}>
        {POINTS.map((point) => (
          <li key={point}>{t(`fair.${point}`)}</li>
        ))}
      </ol>
      <p className={styles.more}>
        {section ? <Link href={`/games/fairness#${section}`}>{t('fairPage')}</Link> : <Link href="/faq">{t('fairMore')}</Link>}
      </p>
    </Card>
  );
}
