import { MIRROR_HISTORY, type Audience, type RealtimeEvent, type RoundMirror } from '../../realtime/types';
import { entriesOf, fillHistory, recordResult } from '../round-kit/mirror-history';
import { sameAudience } from '../round-kit/views';
import type { RouletteBetView } from './views';

/** The results a snapshot lists. */
export const SNAPSHOT_HISTORY = 20;

type MirrorBet = { view: RouletteBetView; owner: Audience | null };
type MirrorRound = {
  id: number;
  phase: 'betting' | 'spinning' | 'settled';
  bettingEndsAt: number | null;
  resultAt: number | null;
  result: { sector: number; color: string; multiplier: number; hash: string } | null;
  bets: Map<number, MirrorBet>;
};
export type RouletteHistoryEntry = { round_id: number; sector: number; color: string; hash: string };

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/**
 * Roulette's round as every node keeps it from the events alone: the round, its bets and whose they are (from the
 * owners' personal `bet` events), the result once spinning, and the last results (the node's start fills in earlier
 * ones from the `history` event of loadHistory).
 */
export function createRouletteMirror(): RoundMirror {
  let round: MirrorRound | null = null;
  const history: RouletteHistoryEntry[] = [];

  const roundOf = (id: number): MirrorRound => {
    if (round?.id !== id) round = { id, phase: 'betting', bettingEndsAt: null, resultAt: null, result: null, bets: new Map() };
    return round;
  };
  const resultOf = (event: RealtimeEvent) => ({
    sector: num(event.sector),
    color: String(event.color),
    multiplier: num(event.multiplier),
    hash: String(event.hash),
  });

  function apply(event: RealtimeEvent): void {
    if (event.game !== 'roulette') return;
    if (event.type === MIRROR_HISTORY) return fillHistory(history, entriesOf<RouletteHistoryEntry>(event), SNAPSHOT_HISTORY);
    if (event.round_id === undefined) return;
    const current = roundOf(num(event.round_id));
    switch (event.type) {
      case 'round_betting':
        current.bettingEndsAt = num(event.betting_ends_at);
        return;
      case 'bet': {
        const view = event.bet as RouletteBetView;
        const known = current.bets.get(view.id);
        current.bets.set(view.id, { view: { ...known?.view, ...view }, owner: event.to ?? known?.owner ?? null });
        return;
      }
      case 'round_spinning':
        current.phase = 'spinning';
        current.resultAt = num(event.result_at);
        current.result = resultOf(event);
        return;
      case 'round_result': {
        current.phase = 'settled';
        current.result = resultOf(event);
        const paid = new Map((event.winners as { bet_id: number; payout: number }[]).map((winner) => [winner.bet_id, winner.payout]));
        for (const bet of current.bets.values()) if (!bet.view.demo) bet.view = { ...bet.view, payout: paid.get(bet.view.id) ?? 0 };
        recordResult(
          history,
          { round_id: current.id, sector: current.result.sector, color: current.result.color, hash: current.result.hash },
          SNAPSHOT_HISTORY,
        );
        return;
      }
      case 'bet_result': {
        const bet = current.bets.get(num(event.bet_id));
        if (bet) bet.view = { ...bet.view, payout: num(event.payout) };
        return;
      }
      default:
    }
  }

  function roundView(current: MirrorRound, viewer: Audience | null) {
    const bets: RouletteBetView[] = [];
    const mine: RouletteBetView[] = [];
    for (const bet of current.bets.values()) {
      const own = sameAudience(bet.owner, viewer);
      if (bet.view.demo && !own) continue;
      bets.push(bet.view);
      if (own) mine.push(bet.view);
    }
    return {
      id: current.id,
      phase: current.phase,
      betting_ends_at: current.bettingEndsAt,
      result_at: current.resultAt,
      sector: current.result?.sector ?? null,
      color: current.result?.color ?? null,
      multiplier: current.result?.multiplier ?? null,
      hash: current.result?.hash ?? null,
      bets,
      my_bets: mine,
    };
  }

  return {
    apply,
    snapshot(nowMs: number, viewer: Audience | null) {
      return { round: round ? roundView(round, viewer) : null, history: [...history], server_time: nowMs };
    },
  };
}
