import { randomBytes, type KeyObject } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { SANDBOX_GAMES } from '@/lib/slots/games';
import type { Db } from '../../db/db';
import { SIGNATURE_HEADER, verifyBody } from '../hub88/signature';
import { DEMO_START_MINOR } from './bet-levels';
import { insertSandboxSession } from './repository';

export const SANDBOX_STUDIO = 'Sandbox Studio';
/** A launched game stays open this long. */
const SESSION_TTL_S = 8 * 3600;

const gameUrlBody = z.looseObject({
  operator_id: z.number().int(),
  game_code: z.string().min(1).max(100),
  currency: z.string().regex(/^[A-Z]{3}$/),
  lang: z.string().min(2).max(10),
  platform: z.string().max(20),
  user: z.string().min(3).max(100).optional(),
  token: z.string().min(10).max(255).optional(),
  lobby_url: z.url().max(2000).optional(),
  deposit_url: z.url().max(2000).optional(),
});

/** Hub88 languages to the sandbox pages' three (kk is our kz). */
const pageLangOf = (lang: string) => (lang === 'ru' ? 'ru' : lang === 'kk' || lang === 'kz' ? 'kz' : 'en');

export type OperatorRoutesOptions = { db: Db; operatorPublicKey: KeyObject; operatorId: number; publicUrl: string };

/**
 * The sandbox aggregator's Games API, as Hub88 serves it to an operator: the game list and a game's URL, each
 * request checked against the operator's public key on its exact bytes. Refusals are HTTP errors with {error}.
 */
export const sandboxOperatorRoutes: FastifyPluginAsync<OperatorRoutesOptions> = async (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

  const readSigned = (request: { body: unknown; headers: Record<string, unknown> }): Record<string, unknown> | null => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers[SIGNATURE_HEADER];
    if (!verifyBody(body, typeof signature === 'string' ? signature : undefined, options.operatorPublicKey)) return null;
    try {
      const parsed = JSON.parse(body.toString('utf8')) as unknown;
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };

  app.post('/operator/generic/v2/game/list', { schema: { hide: true } }, async (request, reply) => {
    const body = readSigned(request);
    if (!body) return reply.code(401).send({ error: 'invalid signature' });
    if (body.operator_id !== options.operatorId) return reply.code(404).send({ error: 'unknown operator_id' });
    return SANDBOX_GAMES.map((game) => ({
      game_code: game.code,
      name: game.name,
      product: SANDBOX_STUDIO,
      category: game.category === 'live' ? 'Live Dealer' : 'Video Slots',
      url_thumb: null,
      platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
      enabled: true,
      blocked_countries: [],
      demo_game_support: true,
      rtp: game.rtpPercent,
    }));
  });

  app.post('/operator/generic/v2/game/url', { schema: { hide: true } }, async (request, reply) => {
    const signed = readSigned(request);
    if (!signed) return reply.code(401).send({ error: 'invalid signature' });
    const parsed = gameUrlBody.safeParse(signed);
    if (!parsed.success) return reply.code(400).send({ error: 'invalid or missing request parameters' });
    const body = parsed.data;
    if (body.operator_id !== options.operatorId) return reply.code(404).send({ error: 'unknown operator_id' });
    if (!SANDBOX_GAMES.some((game) => game.code === body.game_code)) return reply.code(404).send({ error: 'unknown game' });
    const demo = body.currency === 'XXX';
    if (!demo && (!body.user || !body.token)) return reply.code(400).send({ error: 'user and token are required for real play' });
    const id = randomBytes(24).toString('hex');
    await insertSandboxSession(options.db, {
      id,
      gameCode: body.game_code,
      operatorUser: demo ? null : body.user!,
      operatorToken: demo ? null : body.token!,
      currency: body.currency,
      lang: pageLangOf(body.lang),
      demoBalanceMinor: demo ? DEMO_START_MINOR : null,
      lobbyUrl: body.lobby_url ?? null,
      depositUrl: body.deposit_url ?? null,
      ttlS: SESSION_TTL_S,
    });
    return { url: `${options.publicUrl}/sandbox-aggregator/play/${id}` };
  });
};
