import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { ConflictError, ValidationError } from '../http/errors';
import type { RealtimeGame } from './realtime-module';
import { audienceOf } from './commands';
import { REALTIME_PATH } from './socket-route';
import type { Caller, Publish, RealtimeEngine, RealtimeEvent, RoundMirror } from './types';

/** The house shards of the multi-node tests' ledgers (every node of one database must use the same). */
export const TEST_NODE_SHARDS = 4;

export type FakeEngine = RealtimeEngine & {
  starts: number;
  stops: number;
  commands: Array<{ caller: Caller; op: string; args: unknown }>;
  /** Publishes as the engine does while it leads; false when it does not lead. */
  emit(event: Omit<RealtimeEvent, 'game'>): boolean;
  /** Commands wait for this until it resolves (a leader that stopped answering). */
  hold: Promise<void> | null;
};

/**
 * A stand-in for a shared-round game: a round opens on start; `bet` acks up to 100 (a 422 above, a 409 for a
 * second bet of the same player), publishing the bet (a demo bet only to its player); `cashout` without a bet is a 409.
 */
export function createFakeGame(): { game: RealtimeGame; engine: FakeEngine } {
  let publish: Publish | null = null;
  let round = 0;
  const bets = new Map<string, number>();
  const keyOf = (caller: Caller) => JSON.stringify(audienceOf(caller.player));
  const engine: FakeEngine = {
    game: 'crash',
    starts: 0,
    stops: 0,
    commands: [],
    hold: null,
    emit(event) {
      if (!publish) return false;
      publish({ game: 'crash', ...event } as RealtimeEvent);
      return true;
    },
    async start(publishEvent) {
      engine.starts += 1;
      publish = publishEvent;
      round += 1;
      engine.emit({ type: 'round_betting', round_id: round, betting_ends_at: 0 });
    },
    async stop() {
      engine.stops += 1;
      publish = null;
    },
    async command(caller, op, args) {
      engine.commands.push({ caller, op, args });
      if (engine.hold) await engine.hold;
      const amount = Number((args as { amount?: unknown }).amount);
      if (op === 'bet') {
        if (!(amount > 0 && amount <= 100))
          throw new ValidationError({ amount: ['stake_out_of_range: The stake must be from 1 to 100 RUB.'] });
        if (bets.has(keyOf(caller))) throw new ConflictError('bet_exists: One bet per round.');
        bets.set(keyOf(caller), amount);
        const demo = caller.player.kind === 'demo';
        engine.emit({ type: 'bet', round_id: round, bet: { amount, demo }, ...(demo ? { to: audienceOf(caller.player) } : {}) });
        return { bet: { amount, demo } };
      }
      if (!bets.has(keyOf(caller))) throw new ConflictError('no_bet: You have no bet in this round.');
      const stake = bets.get(keyOf(caller));
      bets.delete(keyOf(caller));
      return { bet: { amount: stake, payout: op === 'cashout' ? stake! * 2 : stake } };
    },
  };
  const createMirror = (): RoundMirror => {
    let roundId: unknown = null;
    const seen: string[] = [];
    return {
      apply(event) {
        if (event.type === 'round_betting') roundId = event.round_id;
        seen.push(event.type);
      },
      snapshot: (nowMs, viewer) => ({ round: { id: roundId, seen: [...seen] }, history: [], server_time: nowMs, viewer }),
    };
  };
  return { engine, game: { engine, createMirror, routes: async () => undefined } };
}

export type Frame = { type: string; id?: number | null; [field: string]: unknown };

export type TestSocket = {
  ws: WebSocket;
  /** The first frame not yet taken that matches (the first of all without `match`); the others stay for later. */
  next(match?: (frame: Frame) => boolean): Promise<Frame>;
  /** Sends a command with a fresh id and waits for its ack or error. */
  command(op: string, args?: Record<string, unknown>): Promise<Frame>;
  sendRaw(data: string | Buffer, binary?: boolean): void;
  /** The frames received and not yet taken. */
  pending(): Frame[];
  closed: Promise<{ code: number; reason: string }>;
};

export function socketUrl(app: FastifyInstance, path = REALTIME_PATH): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${path}`;
}

/** Opens a socket and waits for its hello; `ip` arrives as X-Forwarded-For from the trusted loopback proxy; no Origin unless given. */
export async function openSocket(
  app: FastifyInstance,
  options: { ip?: string; autoPong?: boolean; origin?: string } = {},
): Promise<TestSocket> {
  const headers = options.ip ? { 'x-forwarded-for': options.ip } : undefined;
  const ws = new WebSocket(socketUrl(app), { headers, origin: options.origin, autoPong: options.autoPong ?? true });
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    // ws hands a text frame over as a Buffer (its default binaryType, nodebuffer).
    frames.push(JSON.parse((data as Buffer).toString('utf8')) as Frame);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  ws.on('error', () => undefined);
  let nextId = 1;
  const next = async (match: (frame: Frame) => boolean = () => true): Promise<Frame> => {
    for (;;) {
      const index = frames.findIndex(match);
      if (index >= 0) return frames.splice(index, 1)[0];
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const socket: TestSocket = {
    ws,
    next,
    async command(op, args = {}) {
      const id = nextId++;
      ws.send(JSON.stringify({ id, op, ...args }));
      return next((frame) => (frame.type === 'ack' || frame.type === 'error') && frame.id === id);
    },
    sendRaw: (data, binary = false) => ws.send(data, { binary }),
    pending: () => [...frames],
    closed,
  };
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    ws.once('error', reject);
  });
  const hello = await next();
  if (hello.type !== 'hello') throw new Error(`expected hello, got ${hello.type}`);
  return socket;
}

/** The HTTP status an upgrade is refused with (null when it is accepted, and the socket is closed again). */
export function upgradeStatus(app: FastifyInstance, ip: string, options: { path?: string; origin?: string } = {}): Promise<number | null> {
  return new Promise((resolve) => {
    const origin = options.origin === undefined ? {} : { origin: options.origin };
    const ws = new WebSocket(socketUrl(app, options.path), { headers: { 'x-forwarded-for': ip, ...origin } });
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.on('open', () => {
      ws.close();
      resolve(null);
    });
    ws.on('error', () => resolve(-1));
  });
}
