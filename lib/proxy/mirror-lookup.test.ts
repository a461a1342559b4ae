import { describe, expect, it } from 'vitest';
import { defaultMirrorData } from '../mirrors/contract';
import { createMirrorLookup } from './api-lookups';

const known = { ...defaultMirrorData('mirror-a.localhost'), known: true, sso: 'http://localhost:3000/sso/start' };

function setUp(answer: () => Response) {
  const asked: string[] = [];
  const lookup = createMirrorLookup({
    apiBaseUrl: 'http://api.internal',
    ttlMs: 60_000,
    timeoutMs: 1000,
    fetchImpl: async (input) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return answer();
    },
  });
  return { lookup, asked };
}

describe('the mirror lookup', () => {
  it('asks the api with the host and scheme, and caches per host', async () => {
    const { lookup, asked } = setUp(() => Response.json({ data: known }));
    expect(await lookup('mirror-a.localhost:3000', 'http')).toEqual(known);
    expect(await lookup('Mirror-A.localhost:3000', 'http')).toEqual(known);
    expect(asked).toEqual(['http://api.internal/api/v2/mirrors/current?host=mirror-a.localhost%3A3000&scheme=http']);
  });

  it('answers the defaults of the host, uncached, when the api fails or answers nonsense', async () => {
    for (const answer of [() => new Response('oops', { status: 500 }), () => Response.json({ data: { sso: 1 } })]) {
      const { lookup, asked } = setUp(answer);
      expect(await lookup('mirror-a.localhost:3000', 'http')).toEqual(defaultMirrorData('mirror-a.localhost'));
      await lookup('mirror-a.localhost:3000', 'http');
      expect(asked).toHaveLength(2);
    }
  });
});
