import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../../http/schemas';
import { pageMetaSchema, pageQuerySchema } from '../shared/schemas';
import { historyItemSchema } from './schemas';
import { getHistory, type HistoryDeps } from './service';

const tags = ['billing'];
const security = [{ bearer: [] }];
const playerErrors = { 401: errorBodySchema, ...commonErrorResponses };

/** The player's deposits and payouts in one list (docs/cashier.md). */
export const historyRoutes: FastifyPluginAsyncZod<{ deps: HistoryDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/billing/history',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The player's deposits and payouts, newest first",
        security,
        querystring: pageQuerySchema.extend({ type: z.enum(['all', 'deposits', 'payouts']).default('all') }),
        response: { 200: z.object({ data: z.array(historyItemSchema), meta: pageMetaSchema }), ...playerErrors },
      },
    },
    async (request) => {
      const { type, page, per_page: perPage } = request.query;
      return getHistory(deps, request.userId!, { type, page, perPage });
    },
  );
};
