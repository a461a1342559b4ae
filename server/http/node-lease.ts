import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { insertNode, renewNode, stopNode } from './node-lease-repository';

const RENEW_MS = 1_000;

export interface NodeLease {
  /** This process's id, written on each Idempotency-Key it claims. */
  readonly id: string;
  /** Marks the node stopped: its unanswered claims are free at once. */
  stop(): Promise<void>;
}

/**
 * Registers this api process and renews its lease every second (NODE_LEASE_S in the repository), so that another
 * node, or this one restarted, sees within seconds that a claim's process is gone. A renewal that fails is logged
 * and retried on the next tick; if the lease lapses meanwhile, a retry elsewhere may run the request again, which
 * the ledger's and the games' own keys make harmless, as after the 120 s abandonment.
 */
export async function startNodeLease(db: Db, onError: (error: unknown) => void): Promise<NodeLease> {
  const id = randomUUID();
  await insertNode(db, id);
  let renewing = false;
  const timer = setInterval(() => {
    if (renewing) return;
    renewing = true;
    renewNode(db, id)
      .catch(onError)
      .finally(() => (renewing = false));
  }, RENEW_MS);
  timer.unref();
  return {
    id,
    async stop() {
      clearInterval(timer);
      await stopNode(db, id).catch(onError);
    },
  };
}
