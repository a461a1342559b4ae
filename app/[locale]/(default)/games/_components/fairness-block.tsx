import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Card } from '@/components/ui/card';
import { fairnessSectionOfSlug, isLiveFairnessSection } from '@/features/games/shared/lib/fairness-sections';
import styles from './fairness-block.module.css';

const SEED_POINTS = ['fair.commit', 'fair.seed', 'fair.verify'] as const;
const CHAIN_POINTS = ['fairChain.commit', 'fairChain.derive', 'fairChain.verify'] as const;
const SEED_ROUND_POINTS = ['fairSeedRound.commit', 'fairSeedRound.derive', 'fairSeedRound.verify'] as const;

/** The provably-fair explainer shown on every in-house game page; a game with a published scheme links to it. */
export async function FairnessBlock({ game }: { game?: string }) {
  const t = await getTranslations('games.frame');
  const live = isLiveFairnessSection(game);
  const section = live ? game : fairnessSectionOfSlug(game);
  return (
    <Card as="section" className={styles.block} aria-labelledby="fairness-title">
      <h2 id="fairness-title" className={styles.title}>
        {t('fairTitle')}
      </h2>
      <ol className={styles.steps}>
        {(game === 'rooms' ? SEED_ROUND_POINTS : live ? CHAIN_POINTS : SEED_POINTS).map((point) => (
          <li key={point}>{t(point)}</li>
        ))}
      </ol>
      <p className={styles.more}>
        {section ? <Link href={`/games/fairness#${section}`}>{t('fairPage')}</Link> : <Link href="/faq">{t('fairMore')}</Link>}
      </p>
    </Card>
  );
}
