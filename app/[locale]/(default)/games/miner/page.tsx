import { setRequestLocale } from 'next-intl/server';
import { MinesGame } from '@/features/games/mines/components/mines-game';
import { createGamePage } from '../_components/game-page';
import { GameFrame } from '../_components/game-frame';
import { PlayableStage } from '../_components/playable-stage';

export const generateMetadata = createGamePage('miner').generateMetadata;

/** The miner (the api's "mines"): the lobby's miner tile links here since issue 10. */
export default async function MinerPage({ params }: PageProps<'/[locale]/games/miner'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <GameFrame
      game="miner"
      table={(name) => (
        <PlayableStage feedGame="mines" name={name}>
          <MinesGame />
        </PlayableStage>
      )}
    />
  );
}
