import type { Room } from '@/lib/bet-limits';
import type { Currency } from '@/lib/currencies';
import type { RoomBet, RoomHistoryEntry, RoomResult, RoomRound, RoomsEvent } from './rooms-wire';

export const HISTORY_KEPT = 10;

/** A room in one currency: its round in play, the viewer's stakes in it, its last results. */
export interface RoomInstance {
  room: Room;
  currency: Currency;
  round: RoomRound | null;
  myBets: RoomBet[];
  history: RoomHistoryEntry[];
}

export interface RoomsState {
  instances: Readonly<Record<string, RoomInstance>>;
}

export type RoomsEffect =
  | { kind: 'betting'; room: Room; currency: Currency }
  | { kind: 'opened'; room: Room; currency: Currency }
  | { kind: 'drawn'; room: Room; currency: Currency; result: RoomResult; myBets: RoomBet[] }
  | { kind: 'balance'; balance: number | string };

export const EMPTY_ROOMS_STATE: RoomsState = { instances: {} };

export const instanceKey = (room: Room, currency: Currency): string => `${room}:${currency}`;

function emptyRound(id: string): RoomRound {
  return {
    id,
    phase: 'waiting',
    hashCommit: null,
    bettingEndsAt: null,
    serverPotMinor: 0,
    serverPlayers: 0,
    bets: [],
    result: null,
    demoResult: null,
  };
}

function upsert(bets: readonly RoomBet[], bet: RoomBet): RoomBet[] {
  return bets.some((item) => item.id === bet.id) ? bets.map((item) => (item.id === bet.id ? bet : item)) : [...bets, bet];
}

const byId = (a: RoomBet, b: RoomBet) => {
  const x = Number(a.id);
  const y = Number(b.id);
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : 0;
};

/**
 * The stakes of the round as the draw counts them, in ticket order: the real stakes in bet order, then (in the
 * viewer's demo copy) the viewer's demo stakes after them (docs/realtime.md, "Demo").
 */
export function ticketOrder(round: RoomRound | null, withDemo: boolean): RoomBet[] {
  const bets = round?.bets ?? [];
  const real = bets.filter((bet) => !bet.demo).sort(byId);
  return withDemo ? [...real, ...bets.filter((bet) => bet.demo).sort(byId)] : real;
}

/** Whether the viewer plays this round in a demo copy of their own. */
export const playsDemoCopy = (instance: RoomInstance): boolean => instance.myBets.some((bet) => bet.demo);

/** The result the viewer sees: their demo copy's when they staked play money, else the real one. */
export function shownResult(instance: RoomInstance): RoomResult | null {
  if (!instance.round) return null;
  return playsDemoCopy(instance) ? instance.round.demoResult : instance.round.result;
}

/** The pot the viewer sees: the real stakes (the server's count if it knows more of them) and the viewer's demo stakes. */
export function shownPotMinor(instance: RoomInstance): number {
  const bets = instance.round?.bets ?? [];
  const real = bets.filter((bet) => !bet.demo).reduce((sum, bet) => sum + bet.amountMinor, 0);
  const demo = bets.filter((bet) => bet.demo).reduce((sum, bet) => sum + bet.amountMinor, 0);
  return Math.max(real, instance.round?.serverPotMinor ?? 0) + demo;
}

/** A drawn round as its history entry: the stakes in ticket order (with the demo ones in the viewer's demo copy). */
export function historyEntry(round: RoomRound, result: RoomResult, demo: boolean, myBets: readonly RoomBet[]): RoomHistoryEntry {
  return {
    roundId: round.id,
    potMinor: result.potMinor,
    payoutMinor: result.payoutMinor,
    winner: result.winner,
    refunded: result.refunded,
    seed: result.seed,
    hashCommit: result.hashCommit ?? round.hashCommit,
    ticket: result.ticket,
    stakes: ticketOrder(round, demo).map((bet) => ({ betId: bet.id, amountMinor: bet.amountMinor })),
    demo,
    mine: result.winner !== null && myBets.some((bet) => bet.id === result.winner?.betId),
  };
}

function addHistory(history: readonly RoomHistoryEntry[], entry: RoomHistoryEntry): RoomHistoryEntry[] {
  return [entry, ...history.filter((item) => item.roundId !== entry.roundId)].slice(0, HISTORY_KEPT);
}

/** A snapshot's results, keeping what this page saw of them live (commitment, ticket, stakes, the viewer's demo copy). */
function mergeHistory(local: readonly RoomHistoryEntry[], incoming: readonly RoomHistoryEntry[]): RoomHistoryEntry[] {
  const known = new Map(local.map((entry) => [entry.roundId, entry]));
  return incoming.slice(0, HISTORY_KEPT).map((entry) => {
    const seen = known.get(entry.roundId);
    if (seen?.demo) return seen;
    return seen ? { ...entry, hashCommit: seen.hashCommit, ticket: seen.ticket, stakes: seen.stakes } : entry;
  });
}

function withInstance(state: RoomsState, instance: RoomInstance): RoomsState {
  return { instances: { ...state.instances, [instanceKey(instance.room, instance.currency)]: instance } };
}

/** Folds one socket event into the rooms' state. */
export function reduceRooms(state: RoomsState, event: RoomsEvent): { state: RoomsState; effects: RoomsEffect[] } {
  if (event.type === 'balance') return { state, effects: [{ kind: 'balance', balance: event.balance }] };
  if (event.type === 'snapshot') {
    const instances: Record<string, RoomInstance> = {};
    for (const entry of event.rooms) {
      const key = instanceKey(entry.room, entry.currency);
      instances[key] = { ...entry, history: mergeHistory(state.instances[key]?.history ?? [], entry.history) };
    }
    return { state: { instances }, effects: [] };
  }
  const key = instanceKey(event.room, event.currency);
  const before: RoomInstance = state.instances[key] ?? { room: event.room, currency: event.currency, round: null, myBets: [], history: [] };
  const sameRound = before.round?.id === event.roundId;
  const round = sameRound && before.round ? before.round : emptyRound(event.roundId);
  const myBets = sameRound ? before.myBets : [];
  const where = { room: event.room, currency: event.currency };
  switch (event.type) {
    case 'round_open':
      return {
        state: withInstance(state, { ...before, round: { ...round, hashCommit: event.hashCommit }, myBets }),
        effects: sameRound ? [] : [{ kind: 'opened', ...where }],
      };
    case 'round_betting':
      return {
        state: withInstance(state, { ...before, round: { ...round, phase: 'betting', bettingEndsAt: event.bettingEndsAt }, myBets }),
        effects: [{ kind: 'betting', ...where }],
      };
    case 'bet': {
      // A demo stake's event reaches only its owner's sockets, so a demo stake here is the viewer's.
      const mine = event.bet.demo || myBets.some((bet) => bet.id === event.bet.id);
      const counts =
        !event.bet.demo && event.potMinor !== null
          ? { serverPotMinor: event.potMinor, serverPlayers: event.players ?? round.serverPlayers }
          : {};
      const next = { ...round, ...counts, bets: upsert(round.bets, event.bet) };
      return { state: withInstance(state, { ...before, round: next, myBets: mine ? upsert(myBets, event.bet) : myBets }), effects: [] };
    }
    case 'round_result': {
      const next: RoomRound = { ...round, phase: 'drawn', result: event.result, hashCommit: round.hashCommit ?? event.result.hashCommit };
      const demoCopy = playsDemoCopy({ ...before, myBets });
      // The viewer's demo copy (its own result) takes the round's place in their history.
      const copySeen = demoCopy && before.history.some((entry) => entry.roundId === next.id && entry.demo);
      const instance = {
        ...before,
        round: next,
        myBets,
        history: copySeen ? before.history : addHistory(before.history, historyEntry(next, event.result, false, myBets)),
      };
      // A viewer in a demo copy hears their own result (demo_result) instead.
      const effects: RoomsEffect[] = demoCopy ? [] : [{ kind: 'drawn', ...where, result: event.result, myBets }];
      return { state: withInstance(state, instance), effects };
    }
    case 'demo_result': {
      const next: RoomRound = {
        ...round,
        phase: 'drawn',
        demoResult: event.result,
        hashCommit: round.hashCommit ?? event.result.hashCommit,
      };
      const history = addHistory(before.history, historyEntry(next, event.result, true, myBets));
      return {
        state: withInstance(state, { ...before, round: next, myBets, history }),
        effects: [{ kind: 'drawn', ...where, result: event.result, myBets }],
      };
    }
  }
}

/** The viewer's stake as a command's ack returned it. */
export function withMyBet(state: RoomsState, room: Room, currency: Currency, bet: RoomBet): RoomsState {
  const before = state.instances[instanceKey(room, currency)];
  if (!before?.round) return state;
  return withInstance(state, {
    ...before,
    round: { ...before.round, bets: upsert(before.round.bets, bet) },
    myBets: upsert(before.myBets, bet),
  });
}
