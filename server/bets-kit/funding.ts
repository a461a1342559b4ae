import type { PlayerBalanceKind } from '../ledger/types';

/**
 * Which of the player's balances pays a stake (and receives its win). Real before bonus: today always the real
 * balance; the bonus rules (wagering, which games count) will decide here when a stake may come from the bonus.
 */
export function chooseStakeSource(accounts: Record<PlayerBalanceKind, number>): { kind: PlayerBalanceKind; accountId: number } {
  return { kind: 'real', accountId: accounts.real };
}
