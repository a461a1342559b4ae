import { describe, expect, it } from 'vitest';
import { slideIndexForKey } from './carousel-keys';

describe('carousel keys', () => {
  it('moves one slide with the arrows and stops at the ends', () => {
    expect(slideIndexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(slideIndexForKey('ArrowRight', 3, 4)).toBe(3);
    expect(slideIndexForKey('ArrowLeft', 2, 4)).toBe(1);
    expect(slideIndexForKey('ArrowLeft', 0, 4)).toBe(0);
  });

  it('jumps to the first and the last slide with Home and End', () => {
    expect(slideIndexForKey('Home', 3, 4)).toBe(0);
    expect(slideIndexForKey('End', 0, 4)).toBe(3);
  });

  it('ignores other keys and empty carousels', () => {
    expect(slideIndexForKey('Enter', 1, 4)).toBeNull();
    expect(slideIndexForKey('ArrowUp', 1, 4)).toBeNull();
    expect(slideIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});
