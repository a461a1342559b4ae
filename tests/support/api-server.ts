import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** The api base the web code calls in tests (NEXT_PUBLIC_API_URL's default). */
export const API = 'http://localhost:4000';

/** An msw server for the file's tests: unhandled requests fail, per-test handlers are dropped after each test. */
export function startApiServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
