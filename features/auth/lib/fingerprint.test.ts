// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';

const load = vi.fn(async (_options?: { monitoring?: boolean }) => ({ get: async () => ({ visitorId: 'visitor-1' }) }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ default: { load } }));

it('computes the fingerprint without the library pinging its CDN, which the CSP does not allow', async () => {
  const { getFingerprint } = await import('./fingerprint');
  expect(await getFingerprint()).toBe('visitor-1');
  expect(load).toHaveBeenCalledWith({ monitoring: false });
});
