import { playsDemoCopy, EMPTY_ROOMS_STATE, reduceRooms, shownResult, ticketOrder, type RoomInstance } from './rooms-state';
import { readRoomsEvent, type RoomHistoryEntry } from './rooms-wire';

/** The window the first stake opens (docs/realtime.md), for the timer's bar only: the server's end time decides. */
export const WINDOW_MS = 30_000;

export const ROOMS_REDUCER = { initial: EMPTY_ROOMS_STATE, read: readRoomsEvent, reduce: reduceRooms };

/**
 * The drawn round on screen as a result to check: the real one from the history, or the viewer's demo copy (its pot,
 * ticket and stakes: the real ones, then the viewer's play-money ones).
 */
export function currentRoundEntry(instance: RoomInstance): RoomHistoryEntry | null {
  const round = instance.round;
  const result = shownResult(instance);
  if (!round || !result) return null;
  const seen = instance.history.find((entry) => entry.roundId === round.id && entry.demo === playsDemoCopy(instance));
  if (seen) return seen;
  return {
    roundId: round.id,
    potMinor: result.potMinor,
    payoutMinor: result.payoutMinor,
    winner: result.winner,
    refunded: result.refunded,
    seed: result.seed,
    hashCommit: result.hashCommit ?? round.hashCommit,
    ticket: result.ticket,
    stakes: ticketOrder(round, playsDemoCopy(instance)).map((bet) => ({ betId: bet.id, amountMinor: bet.amountMinor })),
    demo: playsDemoCopy(instance),
    mine: result.winner !== null && instance.myBets.some((bet) => bet.id === result.winner?.betId),
  };
}
