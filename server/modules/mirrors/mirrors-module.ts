import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { RateLimiter } from '../../http/rate-limit';
import { mirrorOperatorRoutes } from './operator-routes';
import { mirrorRoutes } from './routes';
import { readMirrorSeed, seedMirrors } from './service';

const isLocalHostname = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/** Mirrors and single sign-on (docs/mirrors.md): the seed file's mirrors written, the public, player and operator routes. */
export async function registerMirrors(app: FastifyInstance, options: { config: Config; db: Db; limiter: RateLimiter }): Promise<void> {
  const { config, db, limiter } = options;
  // The shipped seed's dev mirrors (*.localhost) never become a production site's mirrors, nor its SSO home.
  const seed = readMirrorSeed(config.mirrorsFile).filter((mirror) => config.env !== 'production' || !isLocalHostname(mirror.hostname));
  await seedMirrors(db, seed);
  await app.register(mirrorRoutes, { deps: { db, limiter, ttls: config, handoffTtlS: config.ssoHandoffTtlS } });
  if (config.operatorApiKey) await app.register(mirrorOperatorRoutes, { db, key: config.operatorApiKey });
}
