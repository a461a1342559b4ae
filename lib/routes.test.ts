import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/e2e/routes';
import { isKnownRoute } from './routes';

describe('the route table', () => {
  it('knows every route the end-to-end suite visits', () => {
    expect(ROUTES.filter((route) => !isKnownRoute(route))).toEqual([]);
  });

  it('ignores a trailing slash', () => {
    expect(isKnownRoute('/faq/')).toBe(true);
    expect(isKnownRoute('/')).toBe(true);
  });

  it.each([
    '/nothing',
    '/games',
    '/games/dice/extra',
    '/games/cases/no-such-case',
    '/games/slots/bad code!/demo',
    '/games/slots/sbx_fruit_classic/watch',
    '/games/slots/sbx_fruit_classic',
    '/games/rooms/green',
    '/tournaments/past',
    '/tournament/bad id!',
    '/profile/wallet',
    '/policy/kz/kyc',
    '/reset-password',
    '/page-not-found',
  ])('refuses %s', (path) => {
    expect(isKnownRoute(path)).toBe(false);
  });
});
