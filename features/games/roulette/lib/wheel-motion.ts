import { ROULETTE_SECTORS } from '@/lib/fairness/roulette';
import type { RouletteState } from './roulette-state';

/** The spinning phase's length (docs/realtime.md); GET /roulette/config may say otherwise and is used when loaded. */
export const SPINNING_MS = 6_000;
export const BETTING_MS = 15_000;
const SECTOR_DEG = 360 / ROULETTE_SECTORS;
/** Whole turns the wheel makes before it stops. */
const TURNS = 5;
/** How far from its sector's middle the pointer may rest, as a share of the sector (never on an edge). */
const MAX_OFFSET = 0.35;

/** A share of a sector in [-MAX_OFFSET, MAX_OFFSET] fixed by the round's id, so every viewer sees the same stop. */
export function restOffset(roundId: string): number {
  let hash = 2166136261;
  for (const char of roundId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return ((hash % 1000) / 999 - 0.5) * 2 * MAX_OFFSET;
}

/**
 * The wheel's rotation (degrees clockwise, in [0, 360)) that puts `sector` under the pointer at the top. Sector i
 * spans [i, i + 1) x 7.2 degrees clockwise from the pointer when the wheel is at 0.
 */
export function restAngle(sector: number, roundId: string): number {
  const angle = -(sector + 0.5 + restOffset(roundId)) * SECTOR_DEG;
  return ((angle % 360) + 360) % 360;
}

/** The sector under the pointer when the wheel is turned by `angle` degrees (the inverse of restAngle). */
export function sectorAt(angle: number): number {
  const turned = (((-angle % 360) + 360) % 360) / SECTOR_DEG;
  return Math.floor(turned) % ROULETTE_SECTORS;
}

/** Fast at first, a long slow crawl at the end, as a wheel slows down. */
export function easeOutQuart(share: number): number {
  const p = Math.min(1, Math.max(0, share));
  return 1 - (1 - p) ** 4;
}

export type WheelPhase = 'waiting' | 'betting' | 'spinning' | 'landed';

export interface WheelFrame {
  phase: WheelPhase;
  angle: number;
}

/**
 * Where the wheel stands at `serverNowMs`: at rest on the last result while bets are open, turning from there to
 * land on the round's sector exactly at `result_at` while it spins (a viewer who joins mid-spin sees the same
 * turn), at rest on the result after. With reduced motion it does not turn: it shows the result at `result_at`.
 */
export function wheelFrameAt(
  state: RouletteState,
  serverNowMs: number,
  options: { spinningMs?: number; reducedMotion?: boolean } = {},
): WheelFrame {
  const round = state.round;
  const previous = state.history.find((entry) => entry.roundId !== round?.id) ?? null;
  const restingAngle = previous ? restAngle(previous.sector, previous.roundId) : 0;
  if (!round) return { phase: 'waiting', angle: restingAngle };
  if (round.sector === null || round.phase === 'betting') return { phase: 'betting', angle: restingAngle };
  const target = restAngle(round.sector, round.id);
  const resultAt = round.resultAt ?? serverNowMs;
  if (round.phase === 'settled' || serverNowMs >= resultAt) return { phase: 'landed', angle: target };
  if (options.reducedMotion) return { phase: 'spinning', angle: restingAngle };
  const spinningMs = options.spinningMs ?? SPINNING_MS;
  const share = 1 - (resultAt - serverNowMs) / spinningMs;
  const forward = ((target - restingAngle + 360) % 360) + TURNS * 360;
  return { phase: 'spinning', angle: (restingAngle + forward * easeOutQuart(share)) % 360 };
}
