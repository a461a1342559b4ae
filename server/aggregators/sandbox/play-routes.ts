import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { SANDBOX_GAMES, type SandboxGame } from '@/lib/slots/games';
import { CURRENCY_EXPONENTS, isCurrency } from '@/lib/currencies';
import { renderGamePage } from './page/render';
import { betLevelsMinor, DEMO_EXPONENT } from './bet-levels';
import { ensureSeedPair, findSandboxSession, rotateSeedPair, type SandboxSession } from './repository';
import { freshSeeds, playerRefOf, sha256Hex, spin, SpinRefusedError, type SpinDeps } from './spins';

export type PlayRoutesOptions = { deps: SpinDeps; frameAncestors: string[] };

const sessionParams = z.object({ session: z.string().regex(/^[0-9a-f]{48}$/) });
const amount = z.number().int().positive().max(1e12);
const spinBody = z.union([
  z.object({ bet: amount }).strict(),
  z.object({ bets: z.object({ player: amount.optional(), banker: amount.optional(), tie: amount.optional() }).strict() }).strict(),
]);
const seedBody = z.object({
  client_seed: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/),
});

const REFUSAL_STATUS = { not_enough_money: 402, bet_invalid: 422, session_expired: 410, wallet_unavailable: 503 } as const;

/** The game pages the sandbox aggregator serves in the casino's iframe, and the calls they make (same origin). */
export const sandboxPlayRoutes: FastifyPluginAsync<PlayRoutesOptions> = async (app, { deps, frameAncestors }) => {
  const spinning = new Set<string>();

  async function open(raw: unknown): Promise<{ session: SandboxSession; game: SandboxGame } | null> {
    const params = sessionParams.safeParse(raw);
    if (!params.success) return null;
    const session = await findSandboxSession(deps.db, params.data.session);
    const game = session && SANDBOX_GAMES.find((candidate) => candidate.code === session.gameCode);
    return session && game ? { session, game } : null;
  }

  const refused = (code: string, message: string, balance?: number) => ({ code, message, ...(balance === undefined ? {} : { balance }) });

  app.get('/play/:session', { schema: { hide: true } }, async (request, reply) => {
    const found = await open(request.params);
    if (!found) return reply.code(404).type('text/plain').send('This game session does not exist.');
    const { session, game } = found;
    const nonce = randomBytes(16).toString('base64');
    const demo = session.demoBalanceMinor !== null;
    const html = renderGamePage({
      game,
      lang: session.lang === 'ru' || session.lang === 'kz' ? session.lang : 'en',
      demo,
      currency: session.currency,
      exponent: isCurrency(session.currency) ? CURRENCY_EXPONENTS[session.currency] : DEMO_EXPONENT,
      nonce,
      apiBase: `/sandbox-aggregator/play/${session.id}`,
      parentOrigin: originOf(session.lobbyUrl),
      depositAvailable: !demo && session.depositUrl !== null,
    });
    reply.removeHeader('x-frame-options');
    return reply
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors.join(' ') || "'none'"}`,
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.get('/play/:session/state', { schema: { hide: true } }, async (request, reply) => {
    const found = await open(request.params);
    if (!found) return reply.code(404).send(refused('session_expired', 'This game session does not exist.'));
    const { session } = found;
    const seeds = await ensureSeedPair(deps.db, playerRefOf(session), freshSeeds);
    let balance = session.demoBalanceMinor;
    if (balance === null) {
      const answer = await deps
        .wallet('/user/balance', { user: session.operatorUser, token: session.operatorToken, game_code: session.gameCode })
        .catch(() => null);
      if (!answer || answer.status !== 'RS_OK' || answer.balance === undefined) {
        return reply
          .code(answer?.status === 'RS_ERROR_TOKEN_EXPIRED' ? 410 : 503)
          .send(
            refused(
              answer?.status === 'RS_ERROR_TOKEN_EXPIRED' ? 'session_expired' : 'wallet_unavailable',
              'The casino wallet does not answer.',
            ),
          );
      }
      balance = deps.fromWire(answer.balance, session.currency);
    }
    return {
      balance,
      currency: session.currency,
      bet_levels: betLevelsMinor(session.currency),
      fairness: { server_seed_hash: sha256Hex(seeds.serverSeed), client_seed: seeds.clientSeed, nonce: seeds.nonce },
    };
  });

  app.post('/play/:session/spin', { schema: { hide: true } }, async (request, reply) => {
    const found = await open(request.params);
    if (!found) return reply.code(404).send(refused('session_expired', 'This game session does not exist.'));
    const body = spinBody.safeParse(request.body);
    if (!body.success) return reply.code(422).send(refused('bet_invalid', 'The stake is not one of the table.'));
    const { session, game } = found;
    if (spinning.has(session.id)) return reply.code(429).send(refused('too_many_requests', 'One spin at a time.'));
    spinning.add(session.id);
    try {
      return await spin(deps, session, game, betLevelsMinor(session.currency), body.data);
    } catch (error) {
      if (!(error instanceof SpinRefusedError)) throw error;
      return reply.code(REFUSAL_STATUS[error.code]).send(refused(error.code, error.code.replaceAll('_', ' '), error.balance));
    } finally {
      spinning.delete(session.id);
    }
  });

  app.post('/play/:session/seed', { schema: { hide: true } }, async (request, reply) => {
    const found = await open(request.params);
    if (!found) return reply.code(404).send(refused('session_expired', 'This game session does not exist.'));
    const body = seedBody.safeParse(request.body);
    if (!body.success) return reply.code(422).send(refused('bet_invalid', 'The client seed is 1 to 64 visible characters.'));
    const ref = playerRefOf(found.session);
    await ensureSeedPair(deps.db, ref, freshSeeds);
    const next = { serverSeed: freshSeeds().serverSeed, clientSeed: body.data.client_seed };
    const previous = await rotateSeedPair(deps.db, ref, next);
    return { previous_server_seed: previous, server_seed_hash: sha256Hex(next.serverSeed), client_seed: next.clientSeed, nonce: 0 };
  });
};

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
