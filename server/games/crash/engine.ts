import { getCrashPointCenti } from '@/lib/fairness/crash';
import { payoutMinor } from '@/lib/fairness/multiplier';
import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import type { RealtimeEngine } from '../../realtime/types';
import type { FeedBus } from '../feed/bus';
import type { Clock } from '../round-kit/clock';
import { createChainBook } from '../round-kit/chain';
import { createRoundLoop } from '../round-kit/loop';
import { settleEach } from '../round-kit/settle';
import { createCommands } from './commands';
import type { CrashConfig } from './config';
import { centiToMultiplier, elapsedToReach, multiplierCentiAt } from '@/lib/fairness/crash-curve';
import { crashErrors } from './errors';
import { balanceEvent, cashoutEvent, foldCashouts } from './events';
import { publishCrashBet } from './feed';
import { createCashoutBatcher } from './cashout-batch';
import { refusalOf, type Moved } from './money';
import { settleUnfinishedRounds } from './recovery';
import { findBet, insertRound, markRoundRunning, settleCrashedRound } from './repository';
import { targetCenti, type LiveBet, type LiveRound } from './round';

export type EngineDeps = { db: Db; ledger: Ledger; feed?: FeedBus; clock: Clock; config: CrashConfig };

/**
 * Crash's round loop (docs/realtime.md): betting, running until the crash point, the crash shown, again. Only the
 * leader runs it; every time comes from deps.clock. The round's hash and crash point stay in this closure and the
 * database until the crash event.
 */
export function createCrashEngine(deps: EngineDeps): RealtimeEngine {
  const { db, clock, config } = deps;
  const chains = createChainBook(db, 'crash', { length: config.chainLength, salt: config.salt });
  const loop = createRoundLoop('crash', crashErrors.notRunning, foldCashouts);
  const { emit, emitLater, track, drain } = loop;
  const cashouts = createCashoutBatcher(deps);
  let round: LiveRound | null = null;

  /**
   * A cash-out at `centi` (manual: the curve when the command came; auto: the target), paid with the row's change,
   * together with the other cash-outs of the moment; its events go out after the acks of the lot.
   */
  async function cashOut(live: LiveRound, bet: LiveBet, centi: number, auto: boolean): Promise<Moved> {
    bet.closing = true;
    try {
      const moved = await cashouts.cashOut({
        roundId: live.id,
        bet: bet.row,
        centi,
        payoutMinor: payoutMinor(bet.row.stakeMinor, centi * 100),
      });
      bet.row = moved.bet;
      const published = emitLater(
        auto ? [cashoutEvent(live.id, bet), balanceEvent(moved.bet, moved.balanceMinor)] : cashoutEvent(live.id, bet),
      );
      // Nobody waits for an auto cash-out's ack: the curve goes on once its events are out.
      if (auto) await published;
      publishCrashBet(deps.feed, moved.bet, moved.bettor);
      return moved;
    } catch (error) {
      if (refusalOf(error) === 'already_closed') bet.row = (await findBet(db, bet.row.id)) ?? bet.row;
      throw error;
    } finally {
      bet.closing = false;
    }
  }

  const commands = createCommands({ deps, config, clock, current: () => round, emit, cashOut });

  async function openRound(): Promise<LiveRound> {
    const link = await chains.next();
    const crashCenti = getCrashPointCenti(link.hash, link.salt);
    const bettingEndsAt = clock.now() + config.bettingMs;
    const id = await insertRound(db, { ...link, crashCenti, bettingEndsAt });
    return {
      id,
      hash: link.hash,
      crashCenti,
      crashElapsedMs: elapsedToReach(crashCenti),
      phase: 'betting',
      bettingEndsAt,
      startedAt: null,
      bets: new Map(),
      live: new Map(),
      placed: new Map(),
    };
  }

  /**
   * Runs the curve until the crash: ticks, and each auto cash-out the moment the curve reaches its target. Stopped, it
   * plays on for config.stopGraceMs at most: false when it gave the round up before the crash (left to the next leader).
   */
  async function runCurve(live: LiveRound, startedAt: number): Promise<boolean> {
    const crashAt = startedAt + live.crashElapsedMs;
    const autos = [...live.bets.values()]
      .filter((bet) => bet.row.state === 'open' && targetCenti(bet, config.maxMultiplierCenti) < live.crashCenti)
      .map((bet) => ({ bet, at: startedAt + elapsedToReach(targetCenti(bet, config.maxMultiplierCenti)) }))
      .sort((a, b) => a.at - b.at);
    let nextAuto = 0;
    let nextTick = startedAt + config.tickMs;
    let giveUpAt = Infinity;
    for (;;) {
      const now = clock.now();
      if (now >= crashAt) return true;
      if (loop.stopping()) giveUpAt = Math.min(giveUpAt, now + config.stopGraceMs);
      if (now >= giveUpAt) return false;
      const due: LiveBet[] = [];
      for (; nextAuto < autos.length && autos[nextAuto].at <= now; nextAuto += 1) {
        if (autos[nextAuto].bet.row.state === 'open' && !autos[nextAuto].bet.closing) due.push(autos[nextAuto].bet);
      }
      // Paid before the next tick (the postings share the ledger's batches); a failure leaves the bet open for settleAutos.
      await Promise.allSettled(due.map((bet) => track(cashOut(live, bet, targetCenti(bet, config.maxMultiplierCenti), true))));
      if (now >= nextTick) {
        const elapsed = now - startedAt;
        emit({
          game: 'crash',
          type: 'tick',
          round_id: live.id,
          elapsed_ms: elapsed,
          multiplier: centiToMultiplier(multiplierCentiAt(elapsed)),
          sent_at: now,
        });
        while (nextTick <= now) nextTick += config.tickMs;
      }
      await clock.sleep(Math.min(nextTick, crashAt, autos[nextAuto]?.at ?? Infinity, giveUpAt) - now);
    }
  }

  /** Auto cash-outs below the crash point still open at the crash (a late timer, a failed posting) are paid now. */
  async function settleAutos(live: LiveRound): Promise<void> {
    const due = [...live.bets.values()].filter(
      (bet) => bet.row.state === 'open' && !bet.closing && targetCenti(bet, config.maxMultiplierCenti) < live.crashCenti,
    );
    await settleEach(
      clock,
      due,
      (bet) => cashOut(live, bet, targetCenti(bet, config.maxMultiplierCenti), true),
      (error) => refusalOf(error) === 'already_closed',
    );
  }

  async function crash(live: LiveRound, startedAt: number): Promise<void> {
    live.phase = 'crashed';
    await drain();
    await settleAutos(live);
    const lost = await settleCrashedRound(db, live.id, startedAt + live.crashElapsedMs);
    for (const bet of live.bets.values())
      if (bet.row.state === 'open') bet.row = { ...bet.row, state: 'lost', settledAt: new Date(clock.now()).toISOString() };
    for (const { bet, bettor } of lost) publishCrashBet(deps.feed, bet, bettor);
    emit({
      game: 'crash',
      type: 'crash',
      round_id: live.id,
      crash: centiToMultiplier(live.crashCenti),
      hash: live.hash,
      elapsed_ms: live.crashElapsedMs,
    });
  }

  /**
   * A round the loop gives up (stopping, past the grace): no more cash-outs; those under way finish (each was paid with
   * its ack), and the round stays running in the database for the next leader's recovery to settle.
   */
  async function giveUp(live: LiveRound): Promise<false> {
    live.phase = 'given_up';
    await drain();
    return false;
  }

  /**
   * One round; false when the loop must end. stop() during betting ends the window at once and leaves the round to
   * the next leader (its bets refunded); stop() while running plays on to the crash for stopGraceMs at most.
   */
  async function playRound(): Promise<boolean> {
    const live = await openRound();
    round = live;
    emit({ game: 'crash', type: 'round_betting', round_id: live.id, betting_ends_at: live.bettingEndsAt });
    await loop.pause(clock, live.bettingEndsAt - clock.now());
    live.phase = 'closing';
    await drain();
    if (loop.stopping()) return false;
    const startedAt = clock.now();
    await markRoundRunning(db, live.id, startedAt);
    live.startedAt = startedAt;
    live.phase = 'running';
    emit({ game: 'crash', type: 'round_running', round_id: live.id, started_at: startedAt });
    if (!(await runCurve(live, startedAt))) return giveUp(live);
    await crash(live, startedAt);
    if (loop.stopping()) return false;
    await clock.sleep(config.crashedMs);
    return !loop.stopping();
  }

  return loop.engine({
    recover: async () => {
      await settleUnfinishedRounds(deps, clock.now());
    },
    playRound,
    command: (caller, op, args) => commands.run(caller, op, args, clock.now()),
    ended: () => {
      round = null;
    },
  });
}
