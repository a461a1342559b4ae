import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RegionRestrictedError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../http/errors';
import { commonErrorResponses } from '../http/schemas';
import { InsufficientFundsError } from '../ledger/errors';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

// Routes that exist only in this test, to drive the error handler through every branch.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const throwers: Record<string, () => never> = {
    401: () => {
      throw new UnauthorizedError();
    },
    403: () => {
      throw new ForbiddenError();
    },
    404: () => {
      throw new NotFoundError();
    },
    409: () => {
      throw new ConflictError('Already exists.');
    },
    429: () => {
      throw new TooManyRequestsError(17);
    },
    451: () => {
      throw new RegionRestrictedError();
    },
    funds: () => {
      throw new InsufficientFundsError(1);
    },
    crash: () => {
      throw new Error('SELECT secret FROM internals failed at /srv/app.ts:12');
    },
  };
  app.get('/probe/:kind', { schema: { params: z.object({ kind: z.string() }) } }, async (request) => {
    throwers[request.params.kind]?.();
    return { ok: true };
  });
  app.post(
    '/probe/body',
    {
      schema: {
        body: z.object({ amount: z.number().positive(), nested: z.object({ code: z.string().length(2) }) }),
        response: { 200: z.object({ ok: z.boolean() }), ...commonErrorResponses },
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/probe/bad-response', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({ n: 'x' }) as never);
};

beforeAll(async () => {
  t = await createTestApp({ webOrigins: ['http://localhost:3000', 'https://casino.example'] });
  await t.app.register(probeRoutes);
});
afterAll(async () => {
  await t.close();
});

describe('health and readiness', () => {
  it('GET /health answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /ready answers ready while the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });
});

describe('docs', () => {
  it('serves the OpenAPI document with every route and its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, { get: { parameters: { name: string }[] } }> }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/health', '/ready', '/geo_ip', '/api/v1/redirects/lookup', '/profile/user']),
    );
    expect(doc.paths['/api/v1/redirects/lookup'].get.parameters[0].name).toBe('path');
  });

  it('serves the docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('errors in the spec shape', () => {
  it('422 lists each bad field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/probe/body', payload: { amount: -1, nested: { code: 'ABC' } } });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('The given data was invalid.');
    expect(Object.keys(body.errors).sort()).toEqual(['amount', 'nested.code']);
    expect(body.errors.amount[0]).toEqual(expect.any(String));
  });

  it('malformed JSON is a 4xx, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/probe/body',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request could not be read.' });
  });

  it('an unsupported content type is a 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/probe/body', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('message');
  });

  it.each([
    ['401', 401],
    ['403', 403],
    ['404', 404],
    ['409', 409],
  ])('%s renders {message}', async (kind, status) => {
    const res = await t.app.inject({ method: 'GET', url: `/probe/${kind}` });
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json())).toEqual(['message']);
  });

  it('451 renders {message, code}: the client tells a restricted region by its code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/probe/451' });
    expect(res.statusCode).toBe(451);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'region_restricted' });
  });

  it('429 carries Retry-After', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/probe/429' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('17');
    expect(res.json()).toEqual({ message: 'Too many requests.', code: 'too_many_requests' });
  });

  it('insufficient funds is a 422 on amount', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/probe/funds' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: unknown }>().errors).toEqual({ amount: ['Insufficient funds.'] });
  });

  it('a 500 never shows internals', async () => {
    for (const url of ['/probe/crash', '/probe/bad-response']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Internal server error.' });
    }
  });

  it('an unknown route is a 404 in the same shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
});

describe('request plumbing', () => {
  it('echoes a well-formed request id and makes one otherwise', async () => {
    const given = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'req-12345678' } });
    expect(given.headers['x-request-id']).toBe('req-12345678');
    const made = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('allows CORS only for the configured web origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/profile/user',
      headers: { origin: 'https://casino.example', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://casino.example');
    const refused = await t.app.inject({
      method: 'OPTIONS',
      url: '/profile/user',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
