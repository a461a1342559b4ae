import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { elapsedToReach } from '@/lib/fairness/crash-curve';
import { buildApp } from '../app';
import { createCrashGame } from '../games/crash';
import { chainWhere, startCrash, userCaller } from '../games/crash/crash-test-kit';
import { createRoomsGame } from '../games/rooms';
import { startRooms } from '../games/rooms/rooms-test-kit';
import { createRouletteGame } from '../games/roulette';
import { rouletteChainWhere, startRoulette } from '../games/roulette/roulette-test-kit';
import { useGamesTestApp } from '../games/test-kit';
import type { TestApp } from '../test/test-app';
import type { RealtimeGame } from './realtime-module';
import { createFakeGame, openSocket, type Frame } from './test-kit';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

/** A node that just started on the database: its games' mirrors have seen no event, and it leads nothing. */
async function freshNode(games: RealtimeGame[]) {
  const app = await buildApp({
    config: t.config,
    db: t.testDb.db,
    ledger: t.ledger,
    realtimeGames: games,
    realtimeNamespace: `test:${randomUUID()}:`,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const socket = await openSocket(app);
  const snapshotOf = async (game: string): Promise<Frame> => {
    expect(await socket.command('join', { game })).toMatchObject({ type: 'ack' });
    return socket.next((frame) => frame.type === 'snapshot' && frame.game === game);
  };
  return { app, snapshotOf };
}

describe('a node that just started: the snapshot carries the history from the database', () => {
  it("join's snapshot lists the crashes, roulette results and rooms' results that ended before the node started", async () => {
    const crashChain = chainWhere([(c) => c >= 100]);
    const crash = await startCrash(t, crashChain);
    await crash.fake.advance(7_000 + elapsedToReach(crashChain.crashes[0]) + 3_000);
    await crash.stop();
    const roulette = await startRoulette(t, rouletteChainWhere([() => true]));
    await roulette.fake.advance(25_000);
    await roulette.stop();
    const rooms = await startRooms(t);
    const [a, b] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000)]);
    await rooms.command(a, 'bet', { room: 'purple', amount: 50, key: 'a' });
    await rooms.command(b, 'bet', { room: 'purple', amount: 60, key: 'b' });
    await rooms.fake.advance(30_000);
    await rooms.stop();

    const deps = { db: t.testDb.db, ledger: t.ledger };
    const node = await freshNode([createCrashGame(deps), createRouletteGame(deps), createRoomsGame(deps)]);
    try {
      const crashed = crash.last('crash')!;
      expect(await node.snapshotOf('crash')).toMatchObject({
        round: null,
        history: [{ round_id: crashed.round_id, crash: crashed.crash, hash: crashed.hash }],
      });
      const settled = roulette.last('round_result')!;
      expect(await node.snapshotOf('roulette')).toMatchObject({
        round: null,
        history: [{ round_id: settled.round_id, sector: settled.sector, color: settled.color, hash: settled.hash }],
      });
      const drawn = rooms.last('round_result')!;
      expect(await node.snapshotOf('rooms')).toMatchObject({
        rooms: [
          {
            room: 'purple',
            currency: 'RUB',
            round: null,
            history: [{ round_id: drawn.round_id, pot: 110, payout: 104.5, winner: drawn.winner, refunded: false, seed: drawn.seed }],
          },
        ],
      });
    } finally {
      await node.app.close();
    }
  });

  it('starts and serves snapshots when a history cannot be loaded (the events fill it in later)', async () => {
    const { game } = createFakeGame();
    const node = await freshNode([{ ...game, loadHistory: () => Promise.reject(new Error('database down')) }]);
    try {
      expect(await node.snapshotOf('crash')).toMatchObject({ type: 'snapshot', history: [] });
    } finally {
      await node.app.close();
    }
  });
});
