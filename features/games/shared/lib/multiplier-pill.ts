import { formatMultiplier } from '@/lib/fairness/multiplier';
import type { GameBet } from '../api/schemas';

/** A result chip for a cash-out game: the multiplier won, or 0× for a loss, in the page's locale. */
export function multiplierPillOf(bet: GameBet, localeTag: string): string {
  return bet.state === 'won' ? `${formatMultiplier(bet.multiplierBp, localeTag)}×` : '0×';
}
