import { z } from 'zod';
import { ROULETTE_COLORS, rouletteStakeLimit } from '@/lib/fairness/roulette';
import type { Caller, RealtimeEvent } from '../../realtime/types';
import { resolveGeo } from '../../modules/geo/service';
import { hashIdempotencyKey } from '../bets/play';
import { parseStake } from '../core/stake';
import type { Player } from '../core/types';
import { betArgsSchema, betCurrency, createSerialQueue, parseArgs, replayOrRefuse } from '../round-kit/commands';
import { currentBalanceMinor, refusalOf, type MoneyDeps } from '../round-kit/money';
import { findBetByKey, findBettor } from '../round-kit/rows';
import { ownerKeyOf, publicUserOf } from '../round-kit/views';
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

const betArgs = betArgsSchema.extend({
  color: z.enum(ROULETTE_COLORS, { message: `invalid_color: One of ${ROULETTE_COLORS.join(', ')}.` }),
});

/** Roulette's one command, `bet` (docs/realtime.md), each player's bets one at a time. */
export function createCommands(ctx: CommandContext) {
  const { deps, config } = ctx;
  const serially = createSerialQueue();

  async function replay(player: Player, bet: RouletteBetRow) {
    const live = ctx.current()?.bets.get(bet.id);
    const user = live ? live.user : bet.userId === null ? null : publicUserOf(await findBettor(deps.db, bet.userId));
    return ackOf(bet, user, await currentBalanceMinor(deps, player, bet.currency));
  }

  async function bet(player: Player, args: unknown) {
    const input = parseArgs(betArgs, args);
    const currency = await betCurrency(deps.db, player, input.currency);
    const stakeMinor = parseStake(input.amount, currency, rouletteStakeLimit(input.color, currency));
    const keyHash = hashIdempotencyKey(input.key);
    const owner = ownerKeyOf(player);
    const refuse = (error: Error) =>
      replayOrRefuse(
        error,
        async () => {
          const first = await findBetByKey(deps.db, 'roulette_bets', player, keyHash);
          return first ? toRouletteBetRow(first) : null;
        },
        (first) => replay(player, first),
      );
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

  return {
    async run(caller: Caller, op: string, args: unknown): Promise<unknown> {
      resolveGeo(caller.ip, config.restrictedCountries);
      if (op !== 'bet') throw rouletteErrors.unknownOp(op);
      return serially(ownerKeyOf(caller.player), () => bet(caller.player, args));
    },
  };
}
