import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Game } from '@/lib/bet-limits';
import type { GameSlug } from '@/lib/games/identity';
import { BetLimits } from './bet-limits';
import { FairnessBlock } from './fairness-block';
import { GameHead } from './game-head';
import { GameHero, FairBadges } from './game-hero';
import { GameStage } from './game-stage';
import { getInHouseTileText } from './in-house-tile-text';
import { GameArt } from '@/components/game-art/game-art';

/** The games whose page is the common frame: those with stake limits of their own (cases and the rooms price a stake). */
export type FramedGame = Extract<GameSlug, Game>;

const HOW_TO = ['step1', 'step2', 'step3'] as const;

/**
 * The common page of an in-house game: name, stage (the playable table once the game has one), how to play, bet limits,
 * fairness. A playable game opens with a slim header and the table, its description moves under the game; a game still
 * being finished keeps the big hero card.
 */
export async function GameFrame({ game, table }: { game: FramedGame; table?: (name: string) => ReactNode }) {
  const t = await getTranslations('games');
  const name = t(`${game}.name`);
  const tile = await getInHouseTileText(game);
  const badges = <FairBadges fair={tile.fair} rtp={tile.rtp} />;
  return (
    <div className="page game-page">
      {table ? (
        <>
          <GameHead art={<GameArt game={game} />} title={name} badges={badges} />
          {table(name)}
        </>
      ) : (
        <>
          <GameHero art={<GameArt game={game} />} title={name} badges={badges} lead={t(`${game}.lead`)} />
          <GameStage
            label={t('frame.stageLabel', { game: name })}
            title={t('frame.stageTitle', { game: name })}
            text={t('frame.stageText')}
          />
        </>
      )}
      <section className="section prose" aria-labelledby="how-to-title">
        <h2 id="how-to-title">{t('frame.howToTitle')}</h2>
        {table && <p className="lead">{t(`${game}.lead`)}</p>}
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
