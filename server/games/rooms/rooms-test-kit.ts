import type { TestApp } from '../../test/test-app';
import { createFakeClock } from '../round-kit/fake-clock';
import { createFeedBus, type FeedEvent } from '../feed/bus';
import { startEngine } from '../round-kit/test-kit';
import type { RoomsConfig } from './config';
import { createRoomsGame } from './index';

/** A rooms engine on a fake clock over the test app's database (RUB and USD instances unless told). */
export async function startRooms(t: TestApp, config: Partial<RoomsConfig> = {}) {
  const fake = createFakeClock();
  const feed = createFeedBus();
  const feedEvents: FeedEvent[] = [];
  feed.subscribe((event) => feedEvents.push(event));
  const game = createRoomsGame({
    db: t.testDb.db,
    ledger: t.ledger,
    feed,
    clock: fake.clock,
    config: { restrictedCountries: ['US'], currencies: ['RUB', 'USD'], ...config },
  });
  const harness = await startEngine(game.engine, fake);
  return {
    game,
    feedEvents,
    ...harness,
    /** The round in play of an instance, from the events. */
    roundOf: (room: string, currency = 'RUB') => [...harness.events].reverse().find((e) => e.type === 'round_open' && e.room === room && e.currency === currency)!,
  };
}

export type RoomsHarness = Awaited<ReturnType<typeof startRooms>>;
