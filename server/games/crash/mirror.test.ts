import { describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../realtime/types';
import { createCrashMirror, SNAPSHOT_HISTORY } from './mirror';

const ann = { kind: 'user' as const, userId: 1 };
const bob = { kind: 'user' as const, userId: 2 };
const demo = { kind: 'demo' as const, sessionId: 9 };
const e = (type: string, fields: Record<string, unknown>, to?: RealtimeEvent['to']): RealtimeEvent => ({
  game: 'crash',
  type,
  ...(to ? { to } : {}),
  ...fields,
});
const bet = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  user: { name: `p${id}`, avatar: null },
  amount: 10,
  currency: 'RUB',
  cashed_out_at: null,
  payout: null,
  demo: false,
  ...extra,
});

type Snapshot = {
  round: Record<string, unknown> & { bets: Record<string, unknown>[]; my_bet: Record<string, unknown> | null };
  history: unknown[];
  server_time: number;
};

describe('crash mirror', () => {
  it('folds the events into the snapshot: bets, my bet with its target, demo bets for their owner only, the curve now', () => {
    const mirror = createCrashMirror();
    mirror.apply(e('round_betting', { round_id: 5, betting_ends_at: 7_000 }));
    mirror.apply(e('bet', { round_id: 5, bet: bet(1) }));
    mirror.apply(e('bet', { round_id: 5, bet: { ...bet(1), auto_cashout: 2.5 } }, ann));
    mirror.apply(e('bet', { round_id: 5, bet: bet(2) }));
    mirror.apply(e('bet', { round_id: 5, bet: { ...bet(2), auto_cashout: null } }, bob));
    mirror.apply(e('bet', { round_id: 5, bet: bet(3, { user: null, demo: true, auto_cashout: 3 }) }, demo));
    mirror.apply(e('bet', { round_id: 5, bet: bet(4) }));
    mirror.apply(e('bet_cancelled', { round_id: 5, bet_id: 4 }));

    const forAnn = mirror.snapshot(6_000, ann) as Snapshot;
    expect(forAnn.round).toMatchObject({ id: 5, phase: 'betting', betting_ends_at: 7_000, started_at: null, elapsed_ms: 0, multiplier: 1 });
    expect(forAnn.round.bets.map((b) => b.id)).toEqual([1, 2]);
    expect(forAnn.round.my_bet).toEqual({ ...bet(1), auto_cashout: 2.5 });
    expect(forAnn.round.bets[1]).not.toHaveProperty('auto_cashout');
    expect(forAnn.round).not.toHaveProperty('crash');
    expect(forAnn.server_time).toBe(6_000);
    const forDemo = mirror.snapshot(6_000, demo) as Snapshot;
    expect(forDemo.round.bets.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(forDemo.round.my_bet).toMatchObject({ id: 3, demo: true, auto_cashout: 3 });
    expect((mirror.snapshot(6_000, null) as Snapshot).round.my_bet).toBeNull();

    mirror.apply(e('round_running', { round_id: 5, started_at: 7_000 }));
    mirror.apply(e('tick', { round_id: 5, elapsed_ms: 100, multiplier: 1, sent_at: 7_100 }));
    mirror.apply(e('cashouts', { round_id: 5, cashouts: [{ bet_id: 1, multiplier: 1.5, payout: 15 }] }));
    const running = mirror.snapshot(7_000 + 11_552, bob) as Snapshot;
    expect(running.round).toMatchObject({ phase: 'running', elapsed_ms: 11_552, multiplier: 1.99 });
    expect(running.round.bets[0]).toMatchObject({ id: 1, cashed_out_at: 1.5, payout: 15 });
    expect(running.round.my_bet).toMatchObject({ id: 2, auto_cashout: null });

    mirror.apply(e('crash', { round_id: 5, crash: 2.5, hash: 'ab'.repeat(32), elapsed_ms: 15_272 }));
    const crashed = mirror.snapshot(40_000, null) as Snapshot;
    expect(crashed.round).toMatchObject({ phase: 'crashed', crash: 2.5, hash: 'ab'.repeat(32), elapsed_ms: 15_272, multiplier: 2.5 });
    expect(crashed.history).toEqual([{ round_id: 5, crash: 2.5, hash: 'ab'.repeat(32) }]);

    mirror.apply(e('round_betting', { round_id: 6, betting_ends_at: 50_000 }));
    expect((mirror.snapshot(45_000, ann) as Snapshot).round).toMatchObject({ id: 6, bets: [], my_bet: null });
  });

  it('keeps the last 20 crashes, picks a round up mid-way from a tick, and ignores other games', () => {
    const mirror = createCrashMirror();
    expect(mirror.snapshot(0, null)).toEqual({ round: null, history: [], server_time: 0 });
    for (let id = 1; id <= 25; id += 1)
      mirror.apply(e('crash', { round_id: id, crash: 1 + id / 100, hash: String(id).padStart(64, '0'), elapsed_ms: 10 }));
    const { history } = mirror.snapshot(0, null) as Snapshot;
    expect(history).toHaveLength(SNAPSHOT_HISTORY);
    expect((history[0] as { round_id: number }).round_id).toBe(25);
    mirror.apply(e('tick', { round_id: 26, elapsed_ms: 500, multiplier: 1.03, sent_at: 10_500 }));
    expect((mirror.snapshot(10_500, null) as Snapshot).round).toMatchObject({
      id: 26,
      phase: 'running',
      started_at: 10_000,
      elapsed_ms: 500,
    });
    mirror.apply({ game: 'roulette', type: 'round_betting', round_id: 99 });
    expect((mirror.snapshot(10_500, null) as Snapshot).round.id).toBe(26);
  });
});
