import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RAW_VERIFICATION_STATUSES } from '@/lib/verification';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { NotFoundError, ValidationError } from '../../http/errors';
import { requireOperator } from '../../http/operator-key';
import { commonErrorResponses, errorBodySchema } from '../../http/schemas';
import type { Ledger } from '../../ledger/ledger';
import { issueSimpleAuthToken } from '../auth/service';
import { getProfileOrThrow } from '../profile/service';
import { profileResponseSchema } from '../profile/schemas';
import { findUserById, updateOperatorFlags } from '../users/service';

const tags = ['operator'];
const security = [{ operatorKey: [] }];
const operatorErrors = { 401: errorBodySchema, 404: errorBodySchema, ...commonErrorResponses };

/** Back-office calls for operators' tools; registered only when OPERATOR_API_KEY is set. */
export const operatorRoutes: FastifyPluginAsyncZod<{ db: Db; ledger: Ledger; config: Config; key: string }> = async (
  app,
  { db, ledger, config, key },
) => {
  app.addHook('onRequest', requireOperator(key));

  app.post(
    '/operator/simple-auth-tokens',
    {
      schema: {
        tags,
        summary: 'Issue a single-use sign-in link for a user (simple auth); the token is shown only in this reply',
        security,
        body: z.object({
          user_id: z.number().int().positive(),
          issued_by: z.string().trim().min(1).max(64),
          ttl_s: z.number().int().min(60).max(604_800).default(86_400),
        }),
        response: { 201: z.object({ token: z.string(), expires_in: z.number().int(), url: z.string() }), ...operatorErrors },
      },
    },
    async (request, reply) => {
      const { user_id: userId, issued_by: issuedBy, ttl_s: ttlS } = request.body;
      if (!(await findUserById(db, userId))) throw new ValidationError({ user_id: ['user_missing: There is no such user.'] });
      const token = await issueSimpleAuthToken(db, userId, issuedBy, ttlS);
      const url = `${config.webUrl}/?simple_auth=1&simpleAuthToken=${encodeURIComponent(token)}`;
      return reply.code(201).send({ token, expires_in: ttlS, url });
    },
  );

  app.put(
    '/operator/users/:id',
    {
      schema: {
        tags,
        summary: "Set a user's verification status, whether verification is required, and the features switched on",
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z
          .object({
            verification_status: z.enum(RAW_VERIFICATION_STATUSES).optional(),
            verification_required: z.boolean().optional(),
            features: z
              .array(z.string().regex(/^[a-z][a-z0-9_.-]{0,63}$/, 'invalid_feature: A feature is a lowercase name.'))
              .max(50)
              .transform((names) => [...new Set(names)])
              .optional(),
          })
          .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'empty_patch: Nothing to change.' }),
        response: { 200: profileResponseSchema, ...operatorErrors },
      },
    },
    async (request) => {
      const { verification_status, verification_required, features } = request.body;
      const found = await updateOperatorFlags(db, request.params.id, {
        verificationStatus: verification_status,
        verificationRequired: verification_required,
        features,
      });
      if (!found) throw new NotFoundError('User not found.');
      return { data: await getProfileOrThrow(db, ledger, request.params.id) };
    },
  );
};
