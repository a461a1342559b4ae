import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { RenderedError } from '../http/error-handler';
import { createMemoryRateLimiter } from '../http/rate-limit';
import { encodeEvent, errorFrame, parseFrame, type Command } from './protocol';
import { textFrame } from './text-frame';
import { createTurnBatches } from './turn-batches';
import type { RealtimeConfig } from './realtime-config';
import type { Audience, Caller, RealtimeEvent, RealtimeGameId } from './types';

/** One open socket and what it said about itself. */
export type Client = {
  readonly id: number;
  readonly ip: string;
  readonly region: string | null;
  caller: Caller | null;
  /** When the bearer token it authenticated with expires; null for none (demo) or never. */
  authExpiresAtMs: number | null;
  readonly games: Set<RealtimeGameId>;
  send(frame: string | Buffer): void;
};

export type HubOptions = Pick<
  RealtimeConfig,
  'maxSockets' | 'maxSocketsPerIp' | 'commandsPerSecond' | 'maxBufferedBytes' | 'heartbeatMs'
> & {
  /** Runs a parsed command; it answers through client.send and never throws. */
  onCommand: (client: Client, command: Command) => Promise<void>;
  now?: () => number;
};

export type Hub = ReturnType<typeof createHub>;

type Socket = Client & { ws: WebSocket; alive: boolean; audience: string | null };

const SLOW_CONSUMER = 1013;
const GOING_AWAY = 1001;
/** A socket asked to close that does not finish the closing handshake in this time is cut. */
const CLOSE_GRACE_MS = 1_000;

const audienceKey = (audience: Audience) => (audience.kind === 'user' ? `u${audience.userId}` : `d${audience.sessionId}`);

const addTo = <K, V>(index: Map<K, Set<V>>, key: K, value: V) => {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(value);
};
const removeFrom = <K, V>(index: Map<K, Set<V>>, key: K, value: V) => {
  const set = index.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) index.delete(key);
};

/**
 * The sockets of this node: admission limits, channels per game, personal audiences, fan-out of events (each
 * encoded once), heartbeats with ws ping/pong liveness, per-socket command rate, and slow readers cut off.
 */
export function createHub(options: HubOptions) {
  const now = options.now ?? Date.now;
  const sockets = new Set<Socket>();
  const perIp = new Map<string, number>();
  const channels = new Map<RealtimeGameId, Set<Socket>>();
  const audiences = new Map<string, Set<Socket>>();
  const commandLimiter = createMemoryRateLimiter(now);
  const commandRule = { limit: options.commandsPerSecond, windowS: 1 };
  let nextId = 1;
  let heartbeat: NodeJS.Timeout | null = null;

  const cut = (socket: Socket, code: number, reason: string) => {
    if (socket.ws.readyState !== socket.ws.OPEN) return;
    socket.ws.close(code, reason);
    setTimeout(() => socket.ws.terminate(), CLOSE_GRACE_MS).unref();
  };

  /** Whether the socket may be written to now; a reader whose queue passed the threshold is cut instead. */
  const writable = (socket: Socket) => {
    if (socket.ws.readyState !== socket.ws.OPEN) return false;
    // What is queued stays under the threshold plus one write (a frame, or a turn's broadcasts of one game).
    if (socket.ws.bufferedAmount <= options.maxBufferedBytes) return true;
    cut(socket, SLOW_CONSUMER, 'slow consumer');
    return false;
  };
  const send = (socket: Socket, frame: string | Buffer) => {
    if (writable(socket)) socket.ws.send(frame, { binary: false });
  };
  /** Writes frames already framed (textFrame) straight to the socket, past ws's own framing. */
  const writeFramed = (socket: Socket, frames: Buffer) => {
    if (!writable(socket)) return;
    const raw = (socket.ws as unknown as { _socket?: Duplex })._socket;
    if (!raw) throw new Error('realtime: an accepted ws has no underlying socket');
    raw.write(frames);
  };

  // Without permessage-deflate ws writes each of its frames at once, so whole frames written here keep the order.
  const broadcasts = createTurnBatches<RealtimeGameId>((game, frames) => {
    for (const socket of channels.get(game) ?? []) writeFramed(socket, frames);
  });

  const beat = () => {
    const frame = Buffer.from(JSON.stringify({ type: 'heartbeat', server_time: now() }));
    for (const socket of sockets) {
      if (!socket.alive) {
        socket.ws.terminate();
        continue;
      }
      socket.alive = false;
      socket.ws.ping();
      send(socket, frame);
    }
  };

  const forget = (socket: Socket) => {
    if (!sockets.delete(socket)) return;
    const left = (perIp.get(socket.ip) ?? 1) - 1;
    if (left > 0) perIp.set(socket.ip, left);
    else perIp.delete(socket.ip);
    for (const game of socket.games) removeFrom(channels, game, socket);
    if (socket.audience) removeFrom(audiences, socket.audience, socket);
    if (sockets.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  const receive = async (socket: Socket, data: Buffer, isBinary: boolean) => {
    socket.alive = true;
    const { allowed } = await commandLimiter.hit(`socket:${socket.id}`, commandRule);
    const parsed: ReturnType<typeof parseFrame> = isBinary
      ? { ok: false, id: null, error: { status: 400, body: { message: 'Frames are JSON text.' } } }
      : parseFrame(data.toString('utf8'));
    const id = parsed.ok ? parsed.command.id : parsed.id;
    if (!allowed) return send(socket, errorFrame(id, { status: 429, body: { message: 'Too many commands: slow down.' } }));
    if (!parsed.ok) return send(socket, errorFrame(id, parsed.error));
    await options.onCommand(socket, parsed.command);
  };

  return {
    /** Whether one more socket from this address may open; the refusal otherwise. */
    admit(ip: string): RenderedError | null {
      if (sockets.size >= options.maxSockets) return { status: 503, body: { message: 'This server is full; retry shortly.' } };
      if ((perIp.get(ip) ?? 0) >= options.maxSocketsPerIp)
        return { status: 429, body: { message: 'Too many connections from your address.' } };
      return null;
    },

    /** Takes an upgraded socket (admitted just before, with no await between). */
    accept(ws: WebSocket, info: { ip: string; region: string | null }): Client {
      const socket: Socket = {
        id: nextId++,
        ip: info.ip,
        region: info.region,
        caller: null,
        authExpiresAtMs: null,
        games: new Set(),
        send: (frame) => send(socket, frame),
        ws,
        alive: true,
        audience: null,
      };
      sockets.add(socket);
      perIp.set(info.ip, (perIp.get(info.ip) ?? 0) + 1);
      heartbeat ??= setInterval(beat, options.heartbeatMs).unref();
      ws.on('pong', () => (socket.alive = true));
      ws.on('message', (data: Buffer, isBinary: boolean) => {
        receive(socket, data, isBinary).catch(() =>
          send(socket, errorFrame(null, { status: 500, body: { message: 'Internal server error.' } })),
        );
      });
      ws.on('close', () => forget(socket));
      // ws closes the socket itself after an error (a frame over maxPayload: 1009); nothing else to do.
      ws.on('error', () => undefined);
      send(socket, JSON.stringify({ type: 'hello', server_time: now(), heartbeat_ms: options.heartbeatMs }));
      return socket;
    },

    authenticate(client: Client, caller: Caller, audience: Audience, expiresAtMs: number | null): void {
      const socket = client as Socket;
      if (socket.audience) removeFrom(audiences, socket.audience, socket);
      socket.caller = caller;
      socket.authExpiresAtMs = expiresAtMs;
      socket.audience = audienceKey(audience);
      if (sockets.has(socket)) addTo(audiences, socket.audience, socket);
    },

    join(client: Client, game: RealtimeGameId): void {
      const socket = client as Socket;
      // What was broadcast before the join belongs to the snapshot the joining socket is sent, not to its stream.
      broadcasts.flush();
      socket.games.add(game);
      if (sockets.has(socket)) addTo(channels, game, socket);
    },

    leave(client: Client, game: RealtimeGameId): void {
      broadcasts.flush();
      client.games.delete(game);
      removeFrom(channels, game, client as Socket);
    },

    /**
     * An event to the sockets joined to its game, framed once and written with the turn's other broadcasts of that
     * game; with `to`, to that player's sockets only, at once. A command's ack can so arrive before a broadcast of the
     * same turn (clients take either first: docs/realtime.md).
     */
    deliver(event: RealtimeEvent): void {
      const frame = textFrame(encodeEvent(event));
      if (!event.to) {
        if (channels.get(event.game)?.size) broadcasts.add(event.game, frame);
        return;
      }
      for (const socket of audiences.get(audienceKey(event.to)) ?? []) writeFramed(socket, frame);
    },

    stats: () => ({ sockets: sockets.size, addresses: perIp.size }),

    /** Closes every socket (1001: clients reconnect, to another node) and waits for them to go. */
    async close(): Promise<void> {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      const closing = [...sockets].map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.ws.readyState === socket.ws.CLOSED) return resolve();
            socket.ws.once('close', () => resolve());
            cut(socket, GOING_AWAY, 'server shutting down');
          }),
      );
      await Promise.all(closing);
      await commandLimiter.close();
    },
  };
}
