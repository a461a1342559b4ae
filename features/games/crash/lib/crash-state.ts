import { cashedOut, type CrashBet, type CrashEvent, type CrashHistoryEntry, type CrashRound } from './crash-wire';

export const HISTORY_KEPT = 30;

/** The last tick of the running round: the server's elapsed time and the local time it arrived at. */
export interface TickAnchor {
  roundId: string;
  elapsedMs: number;
  receivedAtMs: number;
}

export interface CrashState {
  round: CrashRound | null;
  /** The viewer's own bet in the current round. */
  myBet: CrashBet | null;
  history: CrashHistoryEntry[];
  tick: TickAnchor | null;
}

/** What an event means for the player beyond the picture: announcements, sounds, the balance. */
export type CrashEffect =
  | { kind: 'betting'; roundId: string; bettingEndsAt: number }
  | { kind: 'running'; roundId: string }
  | { kind: 'crashed'; roundId: string; crashCenti: number; myBet: CrashBet | null }
  | { kind: 'cashedOut'; bet: CrashBet }
  | { kind: 'balance'; balance: number | string; currency: string };

export const EMPTY_CRASH_STATE: CrashState = { round: null, myBet: null, history: [], tick: null };

function upsertBet(bets: readonly CrashBet[], bet: CrashBet): CrashBet[] {
  return bets.some((item) => item.id === bet.id) ? bets.map((item) => (item.id === bet.id ? bet : item)) : [...bets, bet];
}

function addHistory(history: readonly CrashHistoryEntry[], entry: CrashHistoryEntry): CrashHistoryEntry[] {
  return [entry, ...history.filter((item) => item.roundId !== entry.roundId)].slice(0, HISTORY_KEPT);
}

/** The public bet has no auto cash-out (only the owner sees it): keep what the player's own copy knew. */
function mergeMine(mine: CrashBet | null, bet: CrashBet): CrashBet {
  return mine && mine.id === bet.id ? { ...bet, autoCashoutCenti: bet.autoCashoutCenti ?? mine.autoCashoutCenti } : bet;
}

function roundOf(state: CrashState, roundId: string): CrashRound {
  return state.round && state.round.id === roundId
    ? state.round
    : { id: roundId, phase: 'betting', bettingEndsAt: null, startedAt: null, crashCenti: null, hash: null, bets: [] };
}

/** Folds one socket event into the screen's state; `receivedAtMs` is the local clock when it arrived. */
export function reduceCrash(state: CrashState, event: CrashEvent, receivedAtMs: number): { state: CrashState; effects: CrashEffect[] } {
  switch (event.type) {
    case 'snapshot': {
      // No round yet: the game has just started on the leader.
      if (!event.round) return { state: { ...EMPTY_CRASH_STATE, history: event.history.slice(0, HISTORY_KEPT) }, effects: [] };
      const { round, myBet, elapsedMs } = event.round;
      const tick = round.phase === 'running' ? { roundId: round.id, elapsedMs, receivedAtMs } : null;
      return { state: { round, myBet, history: event.history.slice(0, HISTORY_KEPT), tick }, effects: [] };
    }
    case 'round_betting': {
      const round: CrashRound = {
        id: event.round_id,
        phase: 'betting',
        bettingEndsAt: event.betting_ends_at,
        startedAt: null,
        crashCenti: null,
        hash: null,
        bets: [],
      };
      const myBet = state.myBet && state.round?.id === event.round_id ? state.myBet : null;
      return {
        state: { ...state, round, myBet, tick: null },
        effects: [{ kind: 'betting', roundId: round.id, bettingEndsAt: event.betting_ends_at }],
      };
    }
    case 'round_running': {
      const round: CrashRound = { ...roundOf(state, event.round_id), phase: 'running', startedAt: event.started_at };
      const myBet = state.round?.id === event.round_id ? state.myBet : null;
      return {
        state: { ...state, round, myBet, tick: { roundId: round.id, elapsedMs: 0, receivedAtMs } },
        effects: [{ kind: 'running', roundId: round.id }],
      };
    }
    case 'tick': {
      if (state.round?.id !== event.round_id || state.round.phase !== 'running') return { state, effects: [] };
      return { state: { ...state, tick: { roundId: event.round_id, elapsedMs: event.elapsed_ms, receivedAtMs } }, effects: [] };
    }
    case 'bet': {
      if (state.round?.id !== event.round_id) return { state, effects: [] };
      // A demo bet's event reaches only its owner's sockets, so a demo bet here is the viewer's.
      const mine = event.bet.demo || state.myBet?.id === event.bet.id;
      const bet = mine ? mergeMine(state.myBet, event.bet) : event.bet;
      return {
        state: { ...state, round: { ...state.round, bets: upsertBet(state.round.bets, bet) }, myBet: mine ? bet : state.myBet },
        effects: [],
      };
    }
    case 'bet_cancelled': {
      if (state.round?.id !== event.round_id) return { state, effects: [] };
      const bets = state.round.bets.filter((bet) => bet.id !== event.bet_id);
      return {
        state: { ...state, round: { ...state.round, bets }, myBet: state.myBet?.id === event.bet_id ? null : state.myBet },
        effects: [],
      };
    }
    case 'cashouts': {
      if (state.round?.id !== event.round_id) return { state, effects: [] };
      const entries = new Map(event.cashouts.map((entry) => [entry.bet_id, entry]));
      const bets = state.round.bets.map((bet) => {
        const entry = entries.get(bet.id);
        return entry ? cashedOut(bet, entry) : bet;
      });
      const mine = state.myBet ? entries.get(state.myBet.id) : undefined;
      const myBet = mine && state.myBet ? cashedOut(state.myBet, mine) : state.myBet;
      // The ack of a manual cash-out may have told us first; announce it once.
      const effects: CrashEffect[] = mine && myBet && state.myBet?.cashedOutCenti === null ? [{ kind: 'cashedOut', bet: myBet }] : [];
      return { state: { ...state, round: { ...state.round, bets }, myBet }, effects };
    }
    case 'crash': {
      const round: CrashRound = { ...roundOf(state, event.round_id), phase: 'crashed', crashCenti: event.crash, hash: event.hash };
      const myBet = state.round?.id === event.round_id ? state.myBet : null;
      const history = addHistory(state.history, { roundId: event.round_id, crashCenti: event.crash, hash: event.hash });
      return {
        state: { ...state, round, myBet, history, tick: null },
        effects: [{ kind: 'crashed', roundId: round.id, crashCenti: event.crash, myBet }],
      };
    }
    case 'balance':
      return { state, effects: [{ kind: 'balance', balance: event.balance, currency: event.currency }] };
  }
}

/** The viewer's bet as a command's ack returned it (placed, cancelled or cashed out). */
export function withMyBet(state: CrashState, bet: CrashBet | null, cancelledId?: string): CrashState {
  if (!state.round) return { ...state, myBet: bet };
  if (!bet) {
    const bets = cancelledId ? state.round.bets.filter((item) => item.id !== cancelledId) : state.round.bets;
    return { ...state, myBet: null, round: { ...state.round, bets } };
  }
  const merged = mergeMine(state.myBet, bet);
  return { ...state, myBet: merged, round: { ...state.round, bets: upsertBet(state.round.bets, merged) } };
}
