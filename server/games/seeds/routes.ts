import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isClientSeed } from '@/lib/fairness/seeds';
import type { Db } from '../../db/db';
import { playerOf, resolvePlayer } from '../demo/player';
import { pageMetaSchema, pageQuerySchema, playerErrorResponses, security } from '../core/schemas';
import type { SeedPairRow } from './repository';
import { getSeeds, listSeedHistory, rotateSeeds, type SeedBook, type SeedsView } from './service';

const tags = ['games'];

const clientSeedSchema = z
  .string({ message: 'invalid_client_seed: The client seed is text.' })
  .refine(isClientSeed, { message: 'invalid_client_seed: 1 to 64 characters, no control characters, no leading or trailing spaces.' });

const activeSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  next_server_seed_hash: z.string(),
  open_games: z.array(z.string()),
  created_at: z.string(),
});

const revealedSchema = z.object({
  server_seed: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonces_used: z.number().int(),
  created_at: z.string(),
  revealed_at: z.string(),
});

function activeView({ pair, openGames }: SeedsView) {
  return {
    server_seed_hash: pair.serverSeedHash,
    client_seed: pair.clientSeed,
    nonce: pair.nextNonce,
    next_server_seed_hash: pair.nextServerSeedHash,
    open_games: openGames,
    created_at: pair.createdAt,
  };
}

function revealedView(pair: SeedPairRow) {
  return {
    server_seed: pair.serverSeed,
    server_seed_hash: pair.serverSeedHash,
    client_seed: pair.clientSeed,
    nonces_used: pair.nextNonce,
    created_at: pair.createdAt,
    revealed_at: pair.revealedAt ?? pair.createdAt,
  };
}

export const seedRoutes: FastifyPluginAsyncZod<{ db: Db; seeds: SeedBook }> = async (app, { db, seeds }) => {
  const onRequest = resolvePlayer(db);

  app.get(
    '/api/v2/games/seeds',
    {
      onRequest,
      schema: {
        tags,
        summary: "The active seed pair: the server seed's hash, the client seed, the next nonce, the next server seed's hash",
        security,
        response: { 200: activeSchema, ...playerErrorResponses },
      },
    },
    async (request) => activeView(await getSeeds(db, seeds, playerOf(request))),
  );

  const rotate = async (player: ReturnType<typeof playerOf>, clientSeed: string | null) => {
    const rotated = await rotateSeeds(db, seeds, player, clientSeed);
    return { previous: revealedView(rotated.previous), active: activeView(rotated.active) };
  };
  const rotatedSchema = { 200: z.object({ previous: revealedSchema, active: activeSchema }), ...playerErrorResponses };

  app.post(
    '/api/v2/games/seeds/rotate',
    {
      onRequest,
      config: { idempotency: true },
      schema: {
        tags,
        summary: 'Reveal the server seed and start a new pair (409 game_open while a multi-step game is open)',
        security,
        body: z.object({ client_seed: clientSeedSchema.optional() }).optional(),
        response: rotatedSchema,
      },
    },
    async (request) => rotate(playerOf(request), request.body?.client_seed ?? null),
  );

  app.put(
    '/api/v2/games/seeds/client',
    {
      onRequest,
      config: { idempotency: true },
      schema: {
        tags,
        summary: 'Choose a client seed: the current pair is revealed and a new one starts with it',
        security,
        body: z.object({ client_seed: clientSeedSchema }),
        response: rotatedSchema,
      },
    },
    async (request) => rotate(playerOf(request), request.body.client_seed),
  );

  app.get(
    '/api/v2/games/seeds/history',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Revealed seed pairs, newest first',
        security,
        querystring: pageQuerySchema,
        response: { 200: z.object({ data: z.array(revealedSchema), meta: pageMetaSchema }), ...playerErrorResponses },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query;
      const { total, pairs } = await listSeedHistory(db, playerOf(request), page, perPage);
      return { data: pairs.map(revealedView), meta: { page, per_page: perPage, total } };
    },
  );
};
