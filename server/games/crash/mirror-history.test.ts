import { describe, expect, it } from 'vitest';
import { elapsedToReach } from '@/lib/fairness/crash-curve';
import type { RealtimeEvent } from '../../realtime/types';
import type { TestApp } from '../../test/test-app';
import { useGamesTestApp } from '../test-kit';
import { chainWhere, startCrash, userCaller } from './crash-test-kit';
import { listRoundHistory } from './history';
import { createCrashMirror } from './mirror';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

type Snapshot = { round: unknown; history: { round_id: number }[] };
const fed = (events: RealtimeEvent[]) => {
  const mirror = createCrashMirror();
  for (const event of events) mirror.apply(event);
  return mirror;
};

describe('crash mirror history from the database (a node that just started)', () => {
  it('lists the rounds that crashed before it started as a node that saw them would; an aborted round is not one', async () => {
    const chain = chainWhere([(c) => c >= 150, (c) => c >= 100, (c) => c >= 100]);
    const h = await startCrash(t, chain);
    const player = await userCaller(t);
    await h.command(player, 'bet', { amount: 10, auto_cashout: 1.5, key: 'k1' });
    for (const crash of chain.crashes) await h.fake.advance(7_000 + elapsedToReach(crash) + 3_000);
    await h.stop();
    const crashEvents = h.of('crash');
    expect(crashEvents).toHaveLength(3);
    // The round stopped while betting is aborted by the next leader: no crash event, so no entry.
    const next = await startCrash(t, chainWhere([() => true]));
    await next.stop();
    const aborted = (await listRoundHistory(t.testDb.db, 20)).filter((round) => round.aborted);
    expect(aborted).toHaveLength(1);

    const started = createCrashMirror();
    for (const event of await h.game.loadHistory!()) started.apply(event);
    const history = (started.snapshot(0, null) as Snapshot).history;
    expect(history).toEqual((fed(h.events).snapshot(0, null) as Snapshot).history);
    expect(history.map((entry) => entry.round_id)).toEqual(crashEvents.map((event) => event.round_id).reverse());
    expect(history[0]).toEqual({ round_id: crashEvents[2].round_id, crash: chain.crashes[2] / 100, hash: chain.hashes[2] });
    expect((started.snapshot(0, null) as Snapshot).round).toBeNull();

    // A crash the events brought while the history loaded is kept once, and the loaded rounds fill in after it.
    const meanwhile = fed([crashEvents[2]]);
    for (const event of await h.game.loadHistory!()) meanwhile.apply(event);
    expect((meanwhile.snapshot(0, null) as Snapshot).history).toEqual(history);
  });
});
