import { createHash } from 'node:crypto';
import type { Currency } from '@/lib/currencies';
import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import type { Caller, RealtimeEngine, RealtimeEvent } from '../../realtime/types';
import type { TestApp } from '../../test/test-app';
import { createFeedBus, type FeedBus, type FeedEvent } from '../feed/bus';
import type { Clock } from './clock';
import { createFakeClock, type FakeClock } from './fake-clock';
import { newDemo, newPlayer } from '../test-kit';

/** One command's outcome as the socket would send it. */
export type Reply =
  { ok: true; data: Record<string, unknown> } | { ok: false; status: number; message: string; errors?: Record<string, string[]> };

/**
 * A shared-round engine started on a fake clock, publishing into `events`; `log` is every event and reply in order.
 * Resolves once the loop sleeps (its first round open).
 */
export async function startEngine(engine: RealtimeEngine, fake: FakeClock) {
  const events: RealtimeEvent[] = [];
  const log: (RealtimeEvent | { reply: Reply })[] = [];
  const done = engine.start((event) => {
    events.push(event);
    log.push(event);
  });
  done.catch(() => undefined);
  await fake.sleeping(done);

  async function command(caller: Caller, op: string, args: Record<string, unknown> = {}): Promise<Reply> {
    let reply: Reply;
    try {
      reply = { ok: true, data: (await engine.command(caller, op, { game: engine.game, ...args })) as Record<string, unknown> };
    } catch (error) {
      const e = error as { statusCode?: number; message: string; errors?: Record<string, string[]> };
      if (typeof e.statusCode !== 'number') throw error;
      reply = { ok: false, status: e.statusCode, message: e.message, ...(e.errors ? { errors: e.errors } : {}) };
    }
    log.push({ reply });
    return reply;
  }

  return {
    fake,
    events,
    log,
    done,
    command,
    /** The last event of a type. */
    last: (type: string) => [...events].reverse().find((event) => event.type === type),
    of: (type: string) => events.filter((event) => event.type === type),
    /** Ends the loop: stop() ends it after the phase under way, which the clock is moved through. */
    async stop(): Promise<void> {
      let finished = false;
      const stopped = engine.stop().then(() => {
        finished = true;
      });
      while (!finished) await fake.advance(1_000, stopped);
    },
  };
}

export type EngineHarness = Awaited<ReturnType<typeof startEngine>>;

/** A shared-round game made over the test app's database on a fake clock, its engine started, its feed kept in `feedEvents`. */
export async function startRoundGame<Game extends { engine: RealtimeEngine }>(
  t: TestApp,
  create: (deps: { db: Db; ledger: Ledger; feed: FeedBus; clock: Clock }) => Game,
) {
  const fake = createFakeClock();
  const feed = createFeedBus();
  const feedEvents: FeedEvent[] = [];
  feed.subscribe((event) => feedEvents.push(event));
  const game = create({ db: t.testDb.db, ledger: t.ledger, feed, clock: fake.clock });
  return { game, feedEvents, ...(await startEngine(game.engine, fake)) };
}

export async function userCaller(
  t: TestApp,
  fundMinor = 1_000_000,
  ip = '127.0.0.1',
  currency: Currency = 'RUB',
): Promise<Caller & { userId: number }> {
  const player = await newPlayer(t, fundMinor, currency);
  return { player: { kind: 'user', userId: player.userId }, region: null, ip, userId: player.userId };
}

export async function demoCaller(t: TestApp, currency?: Currency): Promise<Caller & { sessionId: number }> {
  const demo = await newDemo(t, currency);
  const tokenSha256 = createHash('sha256').update(demo.token).digest('hex');
  const rows = await t.testDb.db.query<{ id: unknown }>('SELECT id FROM game_demo_sessions WHERE token_sha256 = $1', [tokenSha256]);
  const sessionId = Number(rows[0].id);
  return { player: { kind: 'demo', sessionId, currency: demo.currency }, region: null, ip: '127.0.0.1', sessionId };
}

export async function ledgerTransfers(
  t: TestApp,
  likeKey: string,
): Promise<{ idempotency_key: string; amount_minor: string; kind: string }[]> {
  return t.testDb.db.query(
    'SELECT idempotency_key, amount_minor::text AS amount_minor, kind FROM ledger_transfers WHERE idempotency_key LIKE $1 ORDER BY id',
    [likeKey],
  );
}

export const realMinor = async (t: TestApp, userId: number, currency: Currency = 'RUB'): Promise<number> =>
  (await t.ledger.playerBalances(t.testDb.db, userId, currency)).realMinor;

export const demoMinor = async (t: TestApp, sessionId: number): Promise<number> => {
  const [session] = await t.testDb.db.query<{ balance_minor: unknown }>('SELECT balance_minor FROM game_demo_sessions WHERE id = $1', [
    sessionId,
  ]);
  return Number(session.balance_minor);
};

/** A 64-hex seed derived from a label: tests know every result in advance, and each label gives its own chain. */
export const testSeed = (label: string): string => createHash('sha256').update(label).digest('hex');
