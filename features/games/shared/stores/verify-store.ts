import { create } from 'zustand';
import type { GameBet } from '../api/schemas';

/** Which bet the verify modal shows: an id from a feed row, with the bet itself when the player's own list had it. */
export interface VerifyTarget {
  id: string;
  bet?: GameBet;
}

interface VerifyState {
  target: VerifyTarget | null;
  open: (target: VerifyTarget) => void;
  close: () => void;
}

export const useVerifyStore = create<VerifyState>()((set) => ({
  target: null,
  open: (target) => set({ target }),
  close: () => set({ target: null }),
}));
