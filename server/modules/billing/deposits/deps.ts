import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/db';
import type { Ledger } from '../../../ledger/ledger';
import type { PaymentProvider } from '../../../payments/types';
import type { MethodCatalog } from '../providers/methods';

/** What the deposit side needs; app.ts builds one object that also satisfies the payouts' PayoutDeps. */
export type DepositDeps = {
  db: Db;
  ledger: Ledger;
  config: Pick<Config, 'apiPublicUrl' | 'webUrl'>;
  catalog: MethodCatalog;
  /** The configured provider of this name, or null when it is not configured (any more). */
  findProvider(name: string): PaymentProvider | null;
  log: FastifyBaseLogger;
};

/** Status queries to a provider: at most one per invoice in this many seconds, across every api node. */
export const STATUS_QUERY_INTERVAL_S = 10;
