'use client';

import { Children, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { slideIndexForKey } from '../carousel-keys';
import styles from './promo-carousel.module.css';

export interface PromoCarouselLabels {
  carousel: string;
  previous: string;
  next: string;
  /** One label per slide, "1 of 4" and so on. */
  slides: string[];
}

/**
 * A row of promotions that scrolls by swipe (CSS scroll-snap), by the previous / next buttons and by the arrow,
 * Home and End keys. It never moves by itself. Slides are server-rendered children.
 */
export function PromoCarousel({ labels, children }: { labels: PromoCarouselLabels; children: ReactNode }) {
  const slides = Children.toArray(children);
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [atEnd, setAtEnd] = useState(false);
  const count = slides.length;
  const previousOff = index === 0;
  const nextOff = atEnd || index >= count - 1;

  function slideElements(): HTMLElement[] {
    return Array.from(trackRef.current?.children ?? []) as HTMLElement[];
  }

  function goTo(target: number, moveFocus: boolean) {
    // Buttons stay focusable at the ends (aria-disabled, not disabled), so a press there must do nothing.
    const slide = target >= 0 && target < count ? slideElements()[target] : undefined;
    if (!slide) return;
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    slide.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'nearest', inline: 'start' });
    setIndex(target);
    setAtEnd(target === count - 1);
    if (moveFocus) slide.querySelector<HTMLElement>('a[href], button')?.focus({ preventScroll: true });
  }

  // The nearest slide to the track's scroll position is the current one, whichever way the track was scrolled.
  function onScroll() {
    const track = trackRef.current;
    if (!track) return;
    const elements = slideElements();
    let nearest = 0;
    elements.forEach((slide, position) => {
      if (Math.abs(slide.offsetLeft - track.scrollLeft) < Math.abs(elements[nearest].offsetLeft - track.scrollLeft)) nearest = position;
    });
    setIndex(nearest);
    setAtEnd(track.scrollLeft + track.clientWidth >= track.scrollWidth - 2);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = slideIndexForKey(event.key, index, count);
    if (target === null) return;
    event.preventDefault();
    const inSlide = event.target instanceof HTMLElement && trackRef.current?.contains(event.target);
    goTo(target, Boolean(inSlide));
  }

  return (
    // Arrow keys pressed on the carousel's slides and buttons bubble to its section (the APG carousel); it takes no focus itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see the line above.
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={labels.carousel} onKeyDown={onKeyDown}>
      <div className={styles.track} ref={trackRef} onScroll={onScroll}>
        {slides.map((slide, position) => (
          <div key={position} className={styles.slide} role="group" aria-roledescription="slide" aria-label={labels.slides[position]}>
            {slide}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={labels.previous}
          aria-disabled={previousOff}
          onClick={() => previousOff || goTo(index - 1, false)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={labels.next}
          aria-disabled={nextOff}
          onClick={() => nextOff || goTo(index + 1, false)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
