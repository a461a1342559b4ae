import { setRequestLocale } from 'next-intl/server';
import { KenoGame } from '@/features/games/keno/components/keno-game';
import { createGamePage } from '../_components/game-page';
import { GameFrame } from '../_components/game-frame';
import { PlayableStage } from '../_components/playable-stage';

export const generateMetadata = createGamePage('keno').generateMetadata;

export default async function KenoPage({ params }: PageProps<'/[locale]/games/keno'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <GameFrame
      game="keno"
      table={(name) => (
        <PlayableStage feedGame="keno" name={name}>
          <KenoGame />
        </PlayableStage>
      )}
    />
  );
}
