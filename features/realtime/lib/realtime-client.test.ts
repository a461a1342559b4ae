import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readApiFailure } from '@/lib/api/validation-errors';
import { flush, goOnline, makeClient } from '../testing/client-kit';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the realtime client', () => {
  it('signs in with the token, then joins, and only then says online', async () => {
    const { client, fake } = makeClient();
    client.start();
    expect(client.getStatus().connection).toBe('connecting');
    const socket = fake.latest();
    expect(socket.url).toBe('ws://api.test/api/v2/realtime');
    socket.open();
    expect(socket.sent).toEqual([{ id: 1, op: 'auth', token: 'tok' }]);
    socket.ack('auth', { user_id: 7, balance: 100, currency: 'RUB' });
    await flush();
    expect(socket.last('join')).toEqual({ id: 2, op: 'join', game: 'crash' });
    expect(client.getStatus()).toMatchObject({ connection: 'connecting', auth: 'ok', identity: { user_id: 7 } });
    socket.ack('join');
    await flush();
    expect(client.getStatus().connection).toBe('online');
  });

  it('signs a demo session in with its id, and a spectator not at all', async () => {
    const demo = makeClient({ demo: 'demo-abc' });
    demo.client.start();
    demo.fake.latest().open();
    expect(demo.fake.latest().sent[0]).toEqual({ id: 1, op: 'auth', demo: 'demo-abc' });

    const spectator = makeClient(null);
    spectator.client.start();
    spectator.fake.latest().open();
    expect(spectator.fake.latest().ops()).toEqual(['join']);
    expect(spectator.client.getStatus().auth).toBe('none');
  });

  it('answers a command with its ack data, and a refusal as the REST error shape', async () => {
    const { client, fake } = makeClient();
    client.start();
    const socket = await goOnline(fake);
    const bet = client.command('bet', { game: 'crash', amount: 10, key: 'k1' });
    await flush();
    expect(socket.last('bet')).toMatchObject({ op: 'bet', game: 'crash', amount: 10, key: 'k1' });
    socket.ack('bet', { bet: { id: 5 }, balance: 90 });
    await expect(bet).resolves.toEqual({ bet: { id: 5 }, balance: 90 });

    const refused = client.command('bet', { game: 'crash', amount: 1e9, key: 'k2' });
    await flush();
    socket.refuse('bet', 422, {
      message: 'The given data was invalid.',
      code: 'stake_out_of_range',
      errors: { amount: ['stake_out_of_range: 1 to 50000'] },
    });
    const error = await refused.catch((caught: unknown) => caught);
    expect(readApiFailure(error)).toEqual({
      status: 422,
      code: 'stake_out_of_range',
      message: 'The given data was invalid.',
      errors: { amount: ['stake_out_of_range: 1 to 50000'] },
      retryAfterS: null,
    });
  });

  it('refuses commands while not online, and fails unanswered ones without a response', async () => {
    const { client, fake } = makeClient();
    client.start();
    await expect(client.command('cashout', { game: 'crash' })).rejects.toSatisfy((error: unknown) => readApiFailure(error).status === null);
    await goOnline(fake);
    const silent = client.command('cashout', { game: 'crash' });
    const outcome = silent.catch((error: unknown) => readApiFailure(error).status);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome).toBeNull();
  });

  it('hands every event to its listeners and skips frames it cannot read', async () => {
    const { client, fake } = makeClient(null);
    const events: unknown[] = [];
    client.onEvent((event) => events.push(event));
    client.start();
    const socket = await goOnline(fake);
    socket.receive('not json');
    socket.receive({ no: 'type' });
    socket.receive({ type: 'ack', id: 999, data: {} });
    socket.receive({ type: 'tick', game: 'crash', round_id: 3, elapsed_ms: 100, multiplier: 1.01, sent_at: 1 });
    expect(events.map((event) => (event as { type: string }).type)).toEqual(['hello', 'tick']);
  });

  it('reconnects after a drop with growing, jittered waits, and joins again each time', async () => {
    const { client, fake } = makeClient(null, { random: 0 });
    client.start();
    const first = await goOnline(fake);
    const pending = client.command('cashout', { game: 'crash' }).catch((error: unknown) => readApiFailure(error).status);
    first.drop();
    expect(await pending).toBeNull();
    expect(client.getStatus().connection).toBe('reconnecting');
    // Attempt 0 waits 250-500 ms (random 0: the lower end), then 500-1000, 1000-2000.
    await vi.advanceTimersByTimeAsync(249);
    expect(fake.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.sockets).toHaveLength(2);
    fake.latest().drop();
    await vi.advanceTimersByTimeAsync(499);
    expect(fake.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.sockets).toHaveLength(3);
    const third = await goOnline(fake);
    expect(third.ops()).toEqual(['join', 'ping']);
    expect(client.getStatus().connection).toBe('online');
  });

  it('says offline after several failed connects in a row, keeps trying, and retries at once when asked', async () => {
    const { client, fake } = makeClient(null, { random: 1 });
    client.start();
    for (const waitMs of [500, 1_000, 2_000]) {
      fake.latest().drop();
      expect(client.getStatus().connection).toBe('connecting');
      await vi.advanceTimersByTimeAsync(waitMs);
    }
    fake.latest().drop();
    expect(client.getStatus().connection).toBe('offline');
    const made = fake.sockets.length;
    client.retryNow();
    expect(fake.sockets).toHaveLength(made + 1);
    await goOnline(fake);
    expect(client.getStatus().connection).toBe('online');
  });

  it('reconnects when two heartbeats are missed, and not while frames arrive', async () => {
    const { client, fake } = makeClient(null);
    client.start();
    const socket = await goOnline(fake, 1_000);
    for (let second = 0; second < 10; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      socket.receive({ type: 'heartbeat', server_time: Date.now() });
    }
    expect(fake.sockets).toHaveLength(1);
    // Two periods plus the grace (2 s) of silence.
    await vi.advanceTimersByTimeAsync(3_999);
    expect(socket.closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closedWith).toBe(4000);
    expect(client.getStatus().connection).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(250);
    expect(fake.sockets).toHaveLength(2);
  });

  it('takes the server clock from hello, then from the quickest ping', async () => {
    const { client, fake } = makeClient(null);
    client.start();
    const socket = fake.latest();
    socket.open();
    socket.receive({ type: 'hello', server_time: Date.now() + 5_000, heartbeat_ms: 15_000 });
    expect(client.offsetMs).toBe(5_000);
    socket.ack('join');
    await flush();
    const sentAt = Date.now();
    await vi.advanceTimersByTimeAsync(200);
    // The server stamped the reply half-way: 100 ms after the ping left, on a clock 3 s ahead.
    socket.ack('ping', { server_time: sentAt + 100 + 3_000 });
    await flush();
    expect(client.offsetMs).toBe(3_000);
    expect(client.serverNow()).toBe(Date.now() + 3_000);
    // A second ping with a slower trip does not replace the better sample.
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(800);
    socket.ack('ping', { server_time: Date.now() + 9_000 });
    await flush();
    expect(client.offsetMs).toBe(3_000);
  });

  it('waits for the network when the browser is offline, and reconnects when it is back', async () => {
    const { client, fake, connectivity } = makeClient(null);
    client.start();
    await goOnline(fake);
    connectivity.set(false);
    expect(client.getStatus().connection).toBe('offline');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.sockets).toHaveLength(1);
    connectivity.set(true);
    expect(fake.sockets).toHaveLength(2);
  });

  it('connects again at once on restart, and stops for good on stop', async () => {
    const { client, fake } = makeClient(null);
    client.start();
    const first = await goOnline(fake);
    client.restart();
    expect(first.closedWith).toBe(4000);
    expect(fake.sockets).toHaveLength(2);
    expect(client.getStatus().connection).toBe('connecting');
    client.stop();
    expect(fake.latest().closedWith).toBe(4000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.sockets).toHaveLength(2);
  });
});
