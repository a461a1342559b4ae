import type { FastifyInstance } from 'fastify';
import { RegionRestrictedError } from '../../http/errors';
import { lookupCountry } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Refuse the route with 451 when the client's country is restricted (sign-up, login; deposits and bets later). */
    regionRestricted?: boolean;
  }
}

/**
 * One gate for every route that opts in with `config: { regionRestricted: true }`: the country of the client
 * address (request.ip: the trusted proxies' hop, never a client-supplied one) must not be restricted. It runs
 * on request, before the body is read, so a restricted client learns nothing else.
 */
export function registerRegionGate(app: FastifyInstance, restrictedCountries: readonly string[]): void {
  if (restrictedCountries.length === 0) return;
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.regionRestricted) return;
    const country = lookupCountry(request.ip);
    if (country && restrictedCountries.includes(country)) throw new RegionRestrictedError();
  });
}
