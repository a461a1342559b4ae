import { CauseRefusedError } from '../ledger/errors';
import type { PlayerBalanceKind } from '../ledger/types';

/** What decides a stake's funding: the player's two balances and the max bet of their active bonus (null: none). */
export type FundingState = { realMinor: number; bonusMinor: number; maxBetMinor: number | null };

/**
 * Which of the player's balances pays a stake (and receives the win posted with it). Real before bonus: the bonus
 * balance pays only a stake the real balance cannot, only while a bonus is active, and only where the game settles
 * the stake and its win in one posting (`bonusPlay`), so every win goes back to the balance its stake came from.
 * While a bonus is active no stake may exceed its max bet (refused 'bonus_max_bet'), whichever balance pays.
 */
export function chooseStakeSource(
  accounts: Record<PlayerBalanceKind, number>,
  state: FundingState,
  amountMinor: number,
  bonusPlay: boolean,
): { kind: PlayerBalanceKind; accountId: number } {
  if (state.maxBetMinor !== null && amountMinor > state.maxBetMinor) throw new CauseRefusedError('bonus_max_bet');
  const fromBonus = bonusPlay && state.maxBetMinor !== null && state.realMinor < amountMinor && state.bonusMinor >= amountMinor;
  return fromBonus ? { kind: 'bonus', accountId: accounts.bonus } : { kind: 'real', accountId: accounts.real };
}
