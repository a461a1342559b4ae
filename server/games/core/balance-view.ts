import type { Currency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import type { Player } from './types';

export type Balances = { currency: Currency; realMinor: number; bonusMinor: number };

export function toBalanceView(player: Player, balances: Balances) {
  const major = (minor: number) => fromMinorUnits(minor, balances.currency);
  return {
    demo: player.kind === 'demo',
    currency: balances.currency,
    balance: major(balances.realMinor),
    bonus_balance: major(balances.bonusMinor),
    total_balance: major(balances.realMinor + balances.bonusMinor),
  };
}
