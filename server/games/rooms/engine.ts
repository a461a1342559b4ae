import { ROOMS } from '@/lib/bet-limits';
import { createServerSeed, hashServerSeed } from '@/lib/fairness/seeds';
import type { Room } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import type { RealtimeEngine } from '../../realtime/types';
import type { Clock } from '../round-kit/clock';
import type { FeedBus } from '../feed/bus';
import { createRoundLoop } from '../round-kit/loop';
import { createCommands } from './commands';
import type { RoomsConfig } from './config';
import { drawRound, type DrawContext } from './draw';
import { roomsErrors } from './errors';
import { insertRound } from './repository';
import { resumeRounds } from './recovery';
import { instanceKey, roundBettingEvent, roundOpenEvent, type LiveRound } from './round';

export type EngineDeps = { db: Db; ledger: Ledger; feed?: FeedBus; clock: Clock; config: RoomsConfig };

/**
 * The rooms' loop (docs/realtime.md): an instance per room and currency, each with a round waiting for its first
 * stake, its window, its draw, a pause, and the next round. Only the leader runs it; the loop looks at its instances
 * at their next deadline and at least every tickMs.
 */
export function createRoomsEngine(deps: EngineDeps): RealtimeEngine {
  const { db, clock, config } = deps;
  const loop = createRoundLoop('rooms', roomsErrors.notRunning);
  const drawing: DrawContext = { deps, clock, feed: deps.feed, emit: loop.emit };
  const rounds = new Map<string, LiveRound>();

  const commands = createCommands({ deps, config, clock, round: (key) => rounds.get(key), emit: loop.emit });

  async function openRound(room: Room, currency: Currency): Promise<void> {
    const seed = createServerSeed();
    const hashCommit = hashServerSeed(seed);
    const id = await insertRound(db, { room, currency, seed, hashCommit });
    const round: LiveRound = {
      id,
      room,
      currency,
      seed,
      hashCommit,
      phase: 'waiting',
      bettingEndsAt: null,
      nextAt: null,
      bets: [],
      placed: new Map(),
    };
    rounds.set(instanceKey(room, currency), round);
    loop.emit(roundOpenEvent(round));
  }

  async function close(round: LiveRound, recovered: boolean): Promise<void> {
    round.phase = 'closing';
    await loop.drain();
    await drawRound(drawing, round, recovered);
    round.nextAt = clock.now() + config.drawnMs;
  }

  /** One look at every instance: windows that ended are drawn, drawn rounds past their pause replaced. */
  async function playRound(): Promise<boolean> {
    const now = clock.now();
    const work: Promise<void>[] = [];
    for (const round of rounds.values()) {
      if (round.phase === 'betting' && round.bettingEndsAt !== null && round.bettingEndsAt <= now) work.push(close(round, false));
      else if (round.phase === 'drawn' && round.nextAt !== null && round.nextAt <= now && !loop.stopping())
        work.push(openRound(round.room, round.currency));
    }
    await Promise.all(work);
    if (loop.stopping()) return false;
    let next = clock.now() + config.tickMs;
    for (const round of rounds.values()) {
      const due = round.phase === 'betting' ? round.bettingEndsAt : round.phase === 'drawn' ? round.nextAt : null;
      if (due !== null) next = Math.min(next, due);
    }
    await clock.sleep(next - clock.now());
    return !loop.stopping();
  }

  async function recover(): Promise<void> {
    rounds.clear();
    for (const round of await resumeRounds(drawing, config)) {
      rounds.set(instanceKey(round.room, round.currency), round);
      loop.emit(round.phase === 'betting' ? [roundOpenEvent(round), roundBettingEvent(round)] : [roundOpenEvent(round)]);
    }
    for (const room of ROOMS) {
      for (const currency of config.currencies) if (!rounds.has(instanceKey(room, currency))) await openRound(room, currency);
    }
  }

  return loop.engine({
    recover,
    playRound,
    command: (caller, op, args) => commands.run(caller, op, args),
    ended: () => rounds.clear(),
  });
}
