import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GameFrame, type FramedGame } from './game-frame';

interface GameRouteProps {
  params: Promise<{ locale: string }>;
}

/** The page module of an in-house game route: its component and its metadata. */
export function createGamePage(game: FramedGame) {
  async function generateMetadata({ params }: GameRouteProps): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'games' });
    return { title: t(`${game}.name`) };
  }
  async function GamePage({ params }: GameRouteProps) {
    const { locale } = await params;
    setRequestLocale(locale);
    return <GameFrame game={game} />;
  }
  return { GamePage, generateMetadata };
}
