import { describe, expect, it } from 'vitest';
import { drawRoom } from '@/lib/fairness/rooms';
import type { TestApp } from '../../test/test-app';
import { createFakeClock } from '../round-kit/fake-clock';
import { ledgerTransfers, realMinor, userCaller } from '../round-kit/test-kit';
import { useGamesTestApp } from '../test-kit';
import { roomsConfig } from './config';
import { drawRound } from './draw';
import { resumeRounds } from './recovery';
import { toRoomBetRow } from './repository';
import { addBet, newLiveBet, type LiveRound } from './round';
import { startRooms } from './rooms-test-kit';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

const roundRow = async (id: unknown) =>
  (
    await t.testDb.db.query<{ phase: string; recovered: boolean; seed: string; betting_ends_at: Date | string }>(
      'SELECT phase, recovered, seed, betting_ends_at FROM room_rounds WHERE id = $1',
      [id],
    )
  )[0];

describe('rooms recovery: no stake lost, nothing paid twice', () => {
  it('a window still open goes on under the next leader to its own end; one already closed is drawn at once', async () => {
    const dead = await startRooms(t);
    const [a, b] = await Promise.all([userCaller(t, 100_000), userCaller(t, 100_000)]);
    await dead.command(a, 'bet', { room: 'red', amount: 5, key: 'ra' });
    await dead.command(b, 'bet', { room: 'red', amount: 15, key: 'rb' });
    await dead.command(a, 'bet', { room: 'yellow', amount: 10, key: 'ya' });
    await dead.command(b, 'bet', { room: 'yellow', amount: 10, key: 'yb' });
    const red = dead.roundOf('red').round_id;
    const yellow = dead.roundOf('yellow').round_id;
    const redEnds = dead.last('round_betting')!.betting_ends_at as number;
    // The leader dies here. The next one starts 10 s later by its clock; the yellow window is moved into the past.
    await t.testDb.db.query(`UPDATE room_rounds SET betting_ends_at = betting_ends_at - interval '1 hour' WHERE id = $1`, [yellow]);

    const next = await startRooms(t);
    expect(next.events.filter((e) => e.type === 'round_result').map((e) => e.round_id)).toEqual([yellow]);
    expect(await roundRow(yellow)).toMatchObject({ phase: 'drawn', recovered: true });
    const yellowDraw = drawRoom((await roundRow(yellow)).seed, yellow as number, [1_000, 1_000]);
    expect(next.last('round_result')).toMatchObject({ round_id: yellow, pot: 20, payout: 19, commission: 1, ticket: yellowDraw.ticket });
    expect(next.events.find((e) => e.type === 'round_betting' && e.round_id === red)).toMatchObject({ betting_ends_at: redEnds });
    expect((await roundRow(red)).phase).toBe('betting');

    await next.fake.advanceTo(redEnds);
    const redResult = next.events.find((e) => e.type === 'round_result' && e.round_id === red)!;
    expect(redResult).toMatchObject({ pot: 20, payout: 19, commission: 1 });
    const redDraw = drawRoom((await roundRow(red)).seed, red as number, [500, 1_500]);
    expect(redResult.ticket).toBe(redDraw.ticket);
    const redWinner = redDraw.winner === 0 ? a : b;
    const yellowWinner = yellowDraw.winner === 0 ? a : b;
    const expected = (player: typeof a, staked: number) =>
      100_000 - staked + (redWinner === player ? 1_900 : 0) + (yellowWinner === player ? 1_900 : 0);
    expect(await realMinor(t, a.userId)).toBe(expected(a, 1_500));
    expect(await realMinor(t, b.userId)).toBe(expected(b, 2_500));
    const payouts = await ledgerTransfers(t, 'rooms-round:%');
    expect(payouts.map((row) => row.idempotency_key).sort()).toEqual([
      `rooms-round:${String(red)}:win`,
      `rooms-round:${String(yellow)}:win`,
    ]);

    // A takeover repeating the yellow draw (it died before it knew the draw had committed) changes nothing.
    await next.stop();
    const again = createFakeClock(Date.now() + 3_600_000);
    const ctx = { deps: { db: t.testDb.db, ledger: t.ledger }, clock: again.clock, emit: () => undefined };
    const [row] = await t.testDb.db.query<{ id: unknown; hash_commit: string }>('SELECT id, hash_commit FROM room_rounds WHERE id = $1', [
      yellow,
    ]);
    const bets = await t.testDb.db.query<{ bet: Record<string, unknown> }>(
      'SELECT to_jsonb(b) AS bet FROM room_bets b WHERE round_id = $1 ORDER BY id',
      [yellow],
    );
    const replayed: LiveRound = {
      id: Number(row.id),
      room: 'yellow',
      currency: 'RUB',
      seed: (await roundRow(yellow)).seed,
      hashCommit: row.hash_commit,
      phase: 'closing',
      bettingEndsAt: 0,
      nextAt: null,
      bets: [],
      placed: new Map(),
    };
    for (const { bet } of bets) addBet(replayed, newLiveBet({ ...toRoomBetRow(bet), state: 'open' }, null));
    await drawRound(ctx, replayed, true);
    const resumed = await resumeRounds(ctx, roomsConfig({ currencies: ['RUB', 'USD'] }));
    expect(resumed.map((round) => round.phase)).toEqual(['waiting', 'waiting', 'waiting', 'waiting', 'waiting']);
    expect(await ledgerTransfers(t, 'rooms-round:%')).toEqual(payouts);
    expect(await realMinor(t, a.userId)).toBe(expected(a, 1_500));
    expect(await realMinor(t, b.userId)).toBe(expected(b, 2_500));
  });
});
