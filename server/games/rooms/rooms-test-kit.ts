import type { TestApp } from '../../test/test-app';
import { startRoundGame } from '../round-kit/test-kit';
import type { RoomsConfig } from './config';
import { createRoomsGame } from './index';

/** A rooms engine on a fake clock over the test app's database (RUB and USD instances unless told). */
export async function startRooms(t: TestApp, config: Partial<RoomsConfig> = {}) {
  const harness = await startRoundGame(t, (deps) =>
    createRoomsGame({ ...deps, config: { restrictedCountries: ['US'], currencies: ['RUB', 'USD'], ...config } }),
  );
  return {
    ...harness,
    /** The round in play of an instance, from the events. */
    roundOf: (room: string, currency = 'RUB') =>
      [...harness.events].reverse().find((e) => e.type === 'round_open' && e.room === room && e.currency === currency)!,
  };
}

export type RoomsHarness = Awaited<ReturnType<typeof startRooms>>;
