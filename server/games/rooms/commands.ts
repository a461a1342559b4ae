import { rooms } from '@/lib/games';
import { roomStakeLimit } from '@/lib/fairness/rooms';
import type { Clock } from '../round-kit/clock';
import type { RealtimeEvent } from '../../realtime/types';
import { parseStake } from '../core/stake';
import type { Player } from '../core/types';
import { betOnlyCommands, startBet, type BetReplay } from '../round-kit/commands';
import { mapMoneyRefusal, postStake, refusalOf, type MoneyDeps } from '../round-kit/money';
import { ownerKeyOf } from '../round-kit/views';
import type { RoomsConfig } from './config';
import { roomsErrors } from './errors';
import { placeStatement, toRoomBetRow, toWrittenRoomBet, type RoomBetRow } from './repository';
import { ackOf, addBet, betEvents, instanceKey, newLiveBet, roundBettingEvent, type LiveRound } from './round';

export type CommandContext = {
  deps: MoneyDeps;
  config: RoomsConfig;
  clock: Clock;
  /** The round in play of an instance (`instanceKey`), if the rooms serve its currency. */
  round(key: string): LiveRound | undefined;
  emit(events: RealtimeEvent[]): void;
};

/** The rooms' one command, `bet` (docs/realtime.md): a stake in the player's currency's instance of the room. */
export function createCommands(ctx: CommandContext) {
  const { deps, config, clock } = ctx;
  const replay: BetReplay<RoomBetRow> = { table: 'room_bets', toRow: toRoomBetRow, ackOf };

  async function bet(player: Player, args: unknown) {
    const { input, currency, keyHash, refuse } = await startBet(deps, replay, player, rooms, args);
    const round = ctx.round(instanceKey(input.room, currency));
    if (!round) throw roomsErrors.noRoom(currency);
    const stakeMinor = parseStake(input.amount, currency, roomStakeLimit(input.room, currency));
    const owner = ownerKeyOf(player);
    const now = clock.now();
    const open = round.phase === 'waiting' || (round.phase === 'betting' && round.bettingEndsAt !== null && now < round.bettingEndsAt);
    if (!open) return refuse(roomsErrors.phaseClosed());
    const placed = round.placed.get(owner) ?? 0;
    if (placed >= config.maxBetsPerPlayerPerRound) return refuse(roomsErrors.tooManyBets(config.maxBetsPerPlayerPerRound));
    if (placed === 0 && round.placed.size >= config.maxPlayersPerRound) return refuse(roomsErrors.roundFull());
    let written;
    let balanceMinor: number;
    try {
      const input = { roundId: round.id, player, currency, stakeMinor, keyHash, bettingEndsAt: now + config.windowMs };
      const moved = await postStake(deps, 'rooms', input, placeStatement(input));
      written = toWrittenRoomBet(moved.row);
      balanceMinor = moved.balanceMinor;
    } catch (error) {
      if (refusalOf(error) === 'bet_conflict') return refuse(new Error('bet_conflict without a first bet'));
      throw mapMoneyRefusal(error, roomsErrors.phaseClosed);
    }
    // The first stake started the window (in the same statement); every node learns its end now.
    if (round.phase === 'waiting') {
      round.phase = 'betting';
      round.bettingEndsAt = written.bettingEndsAt;
      ctx.emit([roundBettingEvent(round)]);
    }
    const live = newLiveBet(written.bet, written.bettor);
    addBet(round, live);
    ctx.emit(betEvents(round, live));
    return ackOf(written.bet, live.user, balanceMinor);
  }

  return betOnlyCommands(config.restrictedCountries, roomsErrors.unknownOp, bet);
}
