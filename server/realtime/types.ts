import { ROUND_GAME_IDS, type RoundGameId } from '@/lib/games';
import type { Player } from '../games/core/types';

/** The shared-round games (docs/realtime.md; lib/games). */
export const REALTIME_GAMES = ROUND_GAME_IDS;
export type RealtimeGameId = RoundGameId;

/** Who sent a command, as the socket authenticated it. Plain JSON: it travels to the leader node through Redis. */
export type Caller = { player: Player; region: string | null; ip: string };

/** Whose sockets a personal event goes to (a demo bet's events, a player's balance). */
export type Audience = { kind: 'user'; userId: number } | { kind: 'demo'; sessionId: number };

/**
 * An event of a game's channel, `type` as docs/realtime.md lists it. Without `to` every socket joined to the game
 * gets it; with `to` only that player's sockets. Plain JSON: it fans out to every node.
 */
export type RealtimeEvent = { game: RealtimeGameId; type: string; to?: Audience; [field: string]: unknown };

export type Publish = (event: RealtimeEvent) => void;

/**
 * The type of the event a game's `loadHistory` gives at the node's start: its recent results from the database, which
 * the realtime module applies to that node's mirror only (never published, never sent to sockets).
 */
export const MIRROR_HISTORY = 'history';

/** A game's round loop. It runs only on the leader node; commands from any node reach it there. */
export interface RealtimeEngine {
  readonly game: RealtimeGameId;
  /** Settles what a dead leader left (docs/realtime.md, recovery), then runs rounds until stop(). */
  start(publish: Publish): Promise<void>;
  /** Ends the loop soon (a betting window at once, a running round within a grace); open bets stay in the database for the next leader. */
  stop(): Promise<void>;
  /** bet, cashout, cancel: resolves with the ack's data, or throws an HttpError (rendered as a typed error frame). */
  command(caller: Caller, op: string, args: unknown): Promise<unknown>;
}

/** Every node folds its game's events into the state a joining socket needs (the snapshot). */
export interface RoundMirror {
  apply(event: RealtimeEvent): void;
  /** The snapshot frame's data for a viewer, at the node's time `nowMs`. */
  snapshot(nowMs: number, viewer: Audience | null): unknown;
}
