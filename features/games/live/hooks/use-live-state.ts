'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LiveSocket } from '../lib/live-link';

export interface LiveReducer<State, Event, Effect> {
  initial: State;
  /** One event of this game, or null for anything else (another game's, a malformed frame). */
  read: (raw: { type: string; game?: string; [field: string]: unknown }) => Event | null;
  /** Folds an event into the state; `receivedAtMs` is the local clock when it arrived. */
  reduce: (state: State, event: Event, receivedAtMs: number) => { state: State; effects: Effect[] };
  /**
   * Whether a change shows on screen (React renders it); by default every change does. Crash's ticks (ten a second)
   * only move the graph's anchor, which the animation reads from `stateRef`.
   */
  rendered?: (previous: State, next: State) => boolean;
}

/**
 * A live game's state as the socket tells it, folded by the game's reducer; effects (announcements, sounds, the
 * balance) go to `onEffect` as they happen. `stateRef` holds the latest state for animation frames between renders.
 */
export function useLiveState<State, Event, Effect>(
  socket: LiveSocket | null,
  reducer: LiveReducer<State, Event, Effect>,
  onEffect: (effect: Effect) => void,
) {
  const [state, setState] = useState<State>(reducer.initial);
  const stateRef = useRef<State>(reducer.initial);
  const onEffectRef = useRef(onEffect);
  // Kept current after each commit (not during render), before any effect or frame reads it.
  useLayoutEffect(() => {
    onEffectRef.current = onEffect;
  });
  const reducerRef = useRef(reducer);

  useEffect(() => {
    if (!socket) return;
    return socket.onEvent((raw) => {
      const event = reducerRef.current.read(raw);
      if (event === null) return;
      const { state: next, effects } = reducerRef.current.reduce(stateRef.current, event, Date.now());
      const previous = stateRef.current;
      stateRef.current = next;
      if (next !== previous && (reducerRef.current.rendered?.(previous, next) ?? true)) setState(next);
      for (const effect of effects) onEffectRef.current(effect);
    });
  }, [socket]);

  /** A change the player's own command brought (its ack), applied at once. */
  const update = useCallback((change: (current: State) => State) => {
    stateRef.current = change(stateRef.current);
    setState(stateRef.current);
  }, []);

  return { state, stateRef, update };
}
