import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ValidationError } from './errors';

const refusalCode = z.string().optional().describe("The refusal's stable code, where the client acts on it (docs/games-api.md)");

export const errorBodySchema = z.object({ message: z.string(), code: refusalCode }).meta({ id: 'Error' });

export const validationErrorBodySchema = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())), code: refusalCode })
  .meta({ id: 'ValidationError' });

/** Response entries every route may answer besides its own. */
export const commonErrorResponses = {
  422: validationErrorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
};

/** NUL, which Postgres text and jsonb cannot hold, and UTF-16 halves that have no UTF-8 form. */
// eslint-disable-next-line no-control-regex -- NUL is the character this pattern exists to find.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The dotted path of the first string (value or key) in a parsed body, query or params that Postgres cannot store. */
export function findUnstorableText(value: unknown): string | null {
  // A stack rather than recursion: a deeply nested body must not overflow the call stack.
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return path || 'input';
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return path || 'input';
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return null;
}

/** Every route, present and future: text Postgres cannot store is a 422 on its field before any validation or SQL. */
export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field !== null) throw new ValidationError({ [field]: ['invalid_text: The text contains characters that cannot be stored.'] });
    }
  });
}
