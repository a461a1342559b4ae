'use client';

import { useRef, useState } from 'react';
import { useSessionStore } from '@/lib/session/session-store';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { applyBalance } from '../../shared/hooks/use-player';
import { usePlayStore } from '../../shared/stores/play-store';
import { liveBalanceOf } from '../lib/live-balance';
import { describeLiveFailure, type LiveFailure } from '../lib/live-failure';
import type { LiveLink } from '../lib/live-link';

/**
 * Sends a live game's commands: each reply's balance goes where the header and the play bar read it, a refusal
 * becomes the screen's failure. Commands with different tags may be in flight together (a bet on red and one on
 * blue); a tag already in flight is not sent twice.
 */
export function useLiveCommand<Code extends string>(link: LiveLink, game: string, codes: readonly Code[]) {
  const player = usePlayerContext();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<LiveFailure<Code> | null>(null);
  const inFlight = useRef(new Set<string>());

  const mark = (tag: string, on: boolean) => {
    if (on) inFlight.current.add(tag);
    else inFlight.current.delete(tag);
    setPending(new Set(inFlight.current));
  };

  /** The ack's data, or null when the command was not sent or was refused (the failure then says why). */
  async function send(tag: string, op: string, args: Record<string, unknown>): Promise<Record<string, unknown> | null> {
    if (!link.socket || inFlight.current.has(tag)) return null;
    mark(tag, true);
    setFailure(null);
    try {
      const data = await link.socket.command(op, { game, ...args });
      const balance = liveBalanceOf(data.balance, player.mode === 'demo', player.currency, useSessionStore.getState().user?.bonus_balance);
      if (balance) applyBalance(balance);
      return data;
    } catch (error) {
      const described = describeLiveFailure(error, codes);
      if (described.kind === 'game' && described.info.code === 'demo_session_invalid') usePlayStore.getState().dropDemo();
      setFailure(described);
      return null;
    } finally {
      mark(tag, false);
    }
  }

  /** Whether any command is in flight (a game whose commands exclude each other: crash's bet, cancel, cash-out). */
  const busy = () => inFlight.current.size > 0;

  /** A balance the socket pushed (a payout, a refund). */
  function applyPushedBalance(value: unknown) {
    const balance = liveBalanceOf(value, player.mode === 'demo', player.currency, useSessionStore.getState().user?.bonus_balance);
    if (balance) applyBalance(balance);
  }

  return { send, busy, pending, failure, setFailure, applyPushedBalance, ready: link.auth === 'ok' && link.connection === 'online' };
}
