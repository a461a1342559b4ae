import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../../http/schemas';
import { regionOfRequest } from '../../geo/service';
import { pageMetaSchema, pageQuerySchema } from '../shared/schemas';
import { payoutSchema } from './schemas';
import { cancelPayout, listPayouts, requestPayout, type PayoutDeps } from './service';
import { payoutReply } from './views';

const tags = ['billing'];
const security = [{ bearer: [] }];
const playerErrors = { 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 451: errorBodySchema, ...commonErrorResponses };

/** The player's side of payouts (docs/cashier.md). */
export const payoutRoutes: FastifyPluginAsyncZod<{ deps: PayoutDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/billing/payouts',
    {
      onRequest: requireUser,
      config: { idempotency: true, regionRestricted: true },
      schema: {
        tags,
        summary: 'Request a payout: the amount leaves the real balance at once and waits for the operator (Idempotency-Key required)',
        security,
        body: z.object({
          hash: z
            .string({ error: 'unknown_method: Choose a payout method.' })
            .min(1, { error: 'unknown_method: Choose a payout method.' })
            .max(128),
          amount: z
            .number({ error: 'invalid_amount: The amount must be a number.' })
            .positive({ error: 'invalid_amount: The amount must be positive.' }),
          wallet: z
            .string({ error: 'invalid_wallet: Give a card number or an address.' })
            .min(1, { error: 'invalid_wallet: Give a card number or an address.' })
            .max(128, { error: 'invalid_wallet: The card number or address is too long.' }),
        }),
        response: { 201: payoutSchema, ...playerErrors },
      },
    },
    async (request, reply) => {
      const payout = await requestPayout(deps, request.userId!, { ...request.body, region: regionOfRequest(request) });
      return reply.code(201).send(payoutReply(payout));
    },
  );

  app.post(
    '/api/v2/billing/payouts/:id/cancel',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Cancel a pending payout of your own: the amount returns to the real balance',
        security,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: payoutSchema, ...playerErrors },
      },
    },
    async (request) => payoutReply(await cancelPayout(deps, request.userId!, request.params.id)),
  );

  app.get(
    '/api/v2/billing/payouts',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Your payouts, newest first',
        security,
        querystring: pageQuerySchema,
        response: {
          200: z.object({ data: z.array(payoutSchema), meta: pageMetaSchema }),
          ...playerErrors,
        },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { payouts, total } = await listPayouts(deps.db, request.userId!, { page, perPage });
      return { data: payouts.map(payoutReply), meta: { page, per_page: perPage, total } };
    },
  );
};
