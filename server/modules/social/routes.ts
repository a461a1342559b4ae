import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES } from '@/lib/currencies';
import { ValidationError } from '../../http/errors';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { popupPage, SocialCallbackError, type SocialLogin } from './service';

const providersReplySchema = z.object({ data: z.array(z.object({ name: z.string() })) });

export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialLogin }> = async (app, { social }) => {
  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The configured social sign-in providers',
        response: { 200: providersReplySchema, 500: errorBodySchema },
      },
    },
    async () => ({ data: social.providers() }),
  );

  app.put(
    '/auth/login',
    {
      // A social sign-in registers or signs in: refused from restricted countries like the others (451).
      config: { regionRestricted: true },
      schema: {
        tags: ['auth'],
        summary: "Start a social sign-in: the provider's authorization URL for the pop-up",
        body: z.object({
          provider: z.string().trim().min(1).max(32),
          origin: z.url({ protocol: /^https?$/, message: 'invalid_origin: The origin must be a URL.' }),
          currency: z.enum(CURRENCIES).default('RUB'),
          promo: z.string().max(200).nullish(),
          token: z.string().max(512).nullish().describe('Unused; accepted for the web'),
        }),
        response: { 200: z.object({ url: z.string() }), 503: errorBodySchema, ...commonErrorResponses },
      },
    },
    async (request) => ({
      url: await social.start(
        {
          provider: request.body.provider,
          origin: request.body.origin,
          currency: request.body.currency,
          promo: request.body.promo || null,
        },
        request.ip,
      ),
    }),
  );

  app.get(
    '/auth/callback/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider returns; answers a page that posts { token, is_register, sso } to the opener',
        params: z.object({ provider: z.string().max(32) }),
      },
    },
    async (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const nonce = randomBytes(16).toString('base64');
      const send = (origin: string, message: Record<string, unknown>) =>
        reply
          .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; frame-ancestors 'none'`)
          .header('cache-control', 'no-store')
          .header('cross-origin-opener-policy', 'unsafe-none')
          .type('text/html; charset=utf-8')
          .send(popupPage(origin, message, nonce));
      try {
        const result = await social.finish(request.params.provider, search, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return send(result.origin, { token: result.token, is_register: result.isRegister, sso: result.sso });
      } catch (error) {
        if (error instanceof SocialCallbackError) {
          if (error.origin) return send(error.origin, { error: `social_failed: ${error.message}` });
          throw new ValidationError({ state: [`social_failed: ${error.message}`] });
        }
        throw error;
      }
    },
  );
};
