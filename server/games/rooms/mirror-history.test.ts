import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../realtime/types';
import type { TestApp } from '../../test/test-app';
import { userCaller } from '../round-kit/test-kit';
import { useGamesTestApp } from '../test-kit';
import { createRoomsMirror } from './mirror';
import { startRooms } from './rooms-test-kit';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

type Instance = { room: string; currency: string; round: unknown; history: { round_id: number }[] };
const instances = (mirror: ReturnType<typeof createRoomsMirror>) => (mirror.snapshot(0, null) as { rooms: Instance[] }).rooms;
const fed = (events: RealtimeEvent[]) => {
  const mirror = createRoomsMirror();
  for (const event of events) mirror.apply(event);
  return mirror;
};

describe('rooms mirror history from the database (a node that just started)', () => {
  it('lists each room and currency its own results drawn before it started, as a node that saw them would', async () => {
    const h = await startRooms(t);
    const [a, b] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000)]);
    const usd = await userCaller(t, 100_000, '127.0.0.1', 'USD');
    for (let round = 0; round < 2; round += 1) {
      await h.command(a, 'bet', { room: 'red', amount: 3, key: `a${round}` });
      await h.command(b, 'bet', { room: 'red', amount: 7, key: `b${round}` });
      await h.fake.advance(30_000 + 6_000);
    }
    // One player: the stake comes back (refunded), a result all the same.
    await h.command(usd, 'bet', { room: 'yellow', amount: 1, key: 'u1' });
    await h.fake.advance(30_000);
    await h.stop();
    expect(h.of('round_result')).toHaveLength(3);

    const started = createRoomsMirror();
    for (const event of await h.game.loadHistory!()) started.apply(event);
    const seen = instances(fed(h.events));
    const loaded = instances(started);
    expect(loaded.map(({ room, currency }) => `${room}:${currency}`).sort()).toEqual(['red:RUB', 'yellow:USD']);
    for (const instance of loaded) {
      expect(instance.round).toBeNull();
      expect(instance.history).toEqual(seen.find((known) => known.room === instance.room && known.currency === instance.currency)!.history);
    }
    const red = loaded.find((instance) => instance.room === 'red')!;
    expect(red.history).toHaveLength(2);
    expect(red.history[0]).toMatchObject({ pot: 10, payout: 9.5, refunded: false, winner: { bet_id: expect.any(Number) } });
    expect(loaded.find((instance) => instance.room === 'yellow')!.history).toEqual([
      expect.objectContaining({ pot: 1, payout: 0, winner: null, refunded: true }),
    ]);

    // A result the events brought while the history loaded is kept once, with the round it came with.
    const lastRed = h
      .of('round_result')
      .filter((event) => event.room === 'red')
      .at(-1)!;
    const meanwhile = fed([lastRed]);
    for (const event of await h.game.loadHistory!()) meanwhile.apply(event);
    const redMeanwhile = instances(meanwhile).find((instance) => instance.room === 'red')!;
    expect(redMeanwhile.history).toEqual(red.history);
    expect(redMeanwhile.round).toMatchObject({ id: lastRed.round_id, phase: 'drawn' });
  });
});
