import type { z } from 'zod';
import { fromMinorUnits } from '@/lib/money';
import type { payoutSchema } from './schemas';
import type { Payout } from './service';
import { maskWallet } from './wallet';

/** The reply every payout route gives: the destination only ever masked. */
export function payoutReply(payout: Payout): z.infer<typeof payoutSchema> {
  return {
    id: payout.id,
    hash: payout.methodHash,
    status: payout.status,
    // As with invoices, the name is the machine name the web translates.
    status_name: payout.status,
    amount: fromMinorUnits(payout.amountMinor, payout.currency),
    currency: payout.currency,
    wallet_masked: maskWallet(payout.shape, payout.destination),
    created_at: payout.createdAt,
    updated_at: payout.updatedAt,
    reason: payout.reason,
  };
}
