import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REDIRECT_LOOKUP_PATH, REDIRECT_STATUSES } from '@/lib/redirects';
import { commonErrorResponses } from '../../http/schemas';
import type { RedirectService } from './service';

const lookupQuerySchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/', 'must start with /'),
});

const lookupResponseSchema = z.object({
  data: z
    .object({
      target: z.string(),
      status: z.union(REDIRECT_STATUSES.map((status) => z.literal(status))),
    })
    .nullable(),
});

export const redirectRoutes: FastifyPluginAsyncZod<{ redirects: RedirectService }> = async (app, options) => {
  app.get(
    REDIRECT_LOOKUP_PATH,
    {
      schema: {
        tags: ['redirects'],
        summary: 'The redirect for a path (without locale prefix or trailing slash), or data: null',
        querystring: lookupQuerySchema,
        response: { 200: lookupResponseSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { data: await options.redirects.lookup(request.query.path) };
    },
  );
};
