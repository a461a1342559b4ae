import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import type { PaymentProviders } from '../../payments/registry';
import type { DepositDeps } from './deposits/deps';
import { depositRoutes } from './deposits/routes';
import { historyRoutes } from './history/routes';
import { billingOperatorRoutes } from './operator/routes';
import { payoutOperatorRoutes } from './operator/payout-routes';
import { payoutRoutes } from './payouts/routes';
import type { PayoutDeps } from './payouts/service';
import { loadMethodCatalog } from './providers/methods';
import { methodRoutes } from './providers/routes';
import { webhookRoutes } from './providers/webhook-routes';
import { readRatesFile, seedRatesIfEmpty } from './rates/service';

export type BillingModuleOptions = { config: Config; db: Db; ledger: Ledger; payments: PaymentProviders };

/**
 * The cashier (docs/cashier.md): reads the operator's methods and rates files (a bad file stops the start, naming
 * every problem), fills the rates table the first time, and registers the player, webhook and operator routes of
 * deposits and payouts. The operator routes exist only with OPERATOR_API_KEY.
 */
export const billingModule: FastifyPluginAsync<BillingModuleOptions> = async (app, { config, db, ledger, payments }) => {
  const catalog = loadMethodCatalog(config.paymentMethodsFile, (name) => payments.get(name)?.shapes ?? null);
  await seedRatesIfEmpty(db, readRatesFile(config.exchangeRatesFile));
  const deps: DepositDeps & PayoutDeps = {
    db,
    ledger,
    config,
    catalog,
    findProvider: (name) => payments.get(name) ?? null,
    log: app.log,
  };
  await app.register(methodRoutes, { deps });
  await app.register(depositRoutes, { deps });
  await app.register(historyRoutes, { deps });
  await app.register(payoutRoutes, { deps });
  await app.register(webhookRoutes, { deps });
  if (config.operatorApiKey) {
    await app.register(billingOperatorRoutes, { deps, key: config.operatorApiKey });
    await app.register(payoutOperatorRoutes, { deps, key: config.operatorApiKey });
  }
};
