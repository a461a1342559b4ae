import { formatMultiplier } from '@/lib/fairness/multiplier';
import type { GameBet } from '../api/schemas';

/** A result chip for a cash-out game: the multiplier won, or 0× for a loss. */
export function multiplierPillOf(bet: GameBet): string {
  return bet.state === 'won' ? `${formatMultiplier(bet.multiplierBp)}×` : '0×';
}
