import { reconnectDelayMs } from './backoff';
import { ClockOffset } from './clock-offset';
import { ClockSync } from './clock-sync';
import { noAnswerError, type RealtimeCommandError } from './command-error';
import { browserConnectivity, type Connectivity } from './connectivity';
import { readServerFrame, type RealtimeEvent } from './frames';
import { HeartbeatWatchdog } from './heartbeat-watchdog';
import { PendingCommands } from './pending-commands';
import type { ConnectionState, RealtimeAuth, RealtimeClientOptions, RealtimeStatus, SocketLike } from './realtime-types';

const OPEN = 1;
/** Connects that fail in a row before the state says offline (the client keeps trying, further apart). */
const OFFLINE_AFTER_FAILURES = 4;

/**
 * One socket to the realtime api (docs/realtime.md): commands with ids answered by promises, sign-in and joins on
 * every connect, reconnects with exponential backoff and jitter, a heartbeat watchdog and the server's clock.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private status: RealtimeStatus = { connection: 'connecting', auth: 'none', identity: null };
  private readonly eventListeners = new Set<(event: RealtimeEvent) => void>();
  private readonly statusListeners = new Set<() => void>();
  private readonly clock = new ClockOffset();
  private readonly pending: PendingCommands;
  private readonly watchdog: HeartbeatWatchdog;
  private readonly clockSync: ClockSync;
  private failures = 0;
  private everOnline = false;
  private stopped = true;
  /** The credentials this socket signed in with, to notice a rotated token. */
  private signedInWith: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribeConnectivity: (() => void) | null = null;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly connectivity: Connectivity;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: RealtimeClientOptions) {
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.connectivity = options.connectivity ?? browserConnectivity;
    this.now = options.now ?? (() => Date.now());
    this.random = options.random ?? Math.random;
    this.pending = new PendingCommands(options.commandTimeoutMs ?? 10_000);
    this.watchdog = new HeartbeatWatchdog(this.now, () => this.dropSocket('heartbeats missed'));
    this.clockSync = new ClockSync(this.clock, this.now, () => this.request('ping', {}));
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribeConnectivity = this.connectivity.subscribe((online) =>
      online ? this.retryNow() : this.dropSocket('the browser went offline'),
    );
    if (this.connectivity.isOnline()) this.open();
    else this.setStatus({ connection: 'offline' });
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribeConnectivity?.();
    this.unsubscribeConnectivity = null;
    this.clearRetry();
    this.detachSocket('the client stopped');
  }

  /** Connects again at once with the current credentials (they changed: signed in, demo on or off). */
  restart(): void {
    if (this.stopped) return;
    this.detachSocket('reconnecting');
    this.clearRetry();
    this.failures = 0;
    this.setStatus({ connection: 'connecting', auth: 'none', identity: null });
    this.open();
  }

  /** New credentials: an online socket signs in and joins again (the snapshot then has the player's bet); else reconnect. */
  async changeCredentials(): Promise<void> {
    const auth = this.options.getAuth();
    if (this.stopped || !this.socket) return;
    if (this.status.connection !== 'online' || !auth) this.restart();
    else await this.signInAndJoin(this.socket, auth);
  }

  /** Skips the backoff wait (the player asked, or the browser is back online). */
  retryNow(): void {
    if (this.stopped || this.socket) return;
    this.clearRetry();
    this.open();
  }

  /**
   * A game command (bet, cashout, cancel...): its ack's data, or a RealtimeCommandError. A token rotated since the
   * socket signed in is sent first; a refusal as unauthenticated renews the credentials and tries once more.
   */
  async command<T extends Record<string, unknown> = Record<string, unknown>>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    if (this.status.connection !== 'online') throw noAnswerError(op, 'not connected');
    await this.signInAgainIfChanged();
    try {
      return (await this.request(op, args)) as T;
    } catch (error) {
      if ((error as RealtimeCommandError).response?.status !== 401 || !this.options.renewCredentials) throw error;
      if (!(await this.options.renewCredentials().catch(() => false))) throw error;
      await this.signInAgainIfChanged();
      return (await this.request(op, args)) as T;
    }
  }

  /** The server's clock now, in epoch milliseconds. */
  serverNow(): number {
    return this.now() + this.clock.offsetMs;
  }

  get offsetMs(): number {
    return this.clock.offsetMs;
  }

  getStatus(): RealtimeStatus {
    return this.status;
  }

  onEvent(listener: (event: RealtimeEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => void this.eventListeners.delete(listener);
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  }

  private open(): void {
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.options.url);
    } catch {
      this.handleClosed();
      return;
    }
    this.socket = socket;
    // A connect that neither opens nor fails (a black-holed network) is caught by the same watchdog.
    this.watchdog.start();
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.watchdog.touch();
      void this.handshake(socket);
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = () => {
      if (this.socket === socket) this.handleClosed();
    };
    // A close event follows every error; it decides what happens next.
    socket.onerror = () => {};
  }

  private async handshake(socket: SocketLike): Promise<void> {
    const auth = this.options.getAuth();
    this.setStatus({ auth: auth ? 'pending' : 'none', identity: null });
    this.signedInWith = null;
    if (!(await this.signInAndJoin(socket, auth))) return;
    this.failures = 0;
    this.everOnline = true;
    this.setStatus({ connection: 'online' });
    this.clockSync.start();
  }

  /** Signs in (refused credentials leave a spectator), then joins the games; false when the socket is gone or dropped. */
  private async signInAndJoin(socket: SocketLike, auth: RealtimeAuth): Promise<boolean> {
    if (auth) {
      try {
        await this.signIn(auth);
      } catch (error) {
        if (this.socket !== socket || !(error as RealtimeCommandError).response) return false;
        // An expired token, a demo session the server forgot: watch as a spectator.
        this.setStatus({ auth: 'refused', identity: null });
      }
    }
    try {
      for (const game of this.options.games) await this.request('join', { game });
    } catch {
      if (this.socket === socket) this.dropSocket('join failed');
      return false;
    }
    return this.socket === socket;
  }

  private async signIn(auth: NonNullable<RealtimeAuth>): Promise<void> {
    const identity = await this.request('auth', 'token' in auth ? { token: auth.token } : { demo: auth.demo });
    this.signedInWith = JSON.stringify(auth);
    this.setStatus({ auth: 'ok', identity });
  }

  /** Signs this socket in again when the credentials changed under it (the session cookie got a rotated token). */
  private async signInAgainIfChanged(): Promise<void> {
    const auth = this.options.getAuth();
    if (!auth || this.signedInWith === null || JSON.stringify(auth) === this.signedInWith) return;
    try {
      await this.signIn(auth);
    } catch {
      // The command that follows gets the refusal and says so.
    }
  }

  private request(op: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return Promise.reject(noAnswerError(op, 'not connected'));
    return this.pending.send(op, args, (text) => socket.send(text));
  }

  private receive(data: unknown): void {
    const receivedAt = this.watchdog.touch();
    if (typeof data !== 'string') return;
    const frame = readServerFrame(data);
    if (!frame) return;
    if (frame.kind !== 'event') {
      this.pending.settle(frame);
      return;
    }
    const { event } = frame;
    if (event.type === 'hello') {
      if (typeof event.heartbeat_ms === 'number' && event.heartbeat_ms > 0) this.watchdog.setHeartbeat(event.heartbeat_ms);
      if (typeof event.server_time === 'number') this.clock.addGuess(event.server_time, receivedAt);
    }
    for (const listener of this.eventListeners) listener(event);
  }

  private dropSocket(reason: string): void {
    if (!this.socket) return;
    this.detachSocket(reason);
    this.handleClosed();
  }

  private handleClosed(): void {
    this.detachSocket('closed');
    if (this.stopped) return;
    this.failures += 1;
    const connection: ConnectionState =
      !this.connectivity.isOnline() || this.failures >= OFFLINE_AFTER_FAILURES
        ? 'offline'
        : this.everOnline
          ? 'reconnecting'
          : 'connecting';
    this.setStatus({ connection, auth: 'none', identity: null });
    // Without a network there is nothing to try until the browser says it is back (retryNow).
    if (!this.connectivity.isOnline()) return;
    this.clearRetry();
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        this.open();
      },
      reconnectDelayMs(this.failures - 1, this.random),
    );
  }

  /** Forgets the socket (closing it if open), its timers and its unanswered commands. */
  private detachSocket(reason: string): void {
    const socket = this.socket;
    this.socket = null;
    this.watchdog.stop();
    this.clockSync.stop();
    this.pending.rejectAll(reason);
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(4000, reason.slice(0, 100));
    } catch {
      // Already closed.
    }
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setStatus(patch: Partial<RealtimeStatus>): void {
    const next = { ...this.status, ...patch };
    if (next.connection === this.status.connection && next.auth === this.status.auth && next.identity === this.status.identity) return;
    this.status = next;
    for (const listener of this.statusListeners) listener();
  }
}
