import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator } from '../../../http/operator-key';
import { commonErrorResponses, errorBodySchema } from '../../../http/schemas';
import { approvePayout, listPayoutsForOperator, PAYOUT_STATUSES, rejectPayout, type Payout, type PayoutDeps } from '../payouts/service';
import { payoutReply } from '../payouts/views';
import { pageMetaSchema, pageQuerySchema } from '../shared/schemas';
import { operatorPayoutSchema } from './schemas';

function operatorPayoutReply(payout: Payout): z.infer<typeof operatorPayoutSchema> {
  return {
    ...payoutReply(payout),
    user_id: payout.userId,
    provider: payout.provider,
    shape: payout.shape,
    coin: payout.coin,
    provider_payout_id: payout.providerPayoutId,
    decided_by: payout.decidedBy,
    decided_at: payout.decidedAt,
  };
}

const decidedBy = z.string().trim().min(1).max(64).describe('Who decides, for the record (e.g. support:anna)');
const tags = ['operator'];
const security = [{ operatorKey: [] }];
const params = z.object({ id: z.string().max(64) });
const operatorErrors = { 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...commonErrorResponses };

/** The back office's side of payouts (X-Operator-Key); registered only when OPERATOR_API_KEY is set. */
export const payoutOperatorRoutes: FastifyPluginAsyncZod<{ deps: PayoutDeps; key: string }> = async (app, { deps, key }) => {
  app.addHook('onRequest', requireOperator(key));

  app.get(
    '/operator/billing/payouts',
    {
      schema: {
        tags,
        summary: "Players' payouts, newest first, optionally of one status",
        security,
        querystring: pageQuerySchema.extend({ status: z.enum(PAYOUT_STATUSES).optional() }),
        response: {
          200: z.object({ data: z.array(operatorPayoutSchema), meta: pageMetaSchema }),
          ...operatorErrors,
        },
      },
    },
    async (request) => {
      const { status, page, per_page: perPage } = request.query;
      const { payouts, total } = await listPayoutsForOperator(deps.db, status, { page, perPage });
      return { data: payouts.map(operatorPayoutReply), meta: { page, per_page: perPage, total } };
    },
  );

  app.post(
    '/operator/billing/payouts/:id/approve',
    {
      schema: {
        tags,
        summary:
          'Approve a pending payout and send it through its provider: paid settles it, failed returns the funds, processing waits for the notification',
        security,
        params,
        body: z.object({ decided_by: decidedBy.optional() }).optional(),
        response: { 200: operatorPayoutSchema, 502: errorBodySchema, ...operatorErrors },
      },
    },
    async (request) => operatorPayoutReply(await approvePayout(deps, request.params.id, request.body?.decided_by ?? 'operator')),
  );

  app.post(
    '/operator/billing/payouts/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending payout: the funds return to the player',
        security,
        params,
        body: z.object({ reason: z.string().trim().min(1).max(500), decided_by: decidedBy.optional() }),
        response: { 200: operatorPayoutSchema, ...operatorErrors },
      },
    },
    async (request) => {
      const { reason, decided_by: by } = request.body;
      return operatorPayoutReply(await rejectPayout(deps, request.params.id, reason, by ?? 'operator'));
    },
  );
};
