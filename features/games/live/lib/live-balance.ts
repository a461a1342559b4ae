import type { Currency } from '@/lib/currencies';
import { fromMinorUnits, toMinorUnits } from '@/lib/money';
import { balanceSchema, type GameBalance } from '../../shared/api/schemas';

type Wire = { balance: unknown; bonus_balance?: unknown; total_balance?: unknown; currency?: unknown };

/**
 * A balance from a live game's socket (an ack's `balance`, the `balance` event) in the shape the instant games'
 * replies have. The socket sends the amount alone: a real-money total then keeps the bonus the player already had.
 */
export function liveBalanceOf(
  value: unknown,
  demo: boolean,
  currency: Currency,
  knownBonus: number | null | undefined,
): GameBalance | null {
  const wire: Wire = typeof value === 'object' && value !== null ? (value as Wire) : { balance: value };
  const withBonus = { ...wire };
  if (!demo && wire.bonus_balance === undefined && typeof wire.balance !== 'object') {
    try {
      const bonusMinor = toMinorUnits(knownBonus ?? 0, currency);
      withBonus.bonus_balance = fromMinorUnits(bonusMinor, currency);
      withBonus.total_balance = fromMinorUnits(toMinorUnits(wire.balance as number | string, currency) + bonusMinor, currency);
    } catch {
      return null;
    }
  }
  const parsed = balanceSchema.safeParse({ demo, currency, ...withBonus });
  return parsed.success ? parsed.data : null;
}
