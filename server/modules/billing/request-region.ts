import type { FastifyRequest } from 'fastify';
import { regionOfCountry, type Region } from '@/lib/region';
import { lookupCountry } from '../geo/service';

/** The player's region for method filtering: the Region header the web sends, else the client address's country. */
export function regionOf(request: FastifyRequest): Region {
  return request.ctx.region ?? regionOfCountry(lookupCountry(request.ip));
}
