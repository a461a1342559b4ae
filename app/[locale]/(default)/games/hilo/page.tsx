import { setRequestLocale } from 'next-intl/server';
import { HiloGame } from '@/features/games/hilo/components/hilo-game';
import { createGamePage } from '../_components/game-page';
import { GameFrame } from '../_components/game-frame';
import { PlayableStage } from '../_components/playable-stage';

export const generateMetadata = createGamePage('hilo').generateMetadata;

export default async function HiloPage({ params }: PageProps<'/[locale]/games/hilo'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <GameFrame
      game="hilo"
      table={(name) => (
        <PlayableStage feedGame="hilo" name={name}>
          <HiloGame />
        </PlayableStage>
      )}
    />
  );
}
