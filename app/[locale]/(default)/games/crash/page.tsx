import { setRequestLocale } from 'next-intl/server';
import { createGamePage } from '../_components/game-page';
import { GameFrame } from '../_components/game-frame';
import { LiveStage } from '../_components/live-stage';
import { CrashConnection } from './_components/crash-connection';

export const generateMetadata = createGamePage('crash').generateMetadata;

export default async function CrashPage({ params }: PageProps<'/[locale]/games/crash'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <GameFrame
      game="crash"
      table={(name) => (
        <LiveStage name={name}>
          <CrashConnection />
        </LiveStage>
      )}
    />
  );
}
