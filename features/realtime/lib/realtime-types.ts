import type { Connectivity } from './connectivity';

export type ConnectionState = 'connecting' | 'online' | 'reconnecting' | 'offline';
/** none: nothing to sign in with (a spectator); refused: the server did not take the credentials. */
export type AuthState = 'none' | 'pending' | 'ok' | 'refused';
export type RealtimeAuth = { token: string } | { demo: string } | null;

export interface RealtimeStatus {
  connection: ConnectionState;
  auth: AuthState;
  /** The auth ack's data: `user_id` or `demo`, and `balance`, `currency`. */
  identity: Record<string, unknown> | null;
}

/** What the client needs of a WebSocket (the browser's fits; tests hand in a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface RealtimeClientOptions {
  url: string;
  /** Joined after every (re)connect, once the credentials were tried. */
  games: readonly string[];
  /** Read at every connect, so a refreshed token is the one sent. */
  getAuth: () => RealtimeAuth;
  /**
   * Called when a command is refused as unauthenticated (an access token that expired on a long visit): renews the
   * credentials (true when there are new ones), after which the socket signs in again and the command is sent once more.
   */
  renewCredentials?: () => Promise<boolean>;
  createSocket?: (url: string) => SocketLike;
  connectivity?: Connectivity;
  now?: () => number;
  random?: () => number;
  commandTimeoutMs?: number;
}
