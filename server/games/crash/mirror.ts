import { MIRROR_HISTORY, type Audience, type RealtimeEvent, type RoundMirror } from '../../realtime/types';
import { centiToMultiplier, multiplierCentiAt } from '@/lib/fairness/crash-curve';
import { entriesOf, fillHistory, recordResult } from '../round-kit/mirror-history';
import type { CashoutEntry } from './events';
import type { PublicBetView } from './views';

/** The crashes a snapshot lists. */
export const SNAPSHOT_HISTORY = 20;

type MirrorBet = { view: PublicBetView; autoCashout: number | null; owner: Audience | null };
type MirrorRound = {
  id: number;
  phase: 'betting' | 'running' | 'crashed';
  bettingEndsAt: number | null;
  startedAt: number | null;
  crash: number | null;
  hash: string | null;
  crashElapsedMs: number | null;
  bets: Map<number, MirrorBet>;
};
export type CrashHistoryEntry = { round_id: number; crash: number; hash: string };

const sameAudience = (a: Audience | null, b: Audience | null) =>
  a !== null &&
  b !== null &&
  (a.kind === 'user' && b.kind === 'user' ? a.userId === b.userId : a.kind === 'demo' && b.kind === 'demo' && a.sessionId === b.sessionId);

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

/**
 * Crash's round as every node keeps it from the events alone (no database): the round with its bets, whose bet is
 * whose (from the owners' personal `bet` events), and the last crashes (the node's start fills in earlier ones from
 * the `history` event of loadHistory). A node that starts mid-round picks the round up from its next event; its bets
 * placed before the node started are missing until the next round.
 */
export function createCrashMirror(): RoundMirror {
  let round: MirrorRound | null = null;
  const history: CrashHistoryEntry[] = [];

  const roundOf = (id: number): MirrorRound => {
    if (round?.id !== id) {
      round = {
        id,
        phase: 'betting',
        bettingEndsAt: null,
        startedAt: null,
        crash: null,
        hash: null,
        crashElapsedMs: null,
        bets: new Map(),
      };
    }
    return round;
  };

  function applyBet(current: MirrorRound, event: RealtimeEvent): void {
    const { auto_cashout: autoCashout, ...view } = event.bet as PublicBetView & { auto_cashout?: number | null };
    const known = current.bets.get(view.id);
    current.bets.set(view.id, {
      view: { ...known?.view, ...view },
      autoCashout: event.to ? (autoCashout ?? null) : (known?.autoCashout ?? null),
      owner: event.to ?? known?.owner ?? null,
    });
  }

  function apply(event: RealtimeEvent): void {
    if (event.game !== 'crash') return;
    const id = num(event.round_id);
    switch (event.type) {
      case 'round_betting':
        roundOf(id).bettingEndsAt = num(event.betting_ends_at);
        return;
      case 'round_running': {
        const current = roundOf(id);
        current.phase = 'running';
        current.startedAt = num(event.started_at);
        return;
      }
      case 'tick': {
        const current = roundOf(id);
        current.phase = 'running';
        current.startedAt ??= num(event.sent_at) - num(event.elapsed_ms);
        return;
      }
      case 'bet':
        return applyBet(roundOf(id), event);
      case 'bet_cancelled':
        round?.bets.delete(num(event.bet_id));
        return;
      case 'cashouts':
        if (round?.id !== id) return;
        for (const entry of event.cashouts as CashoutEntry[]) {
          const bet = round.bets.get(num(entry.bet_id));
          if (bet) bet.view = { ...bet.view, cashed_out_at: num(entry.multiplier), payout: num(entry.payout) };
        }
        return;
      case 'crash': {
        const current = roundOf(id);
        current.phase = 'crashed';
        current.crash = num(event.crash);
        current.hash = String(event.hash);
        current.crashElapsedMs = num(event.elapsed_ms);
        recordResult(history, { round_id: id, crash: current.crash, hash: current.hash }, SNAPSHOT_HISTORY);
        return;
      }
      case MIRROR_HISTORY:
        fillHistory(history, entriesOf<CrashHistoryEntry>(event), SNAPSHOT_HISTORY);
        return;
      default:
    }
  }

  function roundView(current: MirrorRound, nowMs: number, viewer: Audience | null) {
    const running = current.phase === 'running' && current.startedAt !== null;
    const elapsed = current.phase === 'crashed' ? (current.crashElapsedMs ?? 0) : running ? Math.max(0, nowMs - current.startedAt!) : 0;
    const bets = [];
    let myBet = null;
    for (const bet of current.bets.values()) {
      const mine = sameAudience(bet.owner, viewer);
      if (bet.view.demo && !mine) continue;
      const view = mine ? { ...bet.view, auto_cashout: bet.autoCashout } : bet.view;
      bets.push(view);
      if (mine) myBet = view;
    }
    return {
      id: current.id,
      phase: current.phase,
      betting_ends_at: current.bettingEndsAt,
      started_at: current.startedAt,
      elapsed_ms: elapsed,
      multiplier: current.phase === 'crashed' ? current.crash : centiToMultiplier(running ? multiplierCentiAt(elapsed) : 100),
      ...(current.phase === 'crashed' ? { crash: current.crash, hash: current.hash } : {}),
      bets,
      my_bet: myBet,
    };
  }

  return {
    apply,
    snapshot(nowMs: number, viewer: Audience | null) {
      return { round: round ? roundView(round, nowMs, viewer) : null, history: [...history], server_time: nowMs };
    },
  };
}
