import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, goOnline, makeClient } from '../testing/client-kit';
import type { RealtimeAuth } from './realtime-types';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe("the realtime client's credentials", () => {
  it('watches as a spectator when the credentials are refused', async () => {
    const { client, fake } = makeClient();
    client.start();
    const socket = fake.latest();
    socket.open();
    socket.refuse('auth', 401, { message: 'unauthenticated: the token expired' });
    await flush();
    socket.ack('join');
    await flush();
    expect(client.getStatus()).toMatchObject({ connection: 'online', auth: 'refused', identity: null });
  });

  it('signs in again with a token rotated since the connect before a command', async () => {
    let token = 'token-one';
    const { client, fake } = makeClient(() => ({ token }));
    client.start();
    const socket = await goOnline(fake);
    token = 'token-two';
    const bet = client.command('bet', { game: 'crash' });
    await flush();
    expect(socket.ops()).toEqual(['auth', 'join', 'ping', 'auth']);
    expect(socket.last('auth')).toMatchObject({ token: 'token-two' });
    socket.ack('auth', { user_id: 7 });
    await flush();
    socket.ack('bet', { bet: { id: 1 } });
    await expect(bet).resolves.toEqual({ bet: { id: 1 } });
  });

  it('renews an expired session once when a command is refused as unauthenticated, and sends it again', async () => {
    let token = 'old-token';
    const renew = vi.fn(async () => {
      token = 'new-token';
      return true;
    });
    const { client, fake } = makeClient(() => ({ token }), { renew });
    client.start();
    const socket = await goOnline(fake);
    const cashout = client.command('cashout', { game: 'crash' });
    await flush();
    socket.refuse('cashout', 401, { message: 'Unauthenticated.' });
    await flush();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(socket.last('auth')).toMatchObject({ token: 'new-token' });
    socket.ack('auth', { user_id: 7 });
    await flush();
    socket.ack('cashout', { bet: { id: 2 } });
    await expect(cashout).resolves.toEqual({ bet: { id: 2 } });
    expect(socket.ops().filter((op) => op === 'cashout')).toHaveLength(2);
  });

  it('signs an online socket in with new credentials and joins again, and reconnects to sign out', async () => {
    let auth: RealtimeAuth = null;
    const { client, fake } = makeClient(() => auth);
    client.start();
    const socket = await goOnline(fake);
    auth = { demo: 'demo-2' };
    const changed = client.changeCredentials();
    expect(socket.last('auth')).toMatchObject({ demo: 'demo-2' });
    socket.ack('auth', { demo: true, balance: 1000, currency: 'RUB' });
    await flush();
    expect(socket.ops()).toEqual(['join', 'ping', 'auth', 'join']);
    socket.ack('join');
    await changed;
    expect(client.getStatus()).toMatchObject({ connection: 'online', auth: 'ok', identity: { demo: true } });
    expect(fake.sockets).toHaveLength(1);
    auth = null;
    await client.changeCredentials();
    expect(socket.closedWith).toBe(4000);
    expect(fake.sockets).toHaveLength(2);
  });
});
