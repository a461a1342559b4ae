import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { CASES, findCase } from '@/lib/cases-catalog';
import { DEFAULT_CURRENCY } from '@/lib/currencies';
import { FairnessBlock } from '../../_components/fairness-block';
import { GameStage } from '../../_components/game-stage';
import { FairBadges, GameHero } from '../../_components/game-hero';
import { getInHouseTileText } from '../../_components/lobby-rows';
import { getMoneyFormatter } from '../../_components/money';
import { GameArt } from '@/components/game-art/game-art';

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
  const money = await getMoneyFormatter();
  const item = findCase(slug);
  // The proxy and dynamicParams=false answer unknown params with the 404 page; this only narrows the type.
  if (!item) notFound();
  const name = t(`items.${item.slug}.name`);
  const tile = await getInHouseTileText('cases');
  return (
    <div className="page game-page">
      <p>
        <Link href="/games/cases">{t('back')}</Link>
      </p>
      <GameHero art={<GameArt game="cases" />} title={name} badges={<FairBadges fair={tile.fair} rtp={tile.rtp} />} lead={t(`items.${item.slug}.text`)}>
        <p>{t('price', { price: money(item.priceMinor, DEFAULT_CURRENCY) })}</p>
      </GameHero>
      <GameStage label={t('stageLabel', { name })} title={t('stageTitle')} text={t('stageText')} />
      <section className="section prose" aria-labelledby="case-how-to">
        <h2 id="case-how-to">{t('howToTitle')}</h2>
        <ol>
          {HOW_TO.map((step) => (
            <li key={step}>{t(`howTo.${step}`)}</li>
          ))}
        </ol>
      </section>
      <FairnessBlock />
    </div>
  );
}
