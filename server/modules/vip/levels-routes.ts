import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vipClaimBodySchema, vipClaimReplySchema, vipStatusReplySchema } from '@/lib/vip/contract';
import { requireUser } from '../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { claimRakeback, getVipStatus, type VipLevelsDeps } from './levels-service';

/** The player's VIP level and rakeback (lib/vip/levels.ts publishes the levels). */
export const vipLevelsRoutes: FastifyPluginAsyncZod<{ deps: VipLevelsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v2/vip/status',
    {
      onRequest: requireUser,
      schema: {
        tags: ['vip'],
        summary:
          "The player's VIP level, progress to the next, unclaimed rakeback per currency and the levels; a level reached is rewarded",
        security: [{ bearer: [] }],
        response: { 200: vipStatusReplySchema, 401: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await getVipStatus(deps, request.userId!) }),
  );

  app.post(
    '/api/v2/vip/rakeback/claim',
    {
      onRequest: requireUser,
      config: { idempotency: true },
      schema: {
        tags: ['vip'],
        summary: 'Pays the unclaimed rakeback in a currency to the real balance (Idempotency-Key required)',
        description: '409 `nothing_to_claim` when none accrued since the last claim; `claim_in_progress` when a concurrent claim paid it.',
        security: [{ bearer: [] }],
        body: vipClaimBodySchema,
        response: { 200: vipClaimReplySchema, 401: errorBodySchema, 409: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await claimRakeback(deps, request.userId!, request.body.currency) }),
  );
};
