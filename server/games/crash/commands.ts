import { crash } from '@/lib/games';
import { multiplierCentiAt } from '@/lib/fairness/crash-curve';
import type { Caller, RealtimeEvent } from '../../realtime/types';
import { resolveGeo } from '../../modules/geo/service';
import { parseStake } from '../core/stake';
import type { Player } from '../core/types';
import type { Clock } from '../round-kit/clock';
import { createSerialQueue, startBet, type BetReplay } from '../round-kit/commands';
import type { CrashConfig } from './config';
import { crashErrors } from './errors';
import { betEvents, cancelledEvent } from './events';
import { closeCrashBet, placeCrashBet, refusalOf, type MoneyDeps, type Moved } from './money';
import { toCrashBetRow, type CrashBetRow, type CrashBetState } from './repository';
import { addBet, newLiveBet, targetCenti, type LiveBet, type LiveRound } from './round';
import { ackOf, audienceKey, audienceOf } from './views';

export type CommandContext = {
  deps: MoneyDeps;
  config: CrashConfig;
  clock: Clock;
  current(): LiveRound | null;
  emit(events: RealtimeEvent | RealtimeEvent[]): void;
  cashOut(round: LiveRound, bet: LiveBet, centi: number, auto: boolean): Promise<Moved>;
};

/** A bet's state read anew (it changes while a command awaits). */
const stateOf = (live: LiveBet): CrashBetState => live.row.state;

/** bet, cashout and cancel (docs/realtime.md), each player's commands one at a time. */
export function createCommands(ctx: CommandContext) {
  const { deps, config } = ctx;
  const serially = createSerialQueue();
  const replay: BetReplay<CrashBetRow> = {
    table: 'crash_bets',
    toRow: toCrashBetRow,
    ackOf,
    liveUser: (bet) => ctx.current()?.bets.get(bet.id)?.user,
  };

  async function bet(player: Player, args: unknown) {
    const { input, currency, keyHash, refuse } = await startBet(deps, replay, player, crash, args);
    const stakeMinor = parseStake(input.amount, currency, 'crash');
    const autoCashoutCenti = input.auto_cashout === null || input.auto_cashout === undefined ? null : Math.round(input.auto_cashout * 100);
    const owner = audienceKey(audienceOf(player));
    const round = ctx.current();
    if (!round || round.phase !== 'betting') return refuse(crashErrors.phaseClosed('Bets are taken in the betting phase only.'));
    if (round.live.has(owner)) return refuse(crashErrors.betExists());
    if ((round.placed.get(owner) ?? 0) >= config.maxBetsPerPlayerPerRound)
      return refuse(crashErrors.tooManyBets(config.maxBetsPerPlayerPerRound));
    if (round.live.size >= config.maxPlayersPerRound) return refuse(crashErrors.roundFull());
    let moved: Moved;
    try {
      moved = await placeCrashBet(deps, { roundId: round.id, player, currency, stakeMinor, autoCashoutCenti, keyHash });
    } catch (error) {
      if (refusalOf(error) === 'bet_conflict') return refuse(crashErrors.betExists());
      throw error;
    }
    const live = newLiveBet(moved.bet, moved.bettor);
    addBet(round, live);
    ctx.emit(betEvents(round.id, live));
    return ackOf(moved.bet, live.user, moved.balanceMinor);
  }

  /** The multiplier is the curve's at `arrivedAt` (the leader's clock when the command reached it), or the bet's target if lower. */
  async function cashout(player: Player, arrivedAt: number) {
    const round = ctx.current();
    if (!round || round.startedAt === null) throw crashErrors.phaseClosed('The round is not running.');
    if (round.phase === 'given_up') throw crashErrors.notRunning();
    const live = round.live.get(audienceKey(audienceOf(player)));
    if (!live) throw crashErrors.noBet();
    if (live.row.state === 'cashed_out' || live.closing) throw crashErrors.alreadyCashedOut();
    const elapsed = arrivedAt - round.startedAt;
    if (live.row.state !== 'open' || elapsed >= round.crashElapsedMs) throw crashErrors.phaseClosed('The round has crashed.');
    const centi = Math.min(multiplierCentiAt(elapsed), targetCenti(live, config.maxMultiplierCenti));
    try {
      const moved = await ctx.cashOut(round, live, centi, false);
      return ackOf(moved.bet, live.user, moved.balanceMinor);
    } catch (error) {
      // The row was re-read: it tells whether another cash-out got there first.
      const now = stateOf(live);
      if (refusalOf(error) === 'already_closed') throw now === 'cashed_out' ? crashErrors.alreadyCashedOut() : crashErrors.noBet();
      throw error;
    }
  }

  async function cancel(player: Player) {
    const round = ctx.current();
    if (!round || round.phase !== 'betting') throw crashErrors.phaseClosed('A bet can be cancelled in the betting phase only.');
    const owner = audienceKey(audienceOf(player));
    const live = round.live.get(owner);
    if (!live || live.closing) throw crashErrors.noBet();
    live.closing = true;
    let moved: Moved;
    try {
      moved = await closeCrashBet(deps, live.row, { state: 'cancelled', cashoutCenti: null, payoutMinor: 0 });
    } catch (error) {
      if (refusalOf(error) === 'already_closed') throw crashErrors.noBet();
      throw error;
    } finally {
      live.closing = false;
    }
    live.row = moved.bet;
    round.live.delete(owner);
    ctx.emit(cancelledEvent(round.id, moved.bet));
    return ackOf(moved.bet, live.user, moved.balanceMinor);
  }

  return {
    async run(caller: Caller, op: string, args: unknown, arrivedAt: number): Promise<unknown> {
      resolveGeo(caller.ip, config.restrictedCountries);
      const owner = audienceKey(audienceOf(caller.player));
      switch (op) {
        case 'bet':
          return serially(owner, () => bet(caller.player, args));
        case 'cashout':
          return serially(owner, () => cashout(caller.player, arrivedAt));
        case 'cancel':
          return serially(owner, () => cancel(caller.player));
        default:
          throw crashErrors.unknownOp(op);
      }
    },
  };
}
