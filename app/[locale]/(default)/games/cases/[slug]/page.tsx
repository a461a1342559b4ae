import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { CASES, findCase } from '@/lib/cases-catalog';
import { formatMultiplier } from '@/lib/fairness/multiplier';
import { CaseBoxArt } from '@/components/game-art/case-box-art';
import { CaseGame } from '@/features/games/cases/components/case-game';
import { FairnessBlock } from '../../_components/fairness-block';
import { GameHead } from '../../_components/game-head';
import { FairBadges } from '../../_components/game-hero';
import { getInHouseTileText } from '../../_components/in-house-tile-text';
import { PlayableStage } from '../../_components/playable-stage';

const HOW_TO = ['step1', 'step2', 'step3'] as const;

export const dynamicParams = false;

export function generateStaticParams() {
  return CASES.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/games/cases/[slug]'>): Promise<Metadata> {
  const { locale, slug } = await params;
  const t = await getTranslations({ locale, namespace: 'cases' });
  return findCase(slug) ? { title: t(`items.${slug}.name`) } : {};
}

export default async function CasePage({ params }: PageProps<'/[locale]/games/cases/[slug]'>) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('cases');
  const play = await getTranslations('games.play.cases');
  const item = findCase(slug);
  // The proxy and dynamicParams=false answer unknown params with the 404 page; this only narrows the type.
  if (!item) notFound();
  const name = t(`items.${item.slug}.name`);
  const tile = await getInHouseTileText('cases');
  const top = Math.max(...item.items.map((entry) => entry.multiplierBp));
  return (
    <div className="page game-page">
      <GameHead
        art={<CaseBoxArt slug={item.slug} />}
        title={name}
        badges={<FairBadges fair={tile.fair} rtp={tile.rtp} />}
        aside={<Link href="/games/cases">{t('back')}</Link>}
      />
      <PlayableStage feedGame="cases" name={name}>
        <CaseGame slug={item.slug} name={name} />
      </PlayableStage>
      <section className="section prose" aria-labelledby="case-how-to">
        <h2 id="case-how-to">{t('howToTitle')}</h2>
        <p className="lead">{t(`items.${item.slug}.text`)}</p>
        <p>{play('topPrize', { multiplier: formatMultiplier(top, locale) })}</p>
        <ol>
          {HOW_TO.map((step) => (
            <li key={step}>{t(`howTo.${step}`)}</li>
          ))}
        </ol>
      </section>
      <FairnessBlock game="cases" />
    </div>
  );
}
