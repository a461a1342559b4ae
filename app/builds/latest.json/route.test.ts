import { describe, expect, it } from 'vitest';
import { GET } from './route';

describe('GET /builds/latest.json', () => {
  it('answers the build id as a string, never from a cache', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { buildId: unknown };
    expect(typeof body.buildId).toBe('string');
    expect((body.buildId as string).length).toBeGreaterThan(3);
  });
});
