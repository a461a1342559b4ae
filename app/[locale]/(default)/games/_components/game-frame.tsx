import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Game } from '@/lib/bet-limits';
import { BetLimits } from './bet-limits';
import { FairnessBlock } from './fairness-block';
import { GameHero, FairBadges } from './game-hero';
import { GameStage } from './game-stage';
import { getInHouseTileText } from './lobby-rows';
import { GameArt } from '@/components/game-art/game-art';

export type FramedGame = Extract<Game, 'coinflip' | 'crash' | 'dice' | 'hilo' | 'keno' | 'roulette' | 'miner'>;

const HOW_TO = ['step1', 'step2', 'step3'] as const;

/** The common page of an in-house game: name, how to play, stage (the playable table once the game has one), bet limits, fairness. */
export async function GameFrame({ game, table }: { game: FramedGame; table?: (name: string) => ReactNode }) {
  const t = await getTranslations('games');
  const name = t(`${game}.name`);
  const tile = await getInHouseTileText(game);
  return (
    <div className="page game-page">
      <GameHero art={<GameArt game={game} />} title={name} badges={<FairBadges fair={tile.fair} rtp={tile.rtp} />} lead={t(`${game}.lead`)} />
      {table ? table(name) : <GameStage label={t('frame.stageLabel', { game: name })} title={t('frame.stageTitle', { game: name })} text={t('frame.stageText')} />}
      <section className="section prose" aria-labelledby="how-to-title">
        <h2 id="how-to-title">{t('frame.howToTitle')}</h2>
        <ol>
          {HOW_TO.map((step) => (
            <li key={step}>{t(`${game}.howTo.${step}`)}</li>
          ))}
        </ol>
      </section>
      <BetLimits game={game} />
      <FairnessBlock game={game} />
    </div>
  );
}
