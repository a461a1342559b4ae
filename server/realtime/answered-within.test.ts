import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answeredWithin } from './answered-within';

const busy = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the loop is blocked, as by a fan-out to many sockets
  }
};

describe('answeredWithin', () => {
  const open: Socket[] = [];
  afterEach(() => open.splice(0).forEach((socket) => socket.destroy()));

  it('counts an answer that arrived while the loop was blocked past the timeout', async () => {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const accepted = once(server, 'connection') as Promise<[Socket]>;
    const client = connect((server.address() as { port: number }).port, '127.0.0.1');
    await once(client, 'connect');
    const [peer] = await accepted;
    open.push(client, peer);
    const probe = once(peer, 'data').then(() => true);
    const verdict = answeredWithin(probe, 20);
    client.write('x'); // the reply is in the kernel's buffer before the loop blocks
    busy(60);
    expect(await verdict).toBe(true);
    server.close();
  });

  it('is false when nothing answers in time', async () => {
    expect(await answeredWithin(new Promise<boolean>(() => undefined), 10)).toBe(false);
  });

  it('is false when the probe fails', async () => {
    expect(await answeredWithin(Promise.resolve(false), 1_000)).toBe(false);
  });
});
