import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CauseRefusedError, IdempotencyConflictError, InsufficientFundsError, LedgerBusyError } from '../ledger/errors';
import { HttpError, TooManyRequestsError, ValidationError, type FieldErrors } from './errors';

const VALIDATION_MESSAGE = 'The given data was invalid.';

export type RenderedError = { status: number; body: { message: string; errors?: FieldErrors; code?: string }; retryAfterS?: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The refusal code of each body field that fails the route's schema (a game's contract, lib/games). */
    refusalFields?: Readonly<Record<string, string>>;
  }
}

const withCode = (code: string | undefined) => (code === undefined ? {} : { code });

/** The refusal code of the first field that failed, where the route's contract names one. */
export function fieldRefusalOf(errors: FieldErrors, fields: Readonly<Record<string, string>> | undefined): string | undefined {
  if (!fields) return undefined;
  return Object.keys(errors)
    .map((field) => fields[field.split('.')[0]])
    .find((code) => code !== undefined);
}

/** The reply of a refusal the services throw (HttpError and the ledger's), as REST and the realtime sockets send it; null for anything else. */
export function renderKnownError(error: unknown): RenderedError | null {
  if (error instanceof ValidationError)
    return { status: 422, body: { message: error.message, errors: error.errors, ...withCode(error.code) } };
  if (error instanceof TooManyRequestsError)
    return { status: 429, body: { message: error.message, ...withCode(error.code) }, retryAfterS: error.retryAfterS };
  if (error instanceof HttpError) return { status: error.statusCode, body: { message: error.message, ...withCode(error.code) } };
  if (error instanceof InsufficientFundsError)
    return {
      status: 422,
      body: { message: VALIDATION_MESSAGE, errors: { amount: ['Insufficient funds.'] }, code: 'insufficient_funds' },
    };
  if (error instanceof IdempotencyConflictError)
    return { status: 409, body: { message: 'This idempotency key was already used with different data.' } };
  // A module maps its causes' reasons to its own replies; one it leaves unmapped is still the player's conflict.
  if (error instanceof CauseRefusedError) return { status: 409, body: { message: 'The request conflicts with the current state.' } };
  if (error instanceof LedgerBusyError)
    return { status: 503, body: { message: 'Service busy, retry later.' }, retryAfterS: error.retryAfterS };
  return null;
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: 'Not found.' });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'input';
        (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      const code = fieldRefusalOf(errors, request.routeOptions.config.refusalFields);
      return reply.code(422).send({ message: VALIDATION_MESSAGE, errors, ...withCode(code) });
    }
    const rendered = renderKnownError(error);
    if (rendered) {
      if (rendered.retryAfterS !== undefined) reply.header('retry-after', String(rendered.retryAfterS));
      return reply.code(rendered.status).send(rendered.body);
    }
    // Other ledger errors (malformed posting, unknown account, currency mismatch, broken invariant) are the
    // code's mistakes: a 500 below, logged, with no detail in the reply.
    // Fastify's own client errors (bad JSON, wrong content type, body too large) keep their 4xx status.
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = status === 400 ? 'The request could not be read.' : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error.' });
  });
}
