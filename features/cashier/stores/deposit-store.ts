import { create } from 'zustand';
import type { DepositInvoice } from '../api/create-deposit';

/** How the last invoice ended, for what the PayIn modal shows next. */
export type DepositOutcome =
  | { kind: 'paid'; currency: DepositInvoice['currency']; invoiceMinor: number; creditedMinor: number; sumWasChanged: boolean }
  | { kind: 'expired' | 'failed' | 'refunded' };

interface DepositState {
  /** The user the invoice belongs to: another user (a log-out and in) starts clean. */
  ownerId: number | null;
  invoice: DepositInvoice | null;
  /** When the invoice expires on this device's clock: the server's remaining time counted from its arrival. */
  expiresAtMs: number | null;
  outcome: DepositOutcome | null;
  /** The api answered an open invoice of this method instead of a new one. */
  reused: boolean;
  claim(ownerId: number): void;
  start(invoice: DepositInvoice, receivedAtMs: number, reused?: boolean): void;
  /** The invoice ends (paid, expired, failed): its config is removed. */
  finish(outcome: DepositOutcome): void;
  /** The invoice is gone without news (404): back to the form. */
  drop(): void;
  clearOutcome(): void;
}

/** The open invoice outlives the modal within the page, so closing and reopening PayIn resumes its countdown. */
export const useDepositStore = create<DepositState>()((set) => ({
  ownerId: null,
  invoice: null,
  expiresAtMs: null,
  outcome: null,
  reused: false,
  claim: (ownerId) =>
    set((state) => (state.ownerId === ownerId ? state : { ownerId, invoice: null, expiresAtMs: null, outcome: null, reused: false })),
  start: (invoice, receivedAtMs, reused = false) =>
    set({ invoice, expiresAtMs: receivedAtMs + invoice.remainingTimeS * 1000, outcome: null, reused }),
  finish: (outcome) => set({ invoice: null, expiresAtMs: null, outcome, reused: false }),
  drop: () => set({ invoice: null, expiresAtMs: null, reused: false }),
  clearOutcome: () => set({ outcome: null }),
}));
