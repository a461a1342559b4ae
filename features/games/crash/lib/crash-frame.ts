import { crashCentiAt, elapsedForMultiplier } from './crash-curve';
import type { CrashState, TickAnchor } from './crash-state';

/** The betting phase's length (docs/realtime.md), for the countdown bar only: the server's end time decides. */
export const BETTING_MS = 7_000;
/** Ticks come every 100 ms; beyond this silence the curve stops rather than guess (the link may be gone). */
const MAX_EXTRAPOLATION_MS = 1_500;
/** How far the local clock may run ahead of the last tick: about a one-way trip. */
const MAX_LEAD_MS = 300;

/**
 * The time on the curve now. The server clock (local + offset) minus `started_at` draws a smooth line; the last
 * tick corrects it: never behind the tick (plus the local time since it came), never more than a trip ahead of it.
 */
export function estimateElapsedMs(input: {
  serverNowMs: number;
  startedAtMs: number | null;
  tick: TickAnchor | null;
  localNowMs: number;
}): number {
  const { serverNowMs, startedAtMs, tick, localNowMs } = input;
  let estimate = startedAtMs === null ? 0 : serverNowMs - startedAtMs;
  if (tick) {
    const floor = tick.elapsedMs + Math.min(Math.max(0, localNowMs - tick.receivedAtMs), MAX_EXTRAPOLATION_MS);
    estimate = Math.min(Math.max(estimate, floor), floor + MAX_LEAD_MS);
  }
  return Math.max(0, estimate);
}

export type FramePhase = 'waiting' | 'betting' | 'starting' | 'running' | 'crashed';

/** What the graph shows in one animation frame. */
export interface CrashFrame {
  phase: FramePhase;
  /** Time on the curve (running: now; crashed: where it ended). */
  elapsedMs: number;
  /** The big number, in hundredths. */
  centi: number;
  /** Betting: what is left of it, and of the bar (1 to 0). */
  bettingLeftMs: number;
  bettingLeftShare: number;
  /** Where the round's bets were cashed out (hundredths), and the viewer's own. */
  cashouts: number[];
  myCashoutCenti: number | null;
}

export function crashFrameAt(state: CrashState, serverNowMs: number, localNowMs: number): CrashFrame {
  const round = state.round;
  const cashouts =
    round?.bets.flatMap((bet) => (bet.cashedOutCenti === null || bet.id === state.myBet?.id ? [] : [bet.cashedOutCenti])) ?? [];
  const idle = {
    elapsedMs: 0,
    centi: 100,
    bettingLeftMs: 0,
    bettingLeftShare: 0,
    cashouts,
    myCashoutCenti: state.myBet?.cashedOutCenti ?? null,
  };
  if (!round) return { phase: 'waiting', ...idle };
  if (round.phase === 'crashed') {
    const centi = round.crashCenti ?? 100;
    return { phase: 'crashed', ...idle, centi, elapsedMs: elapsedForMultiplier(centi / 100) };
  }
  if (round.phase === 'running') {
    const elapsedMs = estimateElapsedMs({ serverNowMs, startedAtMs: round.startedAt, tick: state.tick, localNowMs });
    return { phase: 'running', ...idle, elapsedMs, centi: crashCentiAt(elapsedMs) };
  }
  const bettingLeftMs = round.bettingEndsAt === null ? 0 : Math.max(0, round.bettingEndsAt - serverNowMs);
  return {
    phase: bettingLeftMs > 0 ? 'betting' : 'starting',
    ...idle,
    bettingLeftMs,
    bettingLeftShare: Math.min(1, bettingLeftMs / BETTING_MS),
  };
}
