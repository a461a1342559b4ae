import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { getBillingData, getHistory } from './billing-service';
import type { DepositDeps } from './deposit-deps';
import { createDeposit, getDepositStatus, listOpenDeposits } from './deposit-service';
import { depositConfigOf, paymentStatusOf } from './deposit-views';
import { regionOf } from './request-region';
import {
  billingDataSchema,
  depositBodySchema,
  depositConfigSchema,
  historyItemSchema,
  pageMetaSchema,
  pageQuerySchema,
  paymentStatusSchema,
} from './schemas';

const tags = ['billing'];
const security = [{ bearer: [] }];
const playerErrors = { 401: errorBodySchema, ...commonErrorResponses };

/** The player's side of deposits, the billing data and the history (docs/cashier.md). */
export const billingRoutes: FastifyPluginAsyncZod<{ deps: DepositDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/billing/data',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The deposit and payout methods for the player's currency and region, amounts in major units",
        security,
        response: { 200: billingDataSchema, ...playerErrors },
      },
    },
    async (request) => getBillingData(deps, request.userId!, regionOf(request)),
  );

  app.post(
    '/api/v2/billing/deposits',
    {
      onRequest: requireUser,
      config: { idempotency: true, regionRestricted: true },
      schema: {
        tags,
        summary:
          'Open a deposit (Idempotency-Key required): 201 with the new invoice, or 200 with the open one when the player has one for this method',
        description: '422 codes on amount: invalid_amount, amount_out_of_range; on hash: unknown_method. 502 when the provider did not answer.',
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
      const { invoice, created } = await createDeposit(deps, request.userId!, { ...request.body, region: regionOf(request) });
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
