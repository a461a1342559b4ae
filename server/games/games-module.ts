import type { FastifyPluginAsync } from 'fastify';
import type { RateLimitRule } from '../config';
import type { Db } from '../db/db';
import type { RateLimiter } from '../http/rate-limit';
import type { Ledger } from '../ledger/ledger';
import type { PlayDeps } from './bets/play';
import { betRoutes } from './bets/routes';
import { casesRoutes } from './cases/routes';
import { coinflipRoutes } from './coinflip/routes';
import { gamesConfigRoutes } from './config-routes';
import { diceRoutes } from './dice/routes';
import { demoRoutes } from './demo/routes';
import type { FeedBus } from './feed/bus';
import { feedRoutes } from './feed/routes';
import { hiloRoutes } from './hilo/routes';
import { historyRoutes } from './history/routes';
import { kenoRoutes } from './keno/routes';
import { minesRoutes } from './mines/routes';
import { createSeedBook } from './seeds/service';
import { seedRoutes } from './seeds/routes';

export type GamesModuleOptions = {
  db: Db;
  ledger: Ledger;
  limiter: RateLimiter;
  /** The app's feed bus (app.ts), which the shared-round games publish to as well. */
  feed: FeedBus;
  /** New demo sessions per address; tests raise it. */
  demoSessionRule?: RateLimitRule;
};

export const DEFAULT_DEMO_SESSION_RULE: RateLimitRule = { limit: 600, windowS: 3600 };

/** The provably-fair instant games (docs/games-api.md): seeds, demo sessions, the six games, bets and feeds. */
export const gamesModule: FastifyPluginAsync<GamesModuleOptions> = async (app, { db, ledger, limiter, feed, demoSessionRule }) => {
  app.decorateRequest('gamePlayer', null);
  const seeds = createSeedBook(db);
  const deps: PlayDeps = { db, ledger, seeds, feed };
  await app.register(seedRoutes, { db, seeds });
  await app.register(demoRoutes, { deps: { db, limiter, demoSessionRule: demoSessionRule ?? DEFAULT_DEMO_SESSION_RULE } });
  await app.register(historyRoutes, { db });
  await app.register(betRoutes, { db });
  await app.register(feedRoutes, { db, feed });
  await app.register(diceRoutes, { deps });
  await app.register(coinflipRoutes, { deps });
  await app.register(kenoRoutes, { deps });
  await app.register(minesRoutes, { deps });
  await app.register(hiloRoutes, { deps });
  await app.register(casesRoutes, { deps });
  await app.register(gamesConfigRoutes, { db });
};
