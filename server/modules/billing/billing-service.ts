import { fromMinorUnits } from '@/lib/money';
import type { Region } from '@/lib/region';
import { UnauthorizedError } from '../../http/errors';
import { findUserById } from '../users/service';
import type { DepositDeps } from './deposit-deps';
import { depositMethodOf, INVOICE_STATUS_NAMES, payoutMethodOf } from './deposit-views';
import { findMethod, listMethods } from './methods';
import { exchangeableWith } from './rates';
import { type InvoiceStatus } from './repository';
import { selectHistory, type HistoryType } from './history-repository';

/**
 * GET /api/v2/billing/data: the methods this player may use now, for their currency and region. A deposit method
 * appears only when its provider is configured and its exchange currency has a rate to the player's currency.
 */
export async function getBillingData(deps: DepositDeps, userId: number, region: Region) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new UnauthorizedError();
  const currency = user.currency;
  const exchangeable = await exchangeableWith(deps.db, currency);
  // The catalog holds only methods of configured providers (loadMethodCatalog).
  const deposits = listMethods(deps.catalog, { direction: 'deposit', currency, region })
    .filter((method) => exchangeable.has(method.exchangeCurrency ?? currency))
    .map((method) => depositMethodOf(method, currency));
  const payouts = listMethods(deps.catalog, { direction: 'payout', currency, region }).map((method) => payoutMethodOf(method, currency));
  return {
    payments: { methods: deposits, bonus: { name: '' } },
    'crypto-payments': deposits.filter((method) => method.shape === 'crypto'),
    'crypto-payouts': payouts.filter((method) => method.shape === 'crypto'),
    payouts: { methods: payouts },
  };
}

/**
 * Deposits and payouts, newest first; a method since removed from the file shows its hash as its name (and no coin).
 * The provider is the one stored on the payment, the one it went through.
 */
export async function getHistory(deps: DepositDeps, userId: number, options: { type: HistoryType; page: number; perPage: number }) {
  const { rows, total } = await selectHistory(deps.db, userId, {
    type: options.type,
    limit: options.perPage,
    offset: (options.page - 1) * options.perPage,
  });
  return {
    data: rows.map((row) => {
      const method = findMethod(deps.catalog, row.methodHash);
      return {
        type: row.type,
        id: row.id,
        method: {
          hash: row.methodHash,
          name: method?.name ?? { en: row.methodHash, ru: row.methodHash, kz: row.methodHash },
          icon: method?.icon ?? null,
          // What the web needs to name the method as its tile does (the provider when another one pays the same way).
          provider: row.provider,
          coin: method?.coin ?? null,
        },
        amount: fromMinorUnits(row.amountMinor, row.currency),
        credited_amount: row.creditedAmountMinor === null ? null : fromMinorUnits(row.creditedAmountMinor, row.currency),
        currency: row.currency,
        status: row.status,
        // A payout's status is already its name (pending, approved, paid, rejected, cancelled, failed).
        status_name: typeof row.status === 'number' ? INVOICE_STATUS_NAMES[row.status as InvoiceStatus] : row.status,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      };
    }),
    meta: { page: options.page, per_page: options.perPage, total },
  };
}
