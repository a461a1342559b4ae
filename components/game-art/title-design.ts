import type { CasinoKind } from '@/lib/casino/casino-paths';
import { liveGameOf } from './live-motif';
import { SLOT_MOTIFS, slotDesign } from './slot-motif';
import { titleColours } from './title-palette';

/** Backgrounds of one lobby closer in hue than this look alike; with the same motif they must be further apart still. */
export const MIN_HUE_GAP = 24;
export const MIN_HUE_GAP_SAME_MOTIF = 60;
const MAX_VARIANT = 64;

export interface TitleLook {
  hue: number;
  /** The layout and its main symbol (slots) or the table's game (live casino). */
  motif: string;
  symbol?: string;
}

export function titleLook(kind: CasinoKind, name: string, variant: number): TitleLook {
  const { hue } = titleColours(name, variant);
  if (kind === 'live-casino') return { hue, motif: liveGameOf(name) };
  const { motif, symbols } = slotDesign(name, variant);
  return { hue, motif, symbol: symbols[0] };
}

const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

export function looksAlike(a: TitleLook, b: TitleLook): boolean {
  const gap = hueGap(a.hue, b.hue);
  return gap < MIN_HUE_GAP || (a.motif === b.motif && (gap < MIN_HUE_GAP_SAME_MOTIF || (a.symbol !== undefined && a.symbol === b.symbol)));
}

/**
 * Whether a look may follow the looks before it in a lobby: like none of them and, for a slot, not the motif of the
 * one just before nor one the slots so far already use more than their share of.
 */
function fitsAfter(look: TitleLook, taken: readonly TitleLook[]): boolean {
  if (taken.some((other) => looksAlike(other, look))) return false;
  if (look.symbol === undefined) return true;
  const share = Math.ceil((taken.length + 1) / SLOT_MOTIFS.length);
  return taken.at(-1)?.motif !== look.motif && taken.filter((other) => other.motif === look.motif).length < share;
}

/**
 * The variant each title of a lobby's list is drawn in, by code: 0, its plain look from the name, unless that would
 * not fit after the titles listed before it; then the first variant that does. A title keeps its look while titles are
 * added after it.
 */
export function titleVariants(kind: CasinoKind, titles: readonly { code: string; name: string }[]): Map<string, number> {
  const variants = new Map<string, number>();
  const taken: TitleLook[] = [];
  for (const title of titles) {
    let variant = 0;
    while (variant < MAX_VARIANT && !fitsAfter(titleLook(kind, title.name, variant), taken)) variant++;
    if (variant === MAX_VARIANT) variant = 0;
    variants.set(title.code, variant);
    taken.push(titleLook(kind, title.name, variant));
  }
  return variants;
}
