import { createHash, timingSafeEqual } from 'node:crypto';
import { UnauthorizedError } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * An onRequest hook for the back office's routes (registered only with OPERATOR_API_KEY): the X-Operator-Key header
 * must equal the configured key, compared in constant time.
 */
export function requireOperator(key: string) {
  const expected = digest(key);
  return async (request: { headers: Record<string, unknown> }) => {
    const given = request.headers['x-operator-key'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) throw new UnauthorizedError();
  };
}
