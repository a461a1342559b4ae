import { MIRROR_HISTORY, type RealtimeEvent, type RealtimeGameId } from '../../realtime/types';

/** One result of a mirror's history (the snapshot's `history`), newest first. */
type Entry = { round_id: number };

/** A round's result as its event brings it: first, in place of a loaded entry of the same round. */
export function recordResult<E extends Entry>(history: E[], entry: E, limit: number): void {
  const index = history.findIndex((known) => known.round_id === entry.round_id);
  if (index >= 0) history.splice(index, 1);
  history.unshift(entry);
  history.length = Math.min(history.length, limit);
}

/** The results loaded at the node's start fill in what the events have not brought; newest first by round id. */
export function fillHistory<E extends Entry>(history: E[], loaded: readonly E[], limit: number): void {
  const known = new Set(history.map((entry) => entry.round_id));
  const merged = [...history, ...loaded.filter((entry) => !known.has(entry.round_id))].sort((a, b) => b.round_id - a.round_id);
  history.splice(0, history.length, ...merged.slice(0, limit));
}

/** The `history` event a game's loadHistory gives its node's own mirror (never published, never sent to sockets). */
export const historyEvent = <E extends Entry>(game: RealtimeGameId, entries: E[], where: Record<string, unknown> = {}): RealtimeEvent => ({
  game,
  type: MIRROR_HISTORY,
  ...where,
  entries,
});

export const entriesOf = <E extends Entry>(event: RealtimeEvent): E[] => (Array.isArray(event.entries) ? (event.entries as E[]) : []);
