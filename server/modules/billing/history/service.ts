import { fromMinorUnits } from '@/lib/money';
import type { Db } from '../../../db/db';
import { INVOICE_STATUS_NAMES, type InvoiceStatus } from '../deposits/service';
import { findMethod, type MethodCatalog } from '../providers/methods';
import { selectHistory, type HistoryType } from './repository';

export type HistoryDeps = { db: Db; catalog: MethodCatalog };

/**
 * Deposits and payouts, newest first; a method since removed from the file shows its hash as its name (and no coin).
 * The provider is the one stored on the payment, the one it went through.
 */
export async function getHistory(deps: HistoryDeps, userId: number, options: { type: HistoryType; page: number; perPage: number }) {
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
