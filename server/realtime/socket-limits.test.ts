import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import type { RealtimeConfig } from './realtime-config';
import { createFakeGame, openSocket, upgradeStatus } from './test-kit';

const SETTINGS: RealtimeConfig = {
  games: ['crash'],
  maxSockets: 4,
  maxSocketsPerIp: 2,
  commandsPerSecond: 10,
  maxBufferedBytes: 1024 * 1024,
  heartbeatMs: 1_000,
  commandTimeoutMs: 1_000,
  leaderRetryMs: 100,
};

const settle = async (t: TestApp, sockets: number) => {
  while (t.app.realtime.hub.stats().sockets !== sockets) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('realtime socket limits and liveness', () => {
  let t: TestApp;
  let closed = false;
  beforeAll(async () => {
    t = await createTestApp({ realtime: SETTINGS }, { realtimeGames: [createFakeGame().game], realtimeNamespace: `test:${randomUUID()}:` });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    if (!closed) await t?.close();
  });

  it('admits a limited number of sockets per address (429), and one more after one closes', async () => {
    const first = await openSocket(t.app, { ip: '10.9.0.1' });
    const second = await openSocket(t.app, { ip: '10.9.0.1' });
    expect(await upgradeStatus(t.app, '10.9.0.1')).toBe(429);
    expect(await upgradeStatus(t.app, '10.9.0.2')).toBeNull();
    await settle(t, 2);
    first.ws.close();
    await settle(t, 1);
    const again = await openSocket(t.app, { ip: '10.9.0.1' });
    second.ws.close();
    again.ws.close();
    await settle(t, 0);
  });

  it('admits a limited number of sockets per node (503)', async () => {
    const others = await Promise.all(['10.9.1.1', '10.9.1.2', '10.9.1.3', '10.9.1.4'].map((ip) => openSocket(t.app, { ip })));
    expect(await upgradeStatus(t.app, '10.9.1.5')).toBe(503);
    for (const socket of others) socket.ws.close();
    await settle(t, 0);
  });

  it('leaves upgrades to other paths alone (no other listener: the connection closes)', async () => {
    expect(await upgradeStatus(t.app, '10.9.2.1', { path: '/api/v2/other' })).toBe(-1);
    expect(t.app.realtime.hub.stats().sockets).toBe(0);
  });

  it('sends heartbeats, and terminates a socket that does not answer pings', async () => {
    const live = await openSocket(t.app, { ip: '10.9.3.1' });
    const dead = await openSocket(t.app, { ip: '10.9.3.2', autoPong: false });
    expect(await live.next((frame) => frame.type === 'heartbeat')).toMatchObject({ type: 'heartbeat', server_time: expect.any(Number) });
    expect((await dead.closed).code).toBe(1006);
    expect(await live.command('ping')).toMatchObject({ type: 'ack' });
  });

  it('closes the sockets with 1001 when the app closes', async () => {
    const socket = await openSocket(t.app, { ip: '10.9.4.1' });
    closed = true;
    await t.close();
    expect((await socket.closed).code).toBe(1001);
  });
});
