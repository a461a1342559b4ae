import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { CASINO_CATALOGUE, casinoTitlePath, findCasinoTitle, type CasinoKind } from '@/lib/slots-catalog';
import { LOBBY_NAMESPACE } from './casino-lobby';
import { GameStage } from './game-stage';
import { GameHero } from './game-hero';
import { SessionCta } from '@/app/_shell/session-cta';
import { TitleArt } from '@/components/game-art/title-art';
import { Badge } from '@/components/ui/badge';

type Mode = 'demo' | 'play';

interface TitleRouteProps {
  params: Promise<{ locale: string; slots: string }>;
}

/** The page module of /games/{slots|live-casino}/{slots}/{demo|play}: component, metadata and static params. */
export function createCasinoTitlePage(kind: CasinoKind, mode: Mode) {
  function generateStaticParams() {
    return CASINO_CATALOGUE[kind].map(({ slug }) => ({ slots: slug }));
  }

  async function generateMetadata({ params }: TitleRouteProps): Promise<Metadata> {
    const { locale, slots } = await params;
    const t = await getTranslations({ locale, namespace: 'casinoGame' });
    const title = findCasinoTitle(kind, slots);
    return title ? { title: t(mode === 'demo' ? 'demoTitle' : 'playTitle', { name: title.name }) } : {};
  }

  async function CasinoTitlePage({ params }: TitleRouteProps) {
    const { locale, slots } = await params;
    setRequestLocale(locale);
    const t = await getTranslations('casinoGame');
    const lobby = await getTranslations(LOBBY_NAMESPACE[kind]);
    const title = findCasinoTitle(kind, slots);
    // The proxy and dynamicParams=false answer unknown params with the 404 page; this only narrows the type.
    if (!title) notFound();
    const other: Mode = mode === 'demo' ? 'play' : 'demo';
    return (
      <div className="page game-page">
        <p>
          <Link href={`/games/${kind}`}>{t('back', { lobby: lobby('title') })}</Link>
        </p>
        <GameHero
          art={<TitleArt kind={kind} slug={title.slug} name={title.name} thumbnail={title.thumbnail} />}
          title={title.name}
          badges={<Badge tone="gold">{t(mode === 'demo' ? 'demoBadge' : 'playBadge')}</Badge>}
          lead={t('provider', { provider: title.provider })}
        />
        <GameStage
          label={t('stageLabel', { name: title.name })}
          title={t('stageTitle')}
          text={t('stageText', { provider: title.provider })}
        >
          {mode === 'play' && (
            <p>
              <SessionCta guest={{ flag: 'login', label: t('loginToPlay') }} member={{ flag: 'deposit', label: t('depositToPlay') }} />
            </p>
          )}
        </GameStage>
        <section className="section prose" aria-labelledby="mode-title">
          <h2 id="mode-title">{t('modesTitle')}</h2>
          <p>{t('demoText')}</p>
          <p>{t('playText')}</p>
          <p>
            <Link href={casinoTitlePath(kind, title.slug, other)}>{t(other === 'demo' ? 'switchToDemo' : 'switchToPlay')}</Link>
          </p>
        </section>
      </div>
    );
  }

  return { CasinoTitlePage, generateMetadata, generateStaticParams };
}
