import { randomUUID } from 'node:crypto';
import type { Currency } from '@/lib/currencies';
import type { Ledger } from '../ledger/ledger';

/** Gives a player money the way a credited deposit does: payment_clearing -> their real balance. */
export async function fundPlayer(ledger: Ledger, userId: number, currency: Currency, amountMinor: number): Promise<void> {
  const { real } = await ledger.playerAccountIds(userId, currency);
  const clearing = await ledger.houseAccountId({ purpose: 'payment_clearing', scope: 'test', currency });
  await ledger.post([
    {
      idempotencyKey: `test-fund:${randomUUID()}`,
      fromAccountId: clearing,
      toAccountId: real,
      amountMinor,
      currency,
      kind: 'deposit',
      causeRef: 'test:fund',
    },
  ]);
}
