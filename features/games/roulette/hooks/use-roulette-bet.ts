'use client';

import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import type { RouletteColor } from '@/lib/fairness/roulette';
import { fromMinorUnits } from '@/lib/money';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { playGameSound } from '../../shared/stores/game-settings';
import { useLiveCommand } from '../../live/hooks/use-live-command';
import type { LiveLink } from '../../live/lib/live-link';
import { withMyBet, type RouletteState } from '../lib/roulette-state';
import { readRouletteBet, type RouletteBet } from '../lib/roulette-wire';

/** The refusals the roulette explains in its own words (games.play.roulette.errors.*). */
export const ROULETTE_FAILURES = ['phase_closed', 'bet_exists', 'round_full', 'invalid_color', 'roulette_unavailable'] as const;

/**
 * The player's bets: one per colour and round, several colours in one round, each sent at once (a bet on red and one
 * on blue may be in flight together). No cancel: a roulette bet stays until the result.
 */
export function useRouletteBet(
  link: LiveLink,
  update: (change: (current: RouletteState) => RouletteState) => void,
  onPlaced: (bet: RouletteBet) => void,
) {
  const player = usePlayerContext();
  const command = useLiveCommand(link, 'roulette', ROULETTE_FAILURES);

  async function placeBet(color: RouletteColor, amountMinor: number) {
    playGameSound('bet');
    const data = await command.send(color, 'bet', {
      color,
      amount: fromMinorUnits(amountMinor, player.currency),
      currency: player.currency,
      key: newIdempotencyKey(),
    });
    const bet = readRouletteBet(data?.bet);
    if (!bet) return;
    update((current) => withMyBet(current, bet));
    onPlaced(bet);
  }

  return {
    placeBet,
    pending: command.pending,
    failure: command.failure,
    setFailure: command.setFailure,
    applyPushedBalance: command.applyPushedBalance,
    ready: command.ready,
  };
}
