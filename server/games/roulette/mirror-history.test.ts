import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../realtime/types';
import type { TestApp } from '../../test/test-app';
import { userCaller } from '../round-kit/test-kit';
import { useGamesTestApp } from '../test-kit';
import { createRouletteMirror } from './mirror';
import { rouletteChainWhere, startRoulette } from './roulette-test-kit';

let t: TestApp;
useGamesTestApp((app) => {
  t = app;
});

type Snapshot = { round: unknown; history: { round_id: number }[] };
const any = () => true;
const fed = (events: RealtimeEvent[]) => {
  const mirror = createRouletteMirror();
  for (const event of events) mirror.apply(event);
  return mirror;
};

describe('roulette mirror history from the database (a node that just started)', () => {
  it('lists the rounds settled before it started, a recovered one too, as a node that saw their results would', async () => {
    const chain = rouletteChainWhere([(r) => r.color === 'red', any, any]);
    const h = await startRoulette(t, chain);
    const player = await userCaller(t, 100_000);
    await h.command(player, 'bet', { color: 'red', amount: 10, key: 'k1' });
    await h.fake.advance(2 * 25_000);
    await h.stop();
    // The round stopped while betting is settled at its result by the next leader (recovered), with its event.
    const next = await startRoulette(t, rouletteChainWhere([any]));
    await next.stop();
    const results = [...h.of('round_result'), ...next.of('round_result')];
    expect(results.length).toBeGreaterThanOrEqual(3);

    const started = createRouletteMirror();
    for (const event of await h.game.loadHistory!()) started.apply(event);
    const { history, round } = started.snapshot(0, null) as Snapshot;
    expect(round).toBeNull();
    expect(history).toEqual((fed([...h.events, ...next.events]).snapshot(0, null) as Snapshot).history);
    expect(history.map((entry) => entry.round_id)).toEqual(results.map((event) => event.round_id).reverse());
    expect(history.at(-1)).toEqual({ round_id: results[0].round_id, sector: chain.results[0].sector, color: 'red', hash: chain.hashes[0] });

    // A result the events brought while the history loaded is kept once.
    const meanwhile = fed([results.at(-1)!]);
    for (const event of await h.game.loadHistory!()) meanwhile.apply(event);
    expect((meanwhile.snapshot(0, null) as Snapshot).history).toEqual(history);
  });
});
