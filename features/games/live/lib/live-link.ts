/**
 * What a live game's screen needs of the realtime connection (features/realtime's client fits it; the page joins the
 * two, as features do not import each other). Crash, roulette and the rooms share it.
 */
export interface LiveSocket {
  command<T extends Record<string, unknown> = Record<string, unknown>>(op: string, args?: Record<string, unknown>): Promise<T>;
  serverNow(): number;
  onEvent(listener: (event: { type: string; game?: string; [field: string]: unknown }) => void): () => void;
  retryNow(): void;
}

export type LiveConnection = 'connecting' | 'online' | 'reconnecting' | 'offline';

/** The connection as the screen shows it, and whether the socket plays for the player (signed in or demo). */
export interface LiveLink {
  socket: LiveSocket | null;
  connection: LiveConnection;
  /** ok: bets are accepted; refused: the credentials were not (an expired session). */
  auth: 'none' | 'pending' | 'ok' | 'refused';
}
