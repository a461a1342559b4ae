import { getRouletteResult } from '@/lib/fairness/roulette';
import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import type { RealtimeEngine } from '../../realtime/types';
import type { Clock } from '../round-kit/clock';
import type { FeedBus } from '../feed/bus';
import { createChainBook } from '../round-kit/chain';
import { createRoundLoop } from '../round-kit/loop';
import { createCommands } from './commands';
import type { RouletteConfig } from './config';
import { rouletteErrors } from './errors';
import { settleUnfinishedRounds } from './recovery';
import { insertRound, markRoundSpinning } from './repository';
import type { LiveRound } from './round';
import { settleRouletteRound, type SettleContext } from './settle';

export type EngineDeps = { db: Db; ledger: Ledger; feed?: FeedBus; clock: Clock; config: RouletteConfig };

/**
 * Roulette's round loop (docs/realtime.md): betting, the spin (the result public from its start), the payouts, the
 * result shown, again. Only the leader runs it; every time comes from deps.clock.
 */
export function createRouletteEngine(deps: EngineDeps): RealtimeEngine {
  const { db, clock, config } = deps;
  const chains = createChainBook(db, 'roulette', { length: config.chainLength, salt: config.salt });
  const loop = createRoundLoop('roulette', rouletteErrors.notRunning);
  const settling: SettleContext = { deps, clock, feed: deps.feed, emit: loop.emit };
  let round: LiveRound | null = null;

  const commands = createCommands({ deps, config, current: () => round, emit: loop.emit });

  async function openRound(): Promise<LiveRound> {
    const link = await chains.next();
    const result = getRouletteResult(link.hash, link.salt);
    const bettingEndsAt = clock.now() + config.bettingMs;
    const id = await insertRound(db, { ...link, sector: result.sector, color: result.color, bettingEndsAt });
    return { id, hash: link.hash, result, phase: 'betting', bettingEndsAt, bets: new Map(), byOwner: new Map() };
  }

  /** One round; false when the loop must end (stop() during betting ends the window at once: the next leader's recovery settles the round). */
  async function playRound(): Promise<boolean> {
    const live = await openRound();
    round = live;
    loop.emit({ game: 'roulette', type: 'round_betting', round_id: live.id, betting_ends_at: live.bettingEndsAt });
    await loop.pause(clock, live.bettingEndsAt - clock.now());
    live.phase = 'closing';
    await loop.drain();
    if (loop.stopping()) return false;
    await markRoundSpinning(db, live.id);
    live.phase = 'spinning';
    const { sector, color, multiplierBp } = live.result;
    loop.emit({
      game: 'roulette',
      type: 'round_spinning',
      round_id: live.id,
      sector,
      color,
      multiplier: multiplierBp / 10_000,
      hash: live.hash,
      result_at: clock.now() + config.spinningMs,
    });
    await clock.sleep(config.spinningMs);
    await settleRouletteRound(
      settling,
      { id: live.id, hash: live.hash, sector, color },
      [...live.bets.values()].map((bet) => bet.row),
      false,
    );
    live.phase = 'settled';
    if (loop.stopping()) return false;
    await clock.sleep(config.settledMs);
    return !loop.stopping();
  }

  return loop.engine({
    recover: async () => {
      await settleUnfinishedRounds(settling);
    },
    playRound,
    command: (caller, op, args) => commands.run(caller, op, args),
    ended: () => {
      round = null;
    },
  });
}
