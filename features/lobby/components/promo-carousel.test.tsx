// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromoCarousel } from './promo-carousel';

const LABELS = {
  carousel: 'Promotions',
  previous: 'Previous promotion',
  next: 'Next promotion',
  slides: ['1 of 4', '2 of 4', '3 of 4', '4 of 4'],
};
const scrolled = vi.fn();

beforeEach(() => {
  scrolled.mockReset();
  // jsdom does no layout; record which slide the carousel brings into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled(this.getAttribute('aria-label'));
  };
});
afterEach(cleanup);

function renderCarousel() {
  return render(
    <PromoCarousel labels={LABELS}>
      {['Welcome', 'Bonuses', 'Tournaments', 'VIP'].map((name) => (
        <a key={name} href={`/${name.toLowerCase()}`}>
          {name}
        </a>
      ))}
    </PromoCarousel>,
  );
}

describe('promo carousel', () => {
  it('is a labelled carousel of labelled slides', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(LABELS.slides);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
  });

  it('moves with the arrow keys, Home and End, and stops at the ends', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    const previous = screen.getByRole('button', { name: 'Previous promotion' });
    const next = screen.getByRole('button', { name: 'Next promotion' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');

    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(scrolled).toHaveBeenLastCalledWith('2 of 4');
    expect(previous.getAttribute('aria-disabled')).toBe('false');

    fireEvent.keyDown(carousel, { key: 'End' });
    expect(scrolled).toHaveBeenLastCalledWith('4 of 4');
    expect(next.getAttribute('aria-disabled')).toBe('true');

    scrolled.mockClear();
    fireEvent.click(next);
    expect(scrolled).not.toHaveBeenCalled();

    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(scrolled).toHaveBeenLastCalledWith('3 of 4');
    fireEvent.keyDown(carousel, { key: 'Home' });
    expect(scrolled).toHaveBeenLastCalledWith('1 of 4');
  });

  it('moves focus with the slide when a key is pressed inside one', () => {
    renderCarousel();
    const first = screen.getByRole('link', { name: 'Welcome' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Bonuses' }));
  });

  it('moves by the buttons and keeps focus on them', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next promotion' });
    next.focus();
    fireEvent.click(next);
    expect(scrolled).toHaveBeenLastCalledWith('2 of 4');
    expect(document.activeElement).toBe(next);
    fireEvent.click(screen.getByRole('button', { name: 'Previous promotion' }));
    expect(scrolled).toHaveBeenLastCalledWith('1 of 4');
  });

  it('ignores keys it does not use', () => {
    renderCarousel();
    fireEvent.keyDown(screen.getByRole('region', { name: 'Promotions' }), { key: 'Enter' });
    expect(scrolled).not.toHaveBeenCalled();
  });
});
