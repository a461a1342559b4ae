'use client';

import { useLiveState } from '../../live/hooks/use-live-state';
import type { LiveSocket } from '../../live/lib/live-link';
import { EMPTY_CRASH_STATE, reduceCrash, type CrashEffect, type CrashState } from '../lib/crash-state';
import { readCrashEvent } from '../lib/crash-wire';

/**
 * Ticks (ten a second) only move the graph's anchor in the ref the animation reads; React re-renders when the round,
 * the player's bet or the history change.
 */
const CRASH_REDUCER = {
  initial: EMPTY_CRASH_STATE,
  read: readCrashEvent,
  reduce: reduceCrash,
  rendered: (previous: CrashState, next: CrashState) =>
    next.round !== previous.round || next.myBet !== previous.myBet || next.history !== previous.history,
};

/** The round as the socket tells it; effects go to `onEffect` as they happen. */
export function useCrashRound(socket: LiveSocket | null, onEffect: (effect: CrashEffect) => void) {
  return useLiveState(socket, CRASH_REDUCER, onEffect);
}
