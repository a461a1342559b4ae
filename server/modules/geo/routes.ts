import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGIONS } from '@/lib/region';
import { errorBodySchema } from '../../http/schemas';
import { resolveGeo } from './service';

const geoResponseSchema = z.object({
  data: z.object({ ip: z.string(), country_code: z.string().nullable(), region: z.enum(REGIONS) }),
});

export const geoRoutes: FastifyPluginAsyncZod<{ restrictedCountries: string[] }> = async (app, options) => {
  app.get(
    '/geo_ip',
    {
      schema: {
        tags: ['geo'],
        summary: "The caller's IP, country and region (spec section 6); 451 when the country is restricted",
        response: { 200: geoResponseSchema, 451: errorBodySchema },
      },
    },
    async (request) => ({ data: resolveGeo(request.ip, options.restrictedCountries) }),
  );
};
