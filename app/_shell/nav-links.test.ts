import { describe, expect, it } from 'vitest';
import { isKnownRoute } from '@/lib/routes';
import { CATEGORY_NAV, IN_HOUSE_NAV, isCurrentPath, SECTION_NAV } from './nav-links';

describe('which link is the current page', () => {
  it('marks the lobby only on the home page', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/faq', '/')).toBe(false);
  });

  it('marks a section on its own path and below it, never on a path that merely starts alike', () => {
    expect(isCurrentPath('/games/slots', '/games/slots')).toBe(true);
    expect(isCurrentPath('/games/slots/', '/games/slots')).toBe(true);
    expect(isCurrentPath('/games/slots/book-of-ra/demo', '/games/slots')).toBe(true);
    expect(isCurrentPath('/profile/history', '/profile')).toBe(true);
    expect(isCurrentPath('/tournament/5', '/tournaments')).toBe(false);
    expect(isCurrentPath('/games/slotsy', '/games/slots')).toBe(false);
  });
});

describe('the navigation', () => {
  it('links only to pages the product has', () => {
    for (const item of [...CATEGORY_NAV, ...IN_HOUSE_NAV, ...SECTION_NAV]) expect(isKnownRoute(item.href)).toBe(true);
  });
});
