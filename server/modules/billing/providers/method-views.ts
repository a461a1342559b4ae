import type { Currency } from '@/lib/currencies';
import { fromMinorUnits } from '@/lib/money';
import { methodLimits, type PaymentMethod } from './methods';

/* Methods as GET /api/v2/billing/data shows them (docs/cashier.md): amounts in major units of the player's currency. */

export function depositMethodOf(method: PaymentMethod, currency: Currency) {
  const limits = methodLimits(method, currency);
  return {
    hash: method.hash,
    name: method.name,
    provider: method.provider,
    icon: method.icon,
    shape: method.shape,
    min_amount: fromMinorUnits(limits.minMinor, currency),
    max_amount: fromMinorUnits(limits.maxMinor, currency),
    default_amount: fromMinorUnits(limits.defaultMinor, currency),
    exchange_currency: method.exchangeCurrency ?? currency,
    currency,
    commission_percent: method.commissionBp / 100,
    ...(method.coin ? { coin: method.coin } : {}),
  };
}

export function payoutMethodOf(method: PaymentMethod, currency: Currency) {
  const limits = methodLimits(method, currency);
  return {
    hash: method.hash,
    name: method.name,
    provider: method.provider,
    icon: method.icon,
    shape: method.shape as 'card' | 'crypto',
    min_amount: fromMinorUnits(limits.minMinor, currency),
    max_amount: fromMinorUnits(limits.maxMinor, currency),
    currency,
    ...(method.coin ? { coin: method.coin } : {}),
  };
}
