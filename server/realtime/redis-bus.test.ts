import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADER_TIMEOUT, NO_LEADER, type RealtimeBus } from './bus';
import type { ForwardedCommand } from './protocol';
import { createRedisBus } from './redis-bus';
import type { RealtimeEvent } from './types';
import { testRedisUrl } from '../config';

const redisUrl = testRedisUrl();

const command = (op: ForwardedCommand['op'], args: Record<string, unknown> = {}): ForwardedCommand => ({
  game: 'crash',
  op,
  caller: { player: { kind: 'user', userId: 7 }, region: 'RU', ip: '10.0.0.7' },
  args,
});

describe.skipIf(!redisUrl)('Redis realtime bus (REDIS_URL)', () => {
  let leader: RealtimeBus;
  let follower: RealtimeBus;
  const seen: { leader: RealtimeEvent[]; follower: RealtimeEvent[] } = { leader: [], follower: [] };
  beforeAll(async () => {
    // A prefix of this run's own: other runs on the same Redis never hear these channels.
    const prefix = `test:${randomUUID()}:`;
    leader = await createRedisBus({ url: redisUrl!, prefix, commandTimeoutMs: 300 });
    follower = await createRedisBus({ url: redisUrl!, prefix, commandTimeoutMs: 300 });
    leader.onEvent((event) => seen.leader.push(event));
    follower.onEvent((event) => seen.follower.push(event));
  });
  afterAll(async () => {
    await Promise.all([leader?.close(), follower?.close()]);
  });

  it('brings every event to every node, the publisher too, in order', async () => {
    for (let n = 0; n < 50; n += 1) leader.publish({ game: 'crash', type: 'tick', n });
    leader.publish({ game: 'crash', type: 'balance', to: { kind: 'demo', sessionId: 3 }, balance: 1 });
    while (seen.follower.length < 51 || seen.leader.length < 51) await new Promise((resolve) => setTimeout(resolve, 10));
    const expected = [
      ...Array.from({ length: 50 }, (_, n) => ({ game: 'crash', type: 'tick', n })),
      expect.objectContaining({ to: { kind: 'demo', sessionId: 3 } }),
    ];
    expect(seen.follower).toEqual(expected);
    expect(seen.leader).toEqual(expected);
  });

  it('forwards a command to the serving node and brings its result back; with nobody serving it is a 503 at once', async () => {
    expect(await follower.request(command('cashout'))).toEqual(NO_LEADER);
    const received: ForwardedCommand[] = [];
    const unserve = await leader.serve('crash', async (forwarded) => {
      received.push(forwarded);
      return forwarded.op === 'bet'
        ? { ok: true, data: { bet: { id: 1 } } }
        : { ok: false, error: { status: 409, body: { message: 'no_bet: You have no bet in this round.' } } };
    });
    expect(await follower.request(command('bet', { amount: 10, key: 'k' }))).toEqual({ ok: true, data: { bet: { id: 1 } } });
    expect(await follower.request(command('cashout'))).toEqual({
      ok: false,
      error: { status: 409, body: { message: 'no_bet: You have no bet in this round.' } },
    });
    expect(received).toEqual([command('bet', { amount: 10, key: 'k' }), command('cashout')]);
    await unserve();
    expect(await follower.request(command('cashout'))).toEqual(NO_LEADER);
  });

  it('answers 503 when the serving node does not reply in time', async () => {
    const unserve = await leader.serve('crash', () => new Promise(() => undefined));
    expect(await follower.request(command('cashout'))).toEqual(LEADER_TIMEOUT);
    await unserve();
  });
});
