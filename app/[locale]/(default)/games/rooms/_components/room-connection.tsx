'use client';

import type { Room } from '@/lib/bet-limits';
import { RoomGame } from '@/features/games/rooms/components/room-game';
import { RoomsLobbyProvider } from '@/features/games/rooms/components/rooms-lobby';
import { useLiveLink } from '../../_components/use-live-link';
import type { ReactNode } from 'react';

const GAMES = ['rooms'] as const;

/** A room's table on the realtime socket. */
export function RoomConnection({ room }: { room: Room }) {
  return <RoomGame link={useLiveLink(GAMES)} room={room} />;
}

/** The list of rooms on the realtime socket: each card reads its room's pot from it. */
export function RoomsLobbyConnection({ children }: { children: ReactNode }) {
  return <RoomsLobbyProvider link={useLiveLink(GAMES)}>{children}</RoomsLobbyProvider>;
}
