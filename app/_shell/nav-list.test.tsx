// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavList } from './nav-list';

vi.mock('@/i18n/hooks', () => ({ usePathname: () => '/games/dice' }));
vi.mock('@/i18n/navigation', () => import('@/tests/support/navigation-mock'));

afterEach(cleanup);

describe('a navigation list', () => {
  it('marks the link of the page shown with aria-current="page", and no other', () => {
    render(
      <NavList
        items={[
          { href: '/', label: 'Casino', icon: 'casino' },
          { href: '/games/dice', label: 'Dice' },
          { href: '/games/slots', label: 'Slots', icon: 'slots' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Dice' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Casino' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBeNull();
  });

  it('draws no image inside its links, so none counts as lobby art', () => {
    const { container } = render(<NavList items={[{ href: '/games/slots', label: 'Slots', icon: 'slots' }]} />);
    expect(container.querySelector('a img, a svg, a picture, a canvas')).toBeNull();
  });
});
