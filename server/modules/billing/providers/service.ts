import type { LocaleCode } from '@/lib/locales';
import type { Region } from '@/lib/region';
import type { Db } from '../../../db/db';
import { UnauthorizedError } from '../../../http/errors';
import { countDeposits, nextDepositBonus } from '../../bonuses/service';
import { findUserById } from '../../users/service';
import { exchangeableWith } from '../rates/service';
import { depositMethodOf, payoutMethodOf } from './method-views';
import { listMethods, type MethodCatalog } from './methods';

export type MethodsDeps = { db: Db; catalog: MethodCatalog };

/**
 * GET /api/v2/billing/data: the methods this player may use now, for their currency and region, and the bonus their
 * next deposit gets. A deposit method
 * appears only when its provider is configured and its exchange currency has a rate to the player's currency.
 */
export async function getBillingData(deps: MethodsDeps, userId: number, region: Region, locale: LocaleCode = 'en') {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new UnauthorizedError();
  const currency = user.currency;
  const exchangeable = await exchangeableWith(deps.db, currency);
  // The catalog holds only methods of configured providers (loadMethodCatalog).
  const deposits = listMethods(deps.catalog, { direction: 'deposit', currency, region })
    .filter((method) => exchangeable.has(method.exchangeCurrency ?? currency))
    .map((method) => depositMethodOf(method, currency));
  const payouts = listMethods(deps.catalog, { direction: 'payout', currency, region }).map((method) => payoutMethodOf(method, currency));
  // The bonus the next deposit gets (the welcome pack's step), '' when none.
  const bonus = await nextDepositBonus(deps.db, { userId, currency, depositsMade: await countDeposits(deps.db, userId) }, locale);
  return {
    payments: { methods: deposits, bonus: { name: bonus?.name ?? '' } },
    'crypto-payments': deposits.filter((method) => method.shape === 'crypto'),
    'crypto-payouts': payouts.filter((method) => method.shape === 'crypto'),
    payouts: { methods: payouts },
  };
}
