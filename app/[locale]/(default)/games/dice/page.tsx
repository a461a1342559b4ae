import { setRequestLocale } from 'next-intl/server';
import { DiceGame } from '@/features/games/dice/components/dice-game';
import { createGamePage } from '../_components/game-page';
import { GameFrame } from '../_components/game-frame';
import { PlayableStage } from '../_components/playable-stage';

export const generateMetadata = createGamePage('dice').generateMetadata;

export default async function DicePage({ params }: PageProps<'/[locale]/games/dice'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <GameFrame
      game="dice"
      table={(name) => (
        <PlayableStage feedGame="dice" name={name}>
          <DiceGame />
        </PlayableStage>
      )}
    />
  );
}
