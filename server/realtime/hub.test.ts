import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newDemo, newPlayer, type DemoPlayer, type RealPlayer } from '../games/test-kit';
import { nextIp } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import type { RealtimeConfig } from './realtime-config';
import { createFakeGame, openSocket, type FakeEngine, type Frame, type TestSocket } from './test-kit';

const SETTINGS: RealtimeConfig = {
  games: ['crash'],
  maxSockets: 100,
  maxSocketsPerIp: 5,
  commandsPerSecond: 10,
  maxBufferedBytes: 16_384,
  heartbeatMs: 60_000,
  commandTimeoutMs: 200,
  leaderRetryMs: 100,
};

async function startApp(settings: Partial<RealtimeConfig> = {}): Promise<{ t: TestApp; engine: FakeEngine }> {
  const { game, engine } = createFakeGame();
  const t = await createTestApp(
    { realtime: { ...SETTINGS, ...settings } },
    { realtimeGames: [game], realtimeNamespace: `test:${randomUUID()}:` },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, engine };
}

const notHeartbeat = (frame: Frame) => frame.type !== 'heartbeat';

describe('realtime sockets (a fake game)', () => {
  let t: TestApp;
  let engine: FakeEngine;
  let player: RealPlayer;
  beforeAll(async () => {
    ({ t, engine } = await startApp());
    player = await newPlayer(t, 50_000);
    t.app.realtime.start();
    // The PGlite lock is free: the first try takes it.
    while (!t.app.realtime.isLeading('crash')) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  afterAll(async () => {
    await t.close();
  });

  const opened: TestSocket[] = [];
  const open = async (options: Parameters<typeof openSocket>[1] = {}) => {
    const socket = await openSocket(t.app, options);
    opened.push(socket);
    return socket;
  };
  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.ws.close();
    while (t.app.realtime.hub.stats().sockets > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  });

  const authed = async (who: RealPlayer | DemoPlayer = player, ip = nextIp()) => {
    const socket = await open({ ip });
    const auth = await socket.command('auth', who.kind === 'demo' ? { demo: who.token } : { token: who.token });
    expect(auth.type).toBe('ack');
    return socket;
  };

  it('says hello, answers ping with the server time, and GET without an upgrade is a 426', async () => {
    const socket = await open();
    const ack = await socket.command('ping');
    expect(ack).toMatchObject({ type: 'ack', id: 1 });
    expect(typeof (ack.data as { server_time: unknown }).server_time).toBe('number');
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/realtime' })).statusCode).toBe(426);
  });

  it('authenticates a bearer token (user id, balance) and a demo session; bad ones are 401, neither is 422', async () => {
    const socket = await open();
    const user = await socket.command('auth', { token: player.token });
    expect(user).toMatchObject({ type: 'ack', data: { user_id: player.userId, currency: 'RUB', balance: 500 } });
    const demo = await newDemo(t);
    expect(await socket.command('auth', { demo: demo.token })).toEqual({
      type: 'ack',
      id: 2,
      data: { demo: true, currency: 'RUB', balance: 100_000 },
    });
    expect(await socket.command('auth', { token: 'x'.repeat(40) })).toMatchObject({
      type: 'error',
      status: 401,
      message: 'Unauthenticated.',
    });
    expect(await socket.command('auth', { demo: 'demo_nope' })).toMatchObject({ type: 'error', status: 401 });
    expect(await socket.command('auth', {})).toMatchObject({
      type: 'error',
      status: 422,
      errors: { token: ['Send either token or demo.'] },
    });
  });

  it("join acks, then sends the snapshot from this node's mirror; leave stops the events", async () => {
    const socket = await authed();
    expect(await socket.command('join', { game: 'crash' })).toMatchObject({ type: 'ack', data: {} });
    const snapshot = await socket.next(notHeartbeat);
    expect(snapshot).toMatchObject({
      type: 'snapshot',
      game: 'crash',
      round: { id: 1, seen: ['round_betting'] },
      viewer: { kind: 'user', userId: player.userId },
    });
    expect(engine.emit({ type: 'tick', round_id: 1, multiplier: 1.5 })).toBe(true);
    expect(await socket.next(notHeartbeat)).toEqual({ type: 'tick', game: 'crash', round_id: 1, multiplier: 1.5 });
    expect(await socket.command('leave', { game: 'crash' })).toMatchObject({ type: 'ack' });
    engine.emit({ type: 'tick', round_id: 1, multiplier: 1.6 });
    // A tick would have been written before the ping's ack.
    expect(await socket.command('ping')).toMatchObject({ type: 'ack' });
    expect(socket.pending().filter(notHeartbeat)).toEqual([]);
    expect(await socket.command('join', { game: 'poker' })).toMatchObject({
      type: 'error',
      status: 422,
      errors: { game: [expect.any(String)] },
    });
    expect(await socket.command('join', { game: 'roulette' })).toMatchObject({
      type: 'error',
      status: 404,
      message: 'game_not_found: roulette is not served here.',
    });
  });

  it('forwards bet, cashout and cancel to the engine with the caller; its refusals come back as REST renders them', async () => {
    const anonymous = await open();
    expect(await anonymous.command('bet', { game: 'crash', amount: 10 })).toMatchObject({ type: 'error', status: 401 });

    const ip = nextIp();
    const socket = await authed(player, ip);
    expect(await socket.command('cashout', { game: 'crash' })).toMatchObject({
      type: 'error',
      status: 409,
      message: 'no_bet: You have no bet in this round.',
    });
    expect(await socket.command('bet', { game: 'crash', amount: 500, key: 'k1' })).toMatchObject({
      type: 'error',
      status: 422,
      message: 'The given data was invalid.',
      errors: { amount: ['stake_out_of_range: The stake must be from 1 to 100 RUB.'] },
    });
    expect(await socket.command('bet', { game: 'crash', amount: 10, key: 'k2' })).toMatchObject({
      type: 'ack',
      data: { bet: { amount: 10 } },
    });
    expect(engine.commands.at(-1)).toEqual({
      caller: { player: { kind: 'user', userId: player.userId }, region: 'RU', ip },
      op: 'bet',
      args: { amount: 10, key: 'k2' },
    });
    expect(await socket.command('bet', { game: 'crash', amount: 10, key: 'k3' })).toMatchObject({ type: 'error', status: 409 });
    expect(await socket.command('cashout', { game: 'crash' })).toMatchObject({ type: 'ack', data: { bet: { payout: 20 } } });
    expect(await socket.command('bet', { game: 'crash', amount: 5, key: 'k4' })).toMatchObject({ type: 'ack' });
    expect(await socket.command('cancel', { game: 'crash' })).toMatchObject({ type: 'ack', data: { bet: { payout: 5 } } });
  });

  it('answers a malformed frame with a 400 (id null when unreadable) and keeps the socket', async () => {
    const socket = await open();
    socket.sendRaw('{not json');
    expect(await socket.next(notHeartbeat)).toEqual({ type: 'error', id: null, status: 400, message: 'The frame is not JSON.' });
    socket.sendRaw('[1,2]');
    expect(await socket.next(notHeartbeat)).toMatchObject({ type: 'error', id: null, status: 400 });
    socket.sendRaw(JSON.stringify({ op: 'ping' }));
    expect(await socket.next(notHeartbeat)).toMatchObject({
      type: 'error',
      id: null,
      status: 400,
      message: 'The frame needs an integer id.',
    });
    socket.sendRaw(JSON.stringify({ id: 41, op: 'dance' }));
    expect(await socket.next(notHeartbeat)).toMatchObject({ type: 'error', id: 41, status: 400 });
    socket.sendRaw(Buffer.from('{"id":42,"op":"ping"}'), true);
    expect(await socket.next(notHeartbeat)).toMatchObject({ type: 'error', id: null, status: 400, message: 'Frames are JSON text.' });
    expect(await socket.command('ping')).toMatchObject({ type: 'ack' });
  });

  it('closes a socket that sends a frame over 4 KiB (1009)', async () => {
    const socket = await open();
    socket.sendRaw(JSON.stringify({ id: 1, op: 'ping', pad: 'x'.repeat(4096) }));
    expect((await socket.closed).code).toBe(1009);
  });

  it('answers commands past the per-socket rate with 429 frames', async () => {
    const socket = await open();
    const replies = await Promise.all(Array.from({ length: 21 }, () => socket.command('ping')));
    const refused = replies.filter((reply) => reply.type === 'error');
    expect(refused.length).toBeGreaterThan(0);
    for (const reply of refused) expect(reply).toMatchObject({ status: 429, id: expect.any(Number) });
  });

  it('sends personal events only to their audience: a demo bet reaches its player, not the others', async () => {
    const other = await authed();
    const demo = await newDemo(t);
    const mine = await authed(demo);
    for (const socket of [other, mine]) {
      await socket.command('join', { game: 'crash' });
      await socket.next((frame) => frame.type === 'snapshot');
    }
    expect(await mine.command('bet', { game: 'crash', amount: 3, key: 'd1' })).toMatchObject({ type: 'ack' });
    expect(await mine.next(notHeartbeat)).toMatchObject({ type: 'bet', bet: { demo: true, amount: 3 } });
    engine.emit({ type: 'balance', balance: 7, currency: 'RUB', to: { kind: 'user', userId: player.userId } });
    engine.emit({ type: 'tick', round_id: 1, multiplier: 2 });
    expect(await other.next(notHeartbeat)).toMatchObject({ type: 'balance', balance: 7 });
    expect(await other.next(notHeartbeat)).toMatchObject({ type: 'tick' });
    // Events keep their order on a socket: the first frame after the bet being the tick proves no balance came.
    expect(await mine.next(notHeartbeat)).toMatchObject({ type: 'tick' });
  });

  it('writes a burst of one turn to each socket whole and in order (one write per socket)', async () => {
    const sockets = [await authed(), await authed()];
    for (const socket of sockets) {
      await socket.command('join', { game: 'crash' });
      await socket.next((frame) => frame.type === 'snapshot');
    }
    for (let n = 0; n < 300; n += 1) engine.emit({ type: 'cashout', round_id: 1, n });
    for (const socket of sockets) {
      for (let n = 0; n < 300; n += 1) expect(await socket.next(notHeartbeat)).toEqual({ type: 'cashout', game: 'crash', round_id: 1, n });
    }
  });

  it('drops a socket that stops reading (1013) while the others keep getting every event', async () => {
    const slow = await authed();
    const fast = await authed();
    for (const socket of [slow, fast]) {
      await socket.command('join', { game: 'crash' });
      await socket.next((frame) => frame.type === 'snapshot');
    }
    // ws's own pause: its receiver does not resume the socket behind the test's back.
    slow.ws.pause();
    const before = t.app.realtime.hub.stats().sockets;
    const padding = 'x'.repeat(32 * 1024);
    // Until the hub cuts the slow reader: its socket leaves once the close's grace is over (no bound: a hub that never
    // cuts fails by the test's timeout). The fast reader gets every event meanwhile.
    for (let n = 0; t.app.realtime.hub.stats().sockets === before; n += 1) {
      engine.emit({ type: 'tick', round_id: 1, n, padding });
      await fast.next((frame) => frame.type === 'tick' && frame.n === n);
      if (n % 20 === 19) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(t.app.realtime.hub.stats().sockets).toBe(before - 1);
    slow.ws.resume();
    expect([1013, 1006]).toContain((await slow.closed).code);
  });

  it('answers 503 when the leader does not answer in time', async () => {
    const socket = await authed();
    let release = () => undefined as void;
    engine.hold = new Promise<void>((resolve) => (release = resolve));
    expect(await socket.command('cashout', { game: 'crash' })).toMatchObject({
      type: 'error',
      status: 503,
      message: expect.stringMatching(/^leader_timeout:/),
    });
    engine.hold = null;
    release();
  });
});
