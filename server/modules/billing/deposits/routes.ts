import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../../http/schemas';
import { regionOfRequest } from '../../geo/service';
import type { DepositDeps } from './deps';
import { depositBodySchema, depositConfigSchema, paymentStatusSchema } from './schemas';
import { createDeposit, getDepositStatus, listOpenDeposits } from './service';
import { depositConfigOf, paymentStatusOf } from './views';

const tags = ['billing'];
const security = [{ bearer: [] }];
const playerErrors = { 401: errorBodySchema, ...commonErrorResponses };

/** The player's side of deposits (docs/cashier.md). */
export const depositRoutes: FastifyPluginAsyncZod<{ deps: DepositDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/billing/deposits',
    {
      onRequest: requireUser,
      config: { idempotency: true, regionRestricted: true },
      schema: {
        tags,
        summary:
          'Open a deposit (Idempotency-Key required): 201 with the new invoice, or 200 with the open one when the player has one for this method',
        description:
          '422 codes on amount: invalid_amount, amount_out_of_range; on hash: unknown_method. 502 when the provider did not answer.',
        security,
        body: depositBodySchema,
        response: {
          200: depositConfigSchema,
          201: depositConfigSchema,
          409: errorBodySchema,
          451: errorBodySchema,
          502: errorBodySchema,
          ...playerErrors,
        },
      },
    },
    async (request, reply) => {
      const { invoice, created } = await createDeposit(deps, request.userId!, { ...request.body, region: regionOfRequest(request) });
      return reply.code(created ? 201 : 200).send(depositConfigOf(invoice));
    },
  );

  app.get(
    '/api/v2/billing/deposits/open',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The player's open (created or pending, unexpired) deposits, so a reload resumes their countdown",
        security,
        response: { 200: z.object({ data: z.array(depositConfigSchema) }), ...playerErrors },
      },
    },
    async (request) => ({ data: (await listOpenDeposits(deps, request.userId!)).map(depositConfigOf) }),
  );

  app.get(
    '/billing/payment/status/:invoiceId',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "An invoice's status (3 = paid); while open, the provider is asked at most once per 10 s and its answer credits",
        security,
        params: z.object({ invoiceId: z.string().min(1).max(200) }),
        response: { 200: paymentStatusSchema, 404: errorBodySchema, ...playerErrors },
      },
    },
    async (request) => paymentStatusOf(await getDepositStatus(deps, request.userId!, request.params.invoiceId)),
  );
};
