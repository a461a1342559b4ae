import { setRequestLocale } from 'next-intl/server';
import { CoinflipGame } from '@/features/games/coinflip/components/coinflip-game';
import { createGamePage } from '../_components/game-page';
import { GameFrame } from '../_components/game-frame';
import { PlayableStage } from '../_components/playable-stage';

export const generateMetadata = createGamePage('coinflip').generateMetadata;

export default async function CoinflipPage({ params }: PageProps<'/[locale]/games/coinflip'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <GameFrame
      game="coinflip"
      table={(name) => (
        <PlayableStage feedGame="coinflip" name={name}>
          <CoinflipGame />
        </PlayableStage>
      )}
    />
  );
}
