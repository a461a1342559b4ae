import type { Currency } from '@/lib/currencies';
import { payoutMinor } from '@/lib/fairness/multiplier';
import { ROULETTE_PAYS_BP, type RouletteColor } from '@/lib/fairness/roulette';
import { toMinorUnits } from '@/lib/money';
import type { RouletteBet, RouletteEvent, RouletteHistoryEntry, RouletteRound } from './roulette-wire';

export const HISTORY_KEPT = 30;

export interface RouletteState {
  round: RouletteRound | null;
  /** The viewer's own bets in the current round (one per colour at most). */
  myBets: RouletteBet[];
  history: RouletteHistoryEntry[];
}

/** What an event means for the player beyond the picture: announcements, sounds, the balance. */
export type RouletteEffect =
  | { kind: 'betting'; roundId: string }
  | { kind: 'spinning'; roundId: string }
  | { kind: 'result'; roundId: string; color: RouletteColor; sector: number; myBets: RouletteBet[] }
  | { kind: 'balance'; balance: number | string };

export const EMPTY_ROULETTE_STATE: RouletteState = { round: null, myBets: [], history: [] };

function upsert(bets: readonly RouletteBet[], bet: RouletteBet): RouletteBet[] {
  return bets.some((item) => item.id === bet.id) ? bets.map((item) => (item.id === bet.id ? bet : item)) : [...bets, bet];
}

function addHistory(history: readonly RouletteHistoryEntry[], entry: RouletteHistoryEntry): RouletteHistoryEntry[] {
  return [entry, ...history.filter((item) => item.roundId !== entry.roundId)].slice(0, HISTORY_KEPT);
}

function roundOf(state: RouletteState, roundId: string): RouletteRound {
  return state.round && state.round.id === roundId
    ? state.round
    : { id: roundId, phase: 'betting', bettingEndsAt: null, resultAt: null, sector: null, color: null, hash: null, bets: [] };
}

/**
 * A bet once the wheel has stopped on `color`: the payout the server posted (the result's winners), else the
 * documented floor(stake x multiplier) for a bet on the colour (a demo bet; its `bet_result` confirms it), else 0.
 */
function settle(bet: RouletteBet, color: RouletteColor, posted: ReadonlyMap<string, number>): RouletteBet {
  if (bet.payoutMinor !== null) return bet;
  const payout = posted.get(bet.id) ?? (bet.color === color ? payoutMinor(bet.amountMinor, ROULETTE_PAYS_BP[color]) : 0);
  return { ...bet, payoutMinor: payout };
}

/** Folds one socket event into the screen's state. */
export function reduceRoulette(state: RouletteState, event: RouletteEvent): { state: RouletteState; effects: RouletteEffect[] } {
  switch (event.type) {
    case 'snapshot': {
      const history = event.history.slice(0, HISTORY_KEPT);
      if (!event.round) return { state: { ...EMPTY_ROULETTE_STATE, history }, effects: [] };
      const { round, myBets } = event.round;
      // The viewer's demo bets are theirs alone: the snapshot has them in my_bets only.
      const bets = myBets.reduce(upsert, round.bets);
      return { state: { round: { ...round, bets }, myBets, history }, effects: [] };
    }
    case 'round_betting': {
      const round: RouletteRound = { ...roundOf(state, event.round_id), phase: 'betting', bettingEndsAt: event.betting_ends_at };
      const myBets = state.round?.id === event.round_id ? state.myBets : [];
      return { state: { ...state, round, myBets }, effects: [{ kind: 'betting', roundId: round.id }] };
    }
    case 'bet': {
      if (state.round?.id !== event.round_id) return { state, effects: [] };
      // A demo bet's event reaches only its owner's sockets, so a demo bet here is the viewer's.
      const mine = event.bet.demo || state.myBets.some((bet) => bet.id === event.bet.id);
      const round = { ...state.round, bets: upsert(state.round.bets, event.bet) };
      return { state: { ...state, round, myBets: mine ? upsert(state.myBets, event.bet) : state.myBets }, effects: [] };
    }
    case 'round_spinning': {
      const base = roundOf(state, event.round_id);
      const round: RouletteRound = {
        ...base,
        phase: 'spinning',
        resultAt: event.result_at,
        sector: event.sector,
        color: event.color,
        hash: event.hash,
      };
      const myBets = state.round?.id === event.round_id ? state.myBets : [];
      return { state: { ...state, round, myBets }, effects: [{ kind: 'spinning', roundId: round.id }] };
    }
    case 'round_result': {
      const base = roundOf(state, event.round_id);
      const posted = new Map(event.winners.map((winner) => [winner.bet_id, toMinorUnits(winner.payout, winner.currency)]));
      const bets = base.bets.map((bet) => settle(bet, event.color, posted));
      const round: RouletteRound = { ...base, phase: 'settled', sector: event.sector, color: event.color, hash: event.hash, bets };
      const myBets = state.round?.id === event.round_id ? state.myBets.map((bet) => settle(bet, event.color, posted)) : [];
      const history = addHistory(state.history, { roundId: event.round_id, sector: event.sector, color: event.color, hash: event.hash });
      return {
        state: { round, myBets, history },
        effects: [{ kind: 'result', roundId: round.id, color: event.color, sector: event.sector, myBets }],
      };
    }
    case 'bet_result': {
      if (state.round?.id !== event.round_id) return { state, effects: [] };
      const withPayout = (bet: RouletteBet): RouletteBet =>
        bet.id === event.bet_id ? { ...bet, payoutMinor: toMinorUnits(event.payout, bet.currency) } : bet;
      return {
        state: { ...state, round: { ...state.round, bets: state.round.bets.map(withPayout) }, myBets: state.myBets.map(withPayout) },
        effects: [],
      };
    }
    case 'balance':
      return { state, effects: [{ kind: 'balance', balance: event.balance }] };
  }
}

/** The viewer's bet as a command's ack returned it. */
export function withMyBet(state: RouletteState, bet: RouletteBet): RouletteState {
  const round = state.round ? { ...state.round, bets: upsert(state.round.bets, bet) } : null;
  return { ...state, round, myBets: upsert(state.myBets, bet) };
}

/**
 * Per colour: what everyone staked on it this round in the viewer's currency (amounts of different currencies do not
 * add up), how many bets of any currency, and the viewer's own stake (minor units).
 */
export interface ColorTotals {
  totalMinor: number;
  count: number;
  mineMinor: number;
}

export function totalsByColor(
  round: RouletteRound | null,
  myBets: readonly RouletteBet[],
  currency: Currency,
): Record<RouletteColor, ColorTotals> {
  const totals: Record<RouletteColor, ColorTotals> = {
    grey: { totalMinor: 0, count: 0, mineMinor: 0 },
    red: { totalMinor: 0, count: 0, mineMinor: 0 },
    blue: { totalMinor: 0, count: 0, mineMinor: 0 },
    gold: { totalMinor: 0, count: 0, mineMinor: 0 },
  };
  for (const bet of round?.bets ?? []) {
    if (bet.currency === currency) totals[bet.color].totalMinor += bet.amountMinor;
    totals[bet.color].count += 1;
  }
  for (const bet of myBets) totals[bet.color].mineMinor += bet.amountMinor;
  return totals;
}
