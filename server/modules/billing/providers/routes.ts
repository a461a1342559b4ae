import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../../http/schemas';
import { regionOfRequest } from '../../geo/service';
import { billingDataSchema } from './schemas';
import { getBillingData, type MethodsDeps } from './service';

const tags = ['billing'];
const security = [{ bearer: [] }];
const playerErrors = { 401: errorBodySchema, ...commonErrorResponses };

/** The methods a player may pay in and out with now (docs/cashier.md). */
export const methodRoutes: FastifyPluginAsyncZod<{ deps: MethodsDeps }> = async (app, { deps }) => {
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
    async (request) =>
      getBillingData(
        deps,
        request.userId!,
        regionOfRequest(request),
        request.ctx.locale === 'ru' || request.ctx.locale === 'kz' ? request.ctx.locale : 'en',
      ),
  );
};
