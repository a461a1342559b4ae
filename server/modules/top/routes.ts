import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { topQuerySchema, topReplySchema } from '@/lib/top/contract';
import type { Queryable } from '../../db/db';
import { errorBodySchema, validationErrorBodySchema } from '../../http/schemas';
import { createTopService } from './service';

/** Public: the biggest wins and the players who wagered most over the day, week or month (the /top page). */
export const topRoutes: FastifyPluginAsyncZod<{ db: Queryable; cacheTtlMs: number }> = async (app, { db, cacheTtlMs }) => {
  const top = createTopService(db, cacheTtlMs);
  app.get(
    '/api/v2/top',
    {
      schema: {
        tags: ['top'],
        summary: 'The biggest wins and the top players by amount wagered (USD) over a rolling day, week or month',
        querystring: topQuerySchema,
        response: { 200: topReplySchema, 422: validationErrorBodySchema, 500: errorBodySchema },
      },
    },
    async (request) => top.get(request.query.period),
  );
};
