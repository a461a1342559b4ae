import type { Clock } from './clock';

/** Attempts at a payout that fails (the database, the ledger) before the round's settlement gives up. */
export const SETTLE_ATTEMPTS = 5;

/**
 * Settles every item (a payout each), retrying the ones that fail with a growing pause; an item whose failure `done`
 * says is final (already settled by somebody else) is dropped. Resolves with the settled items' results in their
 * order; rejects with the last failure when an item still fails after SETTLE_ATTEMPTS (the leader then gives up the
 * lead and the next one settles the round).
 */
export async function settleEach<T, R>(
  clock: Clock,
  items: readonly T[],
  settle: (item: T) => Promise<R>,
  done: (error: unknown) => boolean,
): Promise<R[]> {
  const results = new Map<T, R>();
  let pending = [...items];
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    const outcomes = await Promise.allSettled(pending.map((item) => settle(item)));
    const failed: T[] = [];
    let failure: unknown = null;
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') results.set(pending[i], outcome.value);
      else if (!done(outcome.reason)) {
        failed.push(pending[i]);
        failure = outcome.reason;
      }
    });
    if (failed.length > 0 && attempt >= SETTLE_ATTEMPTS) throw failure;
    pending = failed;
    if (pending.length > 0) await clock.sleep(100 * attempt);
  }
  return items.filter((item) => results.has(item)).map((item) => results.get(item)!);
}
