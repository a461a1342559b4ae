import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPPORT_TICKET_STATUSES } from '@/lib/support/support-contract';
import { requireOperator } from '../../http/operator-key';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { messageField, operatorTicketSchema, ticketIdParams } from './schemas';
import { answerTicket, operatorQueue, type SupportDeps } from './service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];
const operatorErrors = { 401: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };

/** The support desk's back office (registered only with OPERATOR_API_KEY): the queue of tickets and the answers. */
export const supportOperatorRoutes: FastifyPluginAsyncZod<{ deps: SupportDeps; key: string }> = async (app, { deps, key }) => {
  app.addHook('onRequest', requireOperator(key));

  app.get(
    '/operator/support/tickets',
    {
      schema: {
        tags,
        summary: 'Support tickets of one status (default open: waiting for an answer), the longest waiting first',
        security,
        querystring: z.object({ status: z.enum(SUPPORT_TICKET_STATUSES).default('open') }),
        response: { 200: z.object({ data: z.array(operatorTicketSchema) }), ...operatorErrors },
      },
    },
    async (request) => ({ data: await operatorQueue(deps.db, request.query.status) }),
  );

  app.post(
    '/operator/support/tickets/:id/replies',
    {
      schema: {
        tags,
        summary: "Answer a ticket: the player is notified and sees it in the profile; a guest's answer goes by email",
        security,
        params: ticketIdParams,
        body: z.object({
          message: messageField,
          operator_name: z.string().trim().min(1).max(64),
          close: z.boolean().default(false),
        }),
        response: { 201: z.object({ data: operatorTicketSchema }), ...operatorErrors },
      },
    },
    async (request, reply) => {
      const { message, operator_name: operatorName, close } = request.body;
      return reply.code(201).send({ data: await answerTicket(deps, { ticketId: request.params.id, body: message, operatorName, close }) });
    },
  );
};
