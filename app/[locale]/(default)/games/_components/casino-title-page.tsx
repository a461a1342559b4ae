import type { Metadata } from 'next';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { casinoTitlePath, categoryOfKind, type CasinoKind, type TitleMode } from '@/lib/casino/casino-paths';
import { gameCodeSchema, LAUNCH_REFUSALS, type CatalogGame } from '@/lib/casino/contract';
import { QueryProvider } from '@/components/query-provider';
import { TitleArt } from '@/components/game-art/title-art';
import { titleVariants } from '@/components/game-art/title-design';
import { Badge } from '@/components/ui/badge';
import { formatRtp } from '@/features/casino/format-rtp';
import { GamePlayer, type GamePlayerText } from '@/features/casino/components/game-player';
import { SessionCta } from '@/app/_shell/session-cta';
import { requestCatalog } from './catalog';
import { LOBBY_NAMESPACE } from './casino-lobby';
import { GameHero } from './game-hero';

interface TitleRouteProps {
  params: Promise<{ locale: string; slots: string }>;
}

/**
 * The game of this page from the catalogue: undefined for a code the catalogue does not have in this lobby (a 404).
 * A catalogue the api did not give is an error (the error page offers a retry), not a 404 of a game that exists.
 */
async function findGame(kind: CasinoKind, code: string): Promise<{ game: CatalogGame; variant: number } | undefined> {
  if (!gameCodeSchema.safeParse(code).success) return undefined;
  const games = await requestCatalog(categoryOfKind(kind));
  if (!games) throw new Error('The casino catalogue is unavailable');
  const game = games.find((item) => item.code === code);
  // The placeholder art is drawn as in the lobby, where its variant depends on the titles before it.
  return game && { game, variant: titleVariants(kind, games).get(code) ?? 0 };
}

/** The page module of /games/{slots|live-casino}/{code}/{demo|play}: component and metadata (any code; the catalogue decides). */
export function createCasinoTitlePage(kind: CasinoKind, mode: TitleMode) {
  async function generateMetadata({ params }: TitleRouteProps): Promise<Metadata> {
    const { locale, slots } = await params;
    const t = await getTranslations({ locale, namespace: 'casinoGame' });
    const found = await findGame(kind, slots).catch(() => undefined);
    return found ? { title: t(mode === 'demo' ? 'demoTitle' : 'playTitle', { name: found.game.name }) } : {};
  }

  async function CasinoTitlePage({ params }: TitleRouteProps) {
    const { locale, slots } = await params;
    setRequestLocale(locale);
    const found = await findGame(kind, slots);
    if (!found || (mode === 'demo' && !found.game.demo)) notFound();
    const { game, variant } = found;
    const [t, lobby, lobbyTexts, intlLocale] = await Promise.all([
      getTranslations('casinoGame'),
      getTranslations(LOBBY_NAMESPACE[kind]),
      getTranslations('lobby'),
      getLocale(),
    ]);
    const other: TitleMode = mode === 'demo' ? 'play' : 'demo';
    const text: GamePlayerText = {
      label: t('stageLabel', { name: game.name }),
      frameTitle: game.name,
      launching: t('launching'),
      fullscreen: t('fullscreen'),
      exitFullscreen: t('exitFullscreen'),
      deposit: t('depositToPlay'),
      retry: t('retry'),
      refusals: {
        ...(Object.fromEntries(LAUNCH_REFUSALS.map((code) => [code, t(`refusals.${code}`)])) as GamePlayerText['refusals']),
        unknown: t('refusals.unknown'),
      },
    };
    return (
      <div className="page game-page">
        <p>
          <Link href={`/games/${kind}`}>{t('back', { lobby: lobby('title') })}</Link>
        </p>
        <GameHero
          art={<TitleArt kind={kind} slug={game.code} name={game.name} thumbnail={game.thumbnail} variant={variant} />}
          title={game.name}
          badges={
            <>
              <Badge tone="gold">{t(mode === 'demo' ? 'demoBadge' : 'playBadge')}</Badge>
              {game.rtp !== null && <Badge>{lobbyTexts('rtp', { value: formatRtp(game.rtp, intlLocale) })}</Badge>}
            </>
          }
          lead={t('provider', { provider: game.provider })}
        />
        <QueryProvider>
          <GamePlayer
            game={game}
            mode={mode === 'demo' ? 'demo' : 'real'}
            text={text}
            guestCta={<SessionCta guest={{ flag: 'login', label: t('loginToPlay') }} member={null} />}
          />
        </QueryProvider>
        <section className="section prose" aria-labelledby="mode-title">
          <h2 id="mode-title">{t('modesTitle')}</h2>
          <p>{t('demoText')}</p>
          <p>{t('playText')}</p>
          {(other === 'play' || game.demo) && (
            <p>
              <Link href={casinoTitlePath(kind, game.code, other)}>{t(other === 'demo' ? 'switchToDemo' : 'switchToPlay')}</Link>
            </p>
          )}
        </section>
      </div>
    );
  }

  return { CasinoTitlePage, generateMetadata };
}
