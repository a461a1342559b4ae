import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CauseRefusedError, IdempotencyConflictError, InsufficientFundsError, LedgerBusyError } from '../ledger/errors';
import { HttpError, TooManyRequestsError, ValidationError, type FieldErrors } from './errors';

const VALIDATION_MESSAGE = 'The given data was invalid.';

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
      return reply.code(422).send({ message: VALIDATION_MESSAGE, errors });
    }
    if (error instanceof ValidationError) {
      return reply.code(422).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof TooManyRequestsError) {
      return reply.code(429).header('retry-after', String(error.retryAfterS)).send({ message: error.message });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (error instanceof InsufficientFundsError) {
      return reply.code(422).send({ message: VALIDATION_MESSAGE, errors: { amount: ['Insufficient funds.'] } });
    }
    if (error instanceof IdempotencyConflictError) {
      return reply.code(409).send({ message: 'This idempotency key was already used with different data.' });
    }
    // A module maps its causes' reasons to its own replies; one it leaves unmapped is still the player's conflict.
    if (error instanceof CauseRefusedError) {
      return reply.code(409).send({ message: 'The request conflicts with the current state.' });
    }
    if (error instanceof LedgerBusyError) {
      return reply.code(503).header('retry-after', String(error.retryAfterS)).send({ message: 'Service busy, retry later.' });
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
