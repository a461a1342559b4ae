'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { fromMinorUnits } from '@/lib/money';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { startDemo } from '../../shared/hooks/use-player';
import { playGameSound } from '../../shared/stores/game-settings';
import { useLiveCommand } from '../../live/hooks/use-live-command';
import type { LiveLink } from '../../live/lib/live-link';
import { CRASH_FAILURES } from '../lib/crash-failure';
import { withMyBet, type CrashState } from '../lib/crash-state';
import { readCrashBet, type CrashBet } from '../lib/crash-wire';

export interface BetOrder {
  amountMinor: number;
  autoCashoutCenti: number | null;
}

export type CrashOp = 'bet' | 'cancel' | 'cashout';

interface CrashBetOptions {
  link: LiveLink;
  state: CrashState;
  update: (change: (current: CrashState) => CrashState) => void;
  onPlaced: (bet: CrashBet) => void;
  onCancelled: (bet: CrashBet | null) => void;
  onCashedOut: (bet: CrashBet) => void;
  onQueued: () => void;
}

/**
 * The player's commands: bet (sent at once in the betting phase, otherwise kept for the next round), cancel (the bet,
 * or the kept order) and cash out. Each reply's balance goes where the header and the play bar read it.
 */
export function useCrashBet({ link, state, update, onPlaced, onCancelled, onCashedOut, onQueued }: CrashBetOptions) {
  const player = usePlayerContext();
  const command = useLiveCommand(link, 'crash', CRASH_FAILURES);
  const [queued, setQueued] = useState<BetOrder | null>(null);
  const pending = (['bet', 'cancel', 'cashout'] as const).find((op) => command.pending.has(op)) ?? null;

  /** The reply's bet ({bet: null} when it had none to read), or null when the command failed or another is in flight. */
  async function send(op: CrashOp, args: Record<string, unknown> = {}): Promise<{ bet: CrashBet | null } | null> {
    if (command.busy()) return null;
    const data = await command.send(op, op, args);
    return data ? { bet: readCrashBet(data.bet) } : null;
  }

  async function placeNow(order: BetOrder) {
    playGameSound('bet');
    const reply = await send('bet', {
      amount: fromMinorUnits(order.amountMinor, player.currency),
      currency: player.currency,
      ...(order.autoCashoutCenti === null ? {} : { auto_cashout: order.autoCashoutCenti / 100 }),
      key: newIdempotencyKey(),
    });
    const bet = reply?.bet;
    if (!bet) return;
    update((current) => withMyBet(current, { ...bet, autoCashoutCenti: bet.autoCashoutCenti ?? order.autoCashoutCenti }));
    onPlaced(bet);
  }

  const round = state.round;
  const ready = command.ready;
  const canBetNow = ready && round?.phase === 'betting' && state.myBet === null;

  function placeBet(order: BetOrder) {
    command.setFailure(null);
    if (canBetNow && (round?.bettingEndsAt ?? 0) > (link.socket?.serverNow() ?? 0)) {
      void placeNow(order);
      return;
    }
    // A guest's play money may not be there yet: it starts now, and the bet waits for the socket to sign in with it.
    if (player.mode === 'demo' && !player.as.demoToken) void startDemo(player.currency);
    setQueued(order);
    onQueued();
  }

  // A kept order goes in as soon as a round takes bets and the socket plays for the player.
  const roundId = round?.id;
  const placeQueued = useEffectEvent((order: NonNullable<typeof queued>) => void placeNow(order));
  useEffect(() => {
    if (!queued || !canBetNow) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the kept order is taken as it is sent, so it goes in once.
    setQueued(null);
    placeQueued(queued);
    // placeNow reads this render's props; the order is sent once, when the round opens.
  }, [queued, canBetNow, roundId]);

  async function cancel() {
    if (queued) {
      setQueued(null);
      onCancelled(null);
      return;
    }
    const mine = state.myBet;
    const reply = await send('cancel');
    if (!reply) return;
    const cancelled = reply.bet ?? mine;
    update((current) => withMyBet(current, null, cancelled?.id));
    onCancelled(cancelled);
  }

  async function cashOut() {
    const bet = (await send('cashout'))?.bet;
    if (!bet) return;
    update((current) => withMyBet(current, bet));
    onCashedOut(bet);
  }

  return { placeBet, cancel, cashOut, pending, failure: command.failure, queued, ready, applyPushedBalance: command.applyPushedBalance };
}
