import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/authenticate';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import { sendContactCode, sendLoginData, setPassword, updatePassword, verifyContactCode } from './account';
import { clientOf } from './request-client';
import { codeField, emailField, passwordInputField, phoneField, smsTypeQuery, successSchema } from './schemas';
import type { AuthDeps } from './service';

const bearerErrors = { ...commonErrorResponses, 401: errorBodySchema };
const tags = ['auth'];
const security = [{ bearer: [] }];

/** The signed-in account's routes: change or set the password, mail the login, send and confirm email / phone codes. */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const authenticated = requireUser;
  const emailBody = z.object({ email: emailField });

  app.post(
    '/password/update',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Change the password; every other session ends',
        security,
        body: z.object({ old_password: passwordInputField, password: passwordInputField, password_confirm: passwordInputField }),
        response: { 200: successSchema, ...bearerErrors },
      },
    },
    async (request) => {
      await updatePassword(deps, request.userId!, request.sessionId!, request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/api/v2/auth/password/set',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: 'Set a password on an account that has none',
        security,
        body: z.object({ password: passwordInputField, confirm_password: passwordInputField }),
        response: { 200: successSchema, 403: errorBodySchema, ...bearerErrors },
      },
    },
    async (request) => {
      await setPassword(deps, request.userId!, { permanent: request.session!.accessExpiresInS === null }, request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/send_login_data',
    {
      onRequest: authenticated,
      schema: { tags, summary: "Mail the account's login", security, body: emailBody, response: { 200: successSchema, ...bearerErrors } },
    },
    async (request) => {
      await sendLoginData(deps, request.userId!, request.body.email, clientOf(request));
      return { success: true as const };
    },
  );

  for (const channel of ['email', 'phone'] as const) {
    const sendBody = (
      channel === 'email' ? z.object({ email: emailField.optional() }) : z.object({ phone: phoneField.optional() })
    ).optional();
    for (const action of ['send', 'resend']) {
      app.post(
        `/api/v2/auth/${channel}/${action}`,
        {
          onRequest: authenticated,
          schema: {
            tags,
            summary: `Send a code to confirm the account's ${channel}`,
            security,
            querystring: smsTypeQuery,
            body: sendBody,
            response: { 200: successSchema, ...bearerErrors },
          },
        },
        async (request) => {
          const body = (request.body ?? {}) as { email?: string; phone?: string };
          await sendContactCode(deps, request.userId!, channel, channel === 'email' ? body.email : body.phone, clientOf(request));
          return { success: true as const };
        },
      );
    }
    app.post(
      `/api/v2/auth/${channel}/verify/code`,
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary: `Confirm the account's ${channel} with the code`,
          security,
          querystring: smsTypeQuery,
          body: z.object({ code: codeField }),
          response: { 200: successSchema, ...bearerErrors },
        },
      },
      async (request) => {
        await verifyContactCode(deps, request.userId!, channel, request.body.code, request.ip);
        return { success: true as const };
      },
    );
  }
};
