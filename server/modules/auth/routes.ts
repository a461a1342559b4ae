import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, requireUser } from '../../http/authenticate';
import { UnauthorizedError } from '../../http/errors';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { endSession, refreshAccessToken } from '../sessions/service';
import {
  captchaFields,
  codeField,
  emailField,
  loginReplySchema,
  newPasswordField,
  passwordInputField,
  phoneField,
  registrationExtras,
  smsTypeQuery,
  successSchema,
  tokenField,
} from './schemas';
import { accountRoutes } from './account-routes';
import { clientOf } from './request-client';
import { loginWithCode, loginWithPassword, loginWithSimpleToken, register, sendLoginCode, type AuthDeps } from './service';

const authErrors = { ...commonErrorResponses };
const tags = ['auth'];
const security = [{ bearer: [] }];
/** Registration and sign-in are refused from restricted countries (the region gate in app.ts, 451). */
const regionGated = { regionRestricted: true };

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const authenticated = requireUser;

  const pickAttribution = (body: Record<string, string | null | undefined>) => ({
    partner: body.partner,
    adplace: body.adplace,
    stag: body.stag,
    promo: body.promo,
    fingerprint: body.fingerprint,
  });
  const pickCaptcha = (body: { 'h-captcha-response'?: string; 'g-recaptcha-response'?: string }) => ({
    'h-captcha-response': body['h-captcha-response'],
    'g-recaptcha-response': body['g-recaptcha-response'],
  });

  app.post(
    '/api/v2/auth/register/email',
    {
      config: regionGated,
      schema: {
        tags,
        summary: 'Register with an email and a password',
        body: z.object({ email: emailField, password: newPasswordField, ...registrationExtras }),
        response: { 200: loginReplySchema, ...authErrors },
      },
    },
    async (request) => {
      const { body } = request;
      return register(
        deps,
        {
          channel: 'email',
          address: body.email,
          password: body.password,
          currency: body.currency,
          attribution: pickAttribution(body),
          captcha: pickCaptcha(body),
        },
        clientOf(request),
      );
    },
  );

  app.post(
    '/api/v2/auth/register/phone',
    {
      config: regionGated,
      schema: {
        tags,
        summary: 'Register with a phone number (E.164) and a password',
        body: z.object({ phone: phoneField, password: newPasswordField, ...registrationExtras }),
        response: { 200: loginReplySchema, ...authErrors },
      },
    },
    async (request) => {
      const { body } = request;
      return register(
        deps,
        {
          channel: 'phone',
          address: body.phone,
          password: body.password,
          currency: body.currency,
          attribution: pickAttribution(body),
          captcha: pickCaptcha(body),
        },
        clientOf(request),
      );
    },
  );

  app.post(
    '/api/v2/auth/login/email/password',
    {
      config: regionGated,
      schema: {
        tags,
        summary: 'Sign in with an email and a password',
        body: z.object({ email: emailField, password: passwordInputField, ...captchaFields }),
        response: { 200: loginReplySchema, ...authErrors },
      },
    },
    async (request) =>
      loginWithPassword(
        deps,
        { channel: 'email', address: request.body.email, password: request.body.password, captcha: pickCaptcha(request.body) },
        clientOf(request),
      ),
  );

  app.post(
    '/api/v2/auth/login/phone/password',
    {
      config: regionGated,
      schema: {
        tags,
        summary: 'Sign in with a phone number and a password',
        body: z.object({ phone: phoneField, password: passwordInputField, ...captchaFields }),
        response: { 200: loginReplySchema, ...authErrors },
      },
    },
    async (request) =>
      loginWithPassword(
        deps,
        { channel: 'phone', address: request.body.phone, password: request.body.password, captcha: pickCaptcha(request.body) },
        clientOf(request),
      ),
  );

  const emailBody = z.object({ email: emailField });
  const phoneBody = z.object({ phone: phoneField });
  for (const url of ['/api/v2/auth/login/email/verification', '/api/v2/auth/login/email/resend']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Send a sign-in code by email (same reply for unknown accounts)',
          body: emailBody,
          response: { 200: successSchema, ...authErrors },
        },
      },
      async (request) => {
        await sendLoginCode(deps, 'email', request.body.email, clientOf(request));
        return { success: true as const };
      },
    );
  }
  for (const url of ['/api/v2/auth/login/phone/verification', '/api/v2/auth/login/phone/code/resend']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Send a sign-in code by SMS (same reply for unknown accounts)',
          querystring: smsTypeQuery,
          body: phoneBody,
          response: { 200: successSchema, ...authErrors },
        },
      },
      async (request) => {
        await sendLoginCode(deps, 'phone', request.body.phone, clientOf(request));
        return { success: true as const };
      },
    );
  }

  app.post(
    '/api/v2/auth/login/email/code',
    {
      config: regionGated,
      schema: {
        tags,
        summary: 'Sign in with an emailed code',
        body: z.object({ email: emailField, code: codeField }),
        response: { 200: loginReplySchema, ...authErrors },
      },
    },
    async (request) => loginWithCode(deps, 'email', request.body.email, request.body.code, clientOf(request)),
  );

  app.post(
    '/api/v2/auth/login/phone/code',
    {
      config: regionGated,
      schema: {
        tags,
        summary: 'Sign in with a code sent by SMS',
        querystring: smsTypeQuery,
        body: z.object({ phone: phoneField, code: codeField }),
        response: { 200: loginReplySchema, ...authErrors },
      },
    },
    async (request) => loginWithCode(deps, 'phone', request.body.phone, request.body.code, clientOf(request)),
  );

  app.post(
    '/api/v2/auth/login/simple',
    {
      config: regionGated,
      schema: {
        tags,
        summary: 'Sign in with an operator-issued single-use token',
        body: z.object({ simpleAuthToken: tokenField }),
        response: { 200: loginReplySchema, ...authErrors },
      },
    },
    async (request) => loginWithSimpleToken(deps, request.body.simpleAuthToken, clientOf(request)),
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags,
        summary: 'A new access token for the session of the bearer token (which may have expired)',
        security,
        response: { 200: z.object({ access_token: z.string() }), 401: errorBodySchema, ...authErrors },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw new UnauthorizedError();
      return { access_token: await refreshAccessToken(db, deps.sessions, deps.config, token) };
    },
  );

  app.put(
    '/auth/logout',
    {
      onRequest: authenticated,
      schema: { tags, summary: 'End the current session', security, response: { 204: z.null(), 401: errorBodySchema } },
    },
    async (request, reply: FastifyReply) => {
      await endSession(db, deps.sessions, { userId: request.userId!, sessionId: request.sessionId! });
      return reply.code(204).send(null);
    },
  );

  // The signed-in account's password and contacts: their own file, registered under this plugin.
  await app.register(accountRoutes, { deps });
};
