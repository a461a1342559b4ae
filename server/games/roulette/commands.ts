import { roulette } from '@/lib/games';
import { rouletteStakeLimit } from '@/lib/fairness/roulette';
import type { RealtimeEvent } from '../../realtime/types';
import { parseStake } from '../core/stake';
import type { Player } from '../core/types';
import { betOnlyCommands, startBet, type BetReplay } from '../round-kit/commands';
import { refusalOf, type MoneyDeps } from '../round-kit/money';
import { ownerKeyOf } from '../round-kit/views';
import type { RouletteConfig } from './config';
import { rouletteErrors } from './errors';
import { placeRouletteBet, type Moved } from './money';
import { toRouletteBetRow, type RouletteBetRow } from './repository';
import { addBet, type LiveRound } from './round';
import { ackOf, betEvents, newLiveBet } from './views';

export type CommandContext = {
  deps: MoneyDeps;
  config: RouletteConfig;
  current(): LiveRound | null;
  emit(events: RealtimeEvent[]): void;
};

/** Roulette's one command, `bet` (docs/realtime.md), each player's bets one at a time. */
export function createCommands(ctx: CommandContext) {
  const { deps, config } = ctx;
  const replay: BetReplay<RouletteBetRow> = {
    table: 'roulette_bets',
    toRow: toRouletteBetRow,
    ackOf,
    liveUser: (bet) => ctx.current()?.bets.get(bet.id)?.user,
  };

  async function bet(player: Player, args: unknown) {
    const { input, currency, keyHash, refuse } = await startBet(deps, replay, player, roulette, args);
    const stakeMinor = parseStake(input.amount, currency, rouletteStakeLimit(input.color, currency));
    const owner = ownerKeyOf(player);
    const round = ctx.current();
    if (!round || round.phase !== 'betting') return refuse(rouletteErrors.phaseClosed());
    const mine = round.byOwner.get(owner);
    if (mine?.has(input.color)) return refuse(rouletteErrors.betExists());
    if ((mine?.size ?? 0) >= config.maxBetsPerPlayerPerRound) return refuse(rouletteErrors.tooManyBets(config.maxBetsPerPlayerPerRound));
    if (!mine && round.byOwner.size >= config.maxPlayersPerRound) return refuse(rouletteErrors.roundFull());
    let moved: Moved;
    try {
      moved = await placeRouletteBet(deps, { roundId: round.id, player, currency, color: input.color, stakeMinor, keyHash });
    } catch (error) {
      if (refusalOf(error) === 'bet_conflict') return refuse(rouletteErrors.betExists());
      throw error;
    }
    const live = newLiveBet(moved.bet, moved.bettor);
    addBet(round, owner, live);
    ctx.emit(betEvents(round.id, live));
    return ackOf(moved.bet, live.user, moved.balanceMinor);
  }

  return betOnlyCommands(config.restrictedCountries, rouletteErrors.unknownOp, bet);
}
