import { setRequestLocale } from 'next-intl/server';
import { createGamePage } from '../_components/game-page';
import { GameFrame } from '../_components/game-frame';
import { LiveStage } from '../_components/live-stage';
import { RouletteConnection } from './_components/roulette-connection';

export const generateMetadata = createGamePage('roulette').generateMetadata;

export default async function RoulettePage({ params }: PageProps<'/[locale]/games/roulette'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <GameFrame
      game="roulette"
      table={(name) => (
        <LiveStage name={name}>
          <RouletteConnection />
        </LiveStage>
      )}
    />
  );
}
