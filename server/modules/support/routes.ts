import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, requireUser } from '../../http/authenticate';
import { ValidationError } from '../../http/errors';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { guestEmailField, messageField, ticketIdParams, ticketSchema, topicField } from './schemas';
import { openTicket, playerTickets, replyAsPlayer, type SupportDeps } from './service';

const tags = ['support'];

/**
 * The support tickets of players and guests: POST /api/v2/support/tickets opens one (a bearer is optional; a guest
 * gives an email), GET lists the player's own with their messages, and the player replies on their own ticket.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ deps: SupportDeps }> = async (app, { deps }) => {
  app.post(
    '/api/v2/support/tickets',
    {
      schema: {
        tags,
        summary: 'Open a support ticket; a signed-in player is known by the bearer, a guest gives an email (rate-limited per address)',
        body: z.object({ topic: topicField, message: messageField, email: guestEmailField.optional() }),
        response: { 201: z.object({ data: ticketSchema }), ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const session = token ? await request.server.lookupToken(token) : null;
      const userId = session?.userId ?? null;
      const email = request.body.email ?? null;
      if (userId === null && email === null) throw new ValidationError({ email: ['email_required: Give an email for the answer.'] });
      const data = await openTicket(deps, { userId, email, topic: request.body.topic, message: request.body.message, ip: request.ip });
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/api/v2/support/tickets',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The player's support tickets, newest first, each with its messages",
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: z.array(ticketSchema) }), 401: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await playerTickets(deps.db, request.userId!) }),
  );

  app.post(
    '/api/v2/support/tickets/:id/messages',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The player's reply on their own ticket (another's is 404); the ticket waits for support again",
        security: [{ bearer: [] }],
        params: ticketIdParams,
        body: z.object({ message: messageField }),
        response: { 201: z.object({ data: ticketSchema }), 401: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await replyAsPlayer(deps, request.userId!, request.params.id, request.body.message) }),
  );
};
