import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createFakeGame, openSocket, upgradeStatus } from './test-kit';

const SITE = 'https://casino.example';
const MIRROR = 'https://casino-mirror.example';

describe('realtime socket origins (cross-site WebSocket hijacking)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { webOrigins: [SITE, MIRROR] },
      { realtimeGames: [createFakeGame().game], realtimeNamespace: `test:${randomUUID()}:` },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectNoSocket = () => expect(t.app.realtime.hub.stats().sockets).toBe(0);

  it('admits a page of every CORS origin (the site and its mirrors)', async () => {
    for (const origin of [SITE, MIRROR]) {
      const socket = await openSocket(t.app, { ip: '10.8.0.1', origin });
      expect(await socket.command('ping')).toMatchObject({ type: 'ack' });
      socket.ws.close();
      await socket.closed;
    }
  });

  it('admits a request without Origin (not a browser: native clients, the bench, server-side tests)', async () => {
    const socket = await openSocket(t.app, { ip: '10.8.0.2' });
    expect(await socket.command('ping')).toMatchObject({ type: 'ack' });
    socket.ws.close();
    await socket.closed;
  });

  it('refuses another site with 403, and no socket opens', async () => {
    expect(await upgradeStatus(t.app, '10.8.1.1', { origin: 'https://evil.example' })).toBe(403);
    expectNoSocket();
  });

  it('compares origins as CORS does, exactly: look-alikes are foreign', async () => {
    const lookAlikes = [
      'http://casino.example',
      'https://casino.example:8443',
      'https://casino.example/',
      'https://casino.example.evil.example',
      'https://evil.casino.example',
      'HTTPS://CASINO.EXAMPLE',
      `${SITE}, ${MIRROR}`,
    ];
    for (const origin of lookAlikes) expect(await upgradeStatus(t.app, '10.8.2.1', { origin }), origin).toBe(403);
    expectNoSocket();
  });

  it('refuses a malformed Origin with 403, never a 500', async () => {
    const malformed = [
      'null',
      '',
      'not an origin',
      '*',
      'javascript:alert(1)',
      'https://caf\u00e9.example',
      `https://${'a'.repeat(8_000)}.example`,
    ];
    for (const origin of malformed) expect(await upgradeStatus(t.app, '10.8.3.1', { origin }), origin.slice(0, 40)).toBe(403);
    expectNoSocket();
  });
});
