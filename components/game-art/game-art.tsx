import type { ComponentType } from 'react';
import type { LobbyGame } from '@/lib/games-catalog';
import { CasesArt } from './cases-art';
import { CoinflipArt } from './coinflip-art';
import { CrashArt } from './crash-art';
import { DiceArt } from './dice-art';
import { HiloArt } from './hilo-art';
import { KenoArt } from './keno-art';
import { MinerArt } from './miner-art';
import { RoomsArt } from './rooms-art';
import { RouletteArt } from './roulette-art';

/** The artwork of every in-house game, drawn here as SVG. */
export const GAME_ART: Readonly<Record<LobbyGame, ComponentType<{ className?: string }>>> = {
  crash: CrashArt,
  dice: DiceArt,
  coinflip: CoinflipArt,
  roulette: RouletteArt,
  hilo: HiloArt,
  keno: KenoArt,
  cases: CasesArt,
  rooms: RoomsArt,
  miner: MinerArt,
};

export function GameArt({ game, className }: { game: LobbyGame; className?: string }) {
  const Art = GAME_ART[game];
  return <Art className={className} />;
}
