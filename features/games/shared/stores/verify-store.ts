import { create } from 'zustand';
import type { GameBet } from '../api/schemas';

/** Which bet the verify modal shows: an id from a feed row, with the bet itself when the player's own list had it. */
export interface VerifyTarget {
  id: string;
  bet?: GameBet;
}

interface VerifyState {
  target: VerifyTarget | null;
  /** Item weights per case slug, from the case pages: a case's check needs them beside the bet. */
  caseWeights: Record<string, readonly number[]>;
  setCaseWeights(slug: string, weights: readonly number[]): void;
  open(target: VerifyTarget): void;
  close(): void;
}

export const useVerifyStore = create<VerifyState>()((set) => ({
  target: null,
  caseWeights: {},
  setCaseWeights: (slug, weights) => set((state) => ({ caseWeights: { ...state.caseWeights, [slug]: weights } })),
  open: (target) => set({ target }),
  close: () => set({ target: null }),
}));
