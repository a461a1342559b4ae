import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commonErrorResponses } from '../../http/schemas';
import { checkResetToken, confirmRecoveryCode, confirmResetToken, forgotPassword, resetWithCode, resetWithToken } from './recovery';
import { clientOf } from './request-client';
import { codeField, emailField, passwordInputField, phoneField, successSchema, tokenField } from './schemas';
import type { AuthDeps } from './service';

const tags = ['recovery'];
const errors = commonErrorResponses;
const tokenReply = z.object({ success: z.literal(true), token: z.string() });
const ok = { success: true as const };
const newPassword = { password: passwordInputField, password_confirm: passwordInputField };
const BASE = '/api/v2/auth/password';

export const recoveryRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    `${BASE}/email/forgot`,
    {
      schema: {
        tags,
        summary: 'Send a recovery code and link (same reply for unknown emails)',
        body: z.object({ email: emailField }),
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await forgotPassword(deps, 'email', request.body.email, clientOf(request));
      return ok;
    },
  );
  app.post(
    `${BASE}/email/code/confirm`,
    {
      schema: {
        tags,
        summary: 'Exchange a recovery code for a reset token',
        body: z.object({ email: emailField, code: codeField }),
        response: { 200: tokenReply, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      token: await confirmRecoveryCode(deps, 'email', request.body.email, request.body.code, request.ip),
    }),
  );
  app.post(
    `${BASE}/email/token/check`,
    {
      schema: {
        tags,
        summary: 'Whether a reset token is still good',
        body: z.object({ token: tokenField }),
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await checkResetToken(deps, request.body.token, request.ip);
      return ok;
    },
  );
  app.post(
    `${BASE}/email/token/confirm`,
    {
      schema: {
        tags,
        summary: 'The email a reset token belongs to',
        body: z.object({ token: tokenField }),
        response: { 200: z.object({ success: z.literal(true), email: z.string().nullable() }), ...errors },
      },
    },
    async (request) => ({ success: true as const, email: await confirmResetToken(deps, request.body.token, request.ip) }),
  );
  app.post(
    `${BASE}/email/reset/token`,
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token; every session ends',
        body: z.object({ token: tokenField, ...newPassword }),
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await resetWithToken(deps, request.body, request.ip);
      return ok;
    },
  );
  app.post(
    `${BASE}/email/reset/code`,
    {
      schema: {
        tags,
        summary: 'Set a new password with a recovery code; every session ends',
        body: z.object({ email: emailField, code: codeField, ...newPassword }),
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await resetWithCode(deps, request.body, request.ip);
      return ok;
    },
  );
  app.post(
    `${BASE}/phone/forgot`,
    {
      schema: {
        tags,
        summary: 'Send a recovery code by SMS (same reply for unknown phones)',
        body: z.object({ phone: phoneField }),
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await forgotPassword(deps, 'phone', request.body.phone, clientOf(request));
      return ok;
    },
  );
  app.post(
    `${BASE}/phone/code/confirm`,
    {
      schema: {
        tags,
        summary: 'Exchange a recovery code for a reset token',
        body: z.object({ phone: phoneField, code: codeField }),
        response: { 200: tokenReply, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      token: await confirmRecoveryCode(deps, 'phone', request.body.phone, request.body.code, request.ip),
    }),
  );
  app.post(
    `${BASE}/phone/token/check`,
    {
      schema: {
        tags,
        summary: "Whether a reset token is good for this phone's account",
        body: z.object({ phone: phoneField, token: tokenField }),
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await checkResetToken(deps, request.body.token, request.ip, request.body.phone);
      return ok;
    },
  );
  app.post(
    `${BASE}/phone/reset`,
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token; every session ends',
        body: z.object({ phone: phoneField, token: tokenField, ...newPassword }),
        response: { 200: successSchema, ...errors },
      },
    },
    async (request) => {
      await resetWithToken(deps, request.body, request.ip);
      return ok;
    },
  );
};
