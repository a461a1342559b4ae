import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LocaleCode } from '@/lib/locales';
import { tournamentParamsSchema, tournamentReplySchema, tournamentsQuerySchema, tournamentsReplySchema } from '@/lib/tournaments/contract';
import type { Queryable } from '../../db/db';
import { bearerToken } from '../../http/authenticate';
import { NotFoundError } from '../../http/errors';
import { errorBodySchema, validationErrorBodySchema } from '../../http/schemas';
import { createStandingsReader, findByRef, listByStatus, tournamentWithLeaderboard } from './service';

const localeOf = (locale: string | null): LocaleCode => (locale === 'ru' || locale === 'kz' ? locale : 'en');

/**
 * Public: races and tournaments by status, and one with its live leaderboard (a bearer, when sent, adds the caller's
 * own place). Titles are in the request's Accept-Language. A tournament's standings are computed at most once per
 * cacheTtlMs per process, whoever asks.
 */
export const tournamentsRoutes: FastifyPluginAsyncZod<{ db: Queryable; cacheTtlMs: number }> = async (app, { db, cacheTtlMs }) => {
  const standings = createStandingsReader(db, cacheTtlMs);
  app.get(
    '/api/v2/tournaments',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Races and tournaments that are running (active), announced (upcoming) or over (finished)',
        querystring: tournamentsQuerySchema,
        response: { 200: tournamentsReplySchema, 422: validationErrorBodySchema, 500: errorBodySchema },
      },
    },
    async (request) => ({ data: await listByStatus(db, request.query.status, localeOf(request.ctx.locale)) }),
  );

  app.get(
    '/api/v2/tournaments/:id',
    {
      schema: {
        tags: ['tournaments'],
        summary: "A race or tournament by its numeric id or slug, with its live leaderboard (and the caller's place with a bearer)",
        params: tournamentParamsSchema,
        response: { 200: tournamentReplySchema, 404: errorBodySchema, 422: validationErrorBodySchema, 500: errorBodySchema },
      },
    },
    async (request) => {
      const tournament = await findByRef(db, request.params.id);
      if (!tournament) throw new NotFoundError('Tournament not found.');
      const token = bearerToken(request);
      const session = token ? await request.server.lookupToken(token) : null;
      return { data: await tournamentWithLeaderboard(standings, tournament, localeOf(request.ctx.locale), session?.userId ?? null) };
    },
  );
};
