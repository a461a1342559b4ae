import { FRUIT_LINES, FRUIT_REELS, FRUIT_ROWS, FRUIT_STRIPS } from '@/lib/slots/fruit-classic';
import { GEM_PAYS, GEM_REELS, GEM_ROWS } from '@/lib/slots/gem-scatter';
import { STAR_LINES, STAR_REELS, STAR_ROWS, STAR_STRIPS, STAR_WILD } from '@/lib/slots/star-lines';

/**
 * How the page draws a slot and marks its wins: `line-match` marks the cells of a line that show the winning symbol
 * (fruit classic's cherries count anywhere on a line), `line-left` the first `count` cells of the line (wilds
 * included), `anywhere` every cell of the symbol. `start` is the grid shown before the first spin.
 */
export type SlotLayout = {
  reels: number;
  rows: number;
  lines: readonly (readonly number[])[];
  rule: 'line-match' | 'line-left' | 'anywhere';
  wild: string | null;
  start: string[][];
};

const startGrid = (strips: readonly (readonly string[])[], rows: number): string[][] =>
  strips.map((strip, reel) => Array.from({ length: rows }, (_, row) => strip[(reel * 5 + row) % strip.length]));

const gems = Object.keys(GEM_PAYS);

export const SLOT_LAYOUTS: Readonly<Record<string, SlotLayout>> = {
  sbx_fruit_classic: {
    reels: FRUIT_REELS,
    rows: FRUIT_ROWS,
    lines: FRUIT_LINES,
    rule: 'line-match',
    wild: null,
    start: startGrid(FRUIT_STRIPS, FRUIT_ROWS),
  },
  sbx_star_lines: {
    reels: STAR_REELS,
    rows: STAR_ROWS,
    lines: STAR_LINES,
    rule: 'line-left',
    wild: STAR_WILD,
    start: startGrid(STAR_STRIPS, STAR_ROWS),
  },
  sbx_gem_scatter: {
    reels: GEM_REELS,
    rows: GEM_ROWS,
    lines: [],
    rule: 'anywhere',
    wild: null,
    start: Array.from({ length: GEM_REELS }, (_, reel) =>
      Array.from({ length: GEM_ROWS }, (_, row) => gems[(reel * 3 + row) % gems.length]),
    ),
  },
};
