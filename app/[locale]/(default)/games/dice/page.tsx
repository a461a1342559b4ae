import { setRequestLocale } from 'next-intl/server';
import { DiceStage } from '@/features/games/dice/components/dice-stage';
import { createGamePage } from '../_components/game-page';
import { GameFrame } from '../_components/game-frame';
import { getStageTexts } from '../_components/stage-texts';

export const generateMetadata = createGamePage('dice').generateMetadata;

export default async function DicePage({ params }: PageProps<'/[locale]/games/dice'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <GameFrame game="dice" table={(name) => <DiceTable name={name} />} />;
}

/** The page and a skeleton of the room come from the server; the room's code loads in the browser (DiceStage). */
async function DiceTable({ name }: { name: string }) {
  const { messages, label } = await getStageTexts(name);
  return <DiceStage messages={messages} label={label} />;
}
