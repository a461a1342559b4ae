import type { Queryable } from '../db/db';
import { LedgerInvariantError } from './errors';
import { findInvariantViolations } from './invariant-repository';

/** Verifies the ledger's invariants over the whole history and throws when any is broken. */
export async function checkLedger(q: Queryable): Promise<void> {
  const violations = await findInvariantViolations(q);
  if (violations.length > 0) throw new LedgerInvariantError(violations);
}
