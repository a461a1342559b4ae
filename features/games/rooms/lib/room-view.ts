import { EMPTY_ROOMS_STATE, historyEntry, playsDemoCopy, reduceRooms, shownResult, type RoomInstance } from './rooms-state';
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
  const demo = playsDemoCopy(instance);
  const seen = instance.history.find((entry) => entry.roundId === round.id && entry.demo === demo);
  return seen ?? historyEntry(round, result, demo, instance.myBets);
}
