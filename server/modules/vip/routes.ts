import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { joinVip, VIP_REQUEST_TYPES, type VipDeps } from './service';

export const vipRoutes: FastifyPluginAsyncZod<{ deps: VipDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/vip/join',
    {
      onRequest: requireUser,
      schema: {
        tags: ['vip'],
        summary: 'Ask to join the VIP club; asking again while a request of that type is pending returns it',
        security: [{ bearer: [] }],
        body: z.object({
          request_type: z
            .enum(VIP_REQUEST_TYPES, { message: `invalid_request_type: The request type must be one of ${VIP_REQUEST_TYPES.join(', ')}.` })
            .describe('What the player asks for; the web sends vip_club'),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({
              id: z.number().int(),
              request_type: z.string(),
              status: z.string(),
              created_at: z.string(),
              created: z.boolean(),
            }),
          }),
          401: errorBodySchema,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const made = await joinVip(deps, request.userId!, request.body.request_type);
      return {
        success: true as const,
        data: { id: made.id, request_type: made.requestType, status: made.status, created_at: made.createdAt, created: made.created },
      };
    },
  );
};
