import type { Db } from '../db/db';
import type { FeedBus } from './feed/bus';
import type { Ledger } from '../ledger/ledger';
import { createCrashGame } from './crash';
import { createRoomsGame } from './rooms';
import { createRouletteGame } from './roulette';
import type { RealtimeGame } from '../realtime/realtime-module';
import type { RealtimeGameId } from '../realtime/types';

/** feed: the app's feed bus, which the settled real-money bets go to (as the instant games' do). */
export type RealtimeGameDeps = { db: Db; ledger: Ledger; feed: FeedBus; restrictedCountries: readonly string[] };

const FACTORIES: Record<RealtimeGameId, (deps: RealtimeGameDeps) => RealtimeGame> = {
  crash: ({ db, ledger, feed, restrictedCountries }) => createCrashGame({ db, ledger, feed, config: { restrictedCountries } }),
  roulette: ({ db, ledger, feed, restrictedCountries }) => createRouletteGame({ db, ledger, feed, config: { restrictedCountries } }),
  rooms: ({ db, ledger, feed, restrictedCountries }) => createRoomsGame({ db, ledger, feed, config: { restrictedCountries } }),
};

/** The shared-round games REALTIME_GAMES names, each made with its defaults (docs/realtime.md). */
export function createRealtimeGames(games: readonly RealtimeGameId[], deps: RealtimeGameDeps): RealtimeGame[] {
  return games.map((game) => FACTORIES[game](deps));
}
