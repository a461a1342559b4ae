import { vi } from 'vitest';
import type { Connectivity } from '../lib/connectivity';
import { RealtimeClient } from '../lib/realtime-client';
import type { RealtimeAuth } from '../lib/realtime-types';
import { fakeSockets } from './fake-socket';

export const flush = () => vi.advanceTimersByTimeAsync(0);

export function alwaysOnline(): Connectivity & { set(online: boolean): void } {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(value) {
      online = value;
      for (const listener of listeners) listener(value);
    },
  };
}

export function makeClient(
  auth: RealtimeAuth | (() => RealtimeAuth) = { token: 'tok' },
  options: { random?: number; renew?: () => Promise<boolean> } = {},
) {
  const fake = fakeSockets();
  const connectivity = alwaysOnline();
  const client = new RealtimeClient({
    url: 'ws://api.test/api/v2/realtime',
    games: ['crash'],
    getAuth: typeof auth === 'function' ? auth : () => auth,
    renewCredentials: options.renew,
    createSocket: fake.createSocket,
    connectivity,
    random: () => options.random ?? 0,
    commandTimeoutMs: 5_000,
  });
  return { client, fake, connectivity };
}

/** Opens the latest socket and answers the handshake (auth if sent, then join). */
export async function goOnline(fake: ReturnType<typeof fakeSockets>, heartbeatMs = 15_000) {
  const socket = fake.latest();
  socket.open();
  socket.receive({ type: 'hello', server_time: Date.now(), heartbeat_ms: heartbeatMs });
  if (socket.ops().includes('auth')) socket.ack('auth', { user_id: 7, balance: 100, currency: 'RUB' });
  await flush();
  socket.ack('join');
  await flush();
  return socket;
}
