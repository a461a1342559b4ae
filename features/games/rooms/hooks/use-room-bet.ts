'use client';

import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import type { Room } from '@/lib/bet-limits';
import { fromMinorUnits } from '@/lib/money';
import { usePlayerContext } from '../../shared/hooks/player-context';
import { playGameSound } from '../../shared/stores/game-settings';
import { useLiveCommand } from '../../live/hooks/use-live-command';
import type { LiveLink } from '../../live/lib/live-link';
import { withMyBet, type RoomsState } from '../lib/rooms-state';
import { readRoomBet, type RoomBet } from '../lib/rooms-wire';

/** The refusals the rooms explain in their own words (games.play.rooms.errors.*). */
export const ROOM_FAILURES = ['phase_closed', 'round_full', 'too_many_bets', 'invalid_room', 'rooms_unavailable'] as const;

/** The player's stakes in a room (several a round, up to the limit; a stake cannot be withdrawn). */
export function useRoomBet(
  link: LiveLink,
  room: Room,
  update: (change: (current: RoomsState) => RoomsState) => void,
  onPlaced: (bet: RoomBet) => void,
) {
  const player = usePlayerContext();
  const command = useLiveCommand(link, 'rooms', ROOM_FAILURES);

  async function addStake(amountMinor: number) {
    playGameSound('bet');
    const data = await command.send('stake', 'bet', {
      room,
      amount: fromMinorUnits(amountMinor, player.currency),
      currency: player.currency,
      key: newIdempotencyKey(),
    });
    const bet = readRoomBet(data?.bet);
    if (!bet) return;
    update((current) => withMyBet(current, room, player.currency, bet));
    onPlaced(bet);
  }

  return {
    addStake,
    pending: command.pending.has('stake'),
    failure: command.failure,
    applyPushedBalance: command.applyPushedBalance,
    ready: command.ready,
  };
}
