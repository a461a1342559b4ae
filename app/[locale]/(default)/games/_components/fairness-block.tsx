import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

const POINTS = ['commit', 'seed', 'verify'] as const;

/** The provably-fair explainer shown on every in-house game page. */
export async function FairnessBlock() {
  const t = await getTranslations('games.frame');
  return (
    <section className="section card prose" aria-labelledby="fairness-title">
      <h2 id="fairness-title">{t('fairTitle')}</h2>
      <ol>
        {POINTS.map((point) => (
          <li key={point}>{t(`fair.${point}`)}</li>
        ))}
      </ol>
      <p>
        <Link href="/faq">{t('fairMore')}</Link>
      </p>
    </section>
  );
}
