import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { Ledger } from '../../ledger/ledger';
import type { PaymentProviders } from '../../payments/registry';
import type { DepositDeps } from './deposit-deps';
import { loadMethodCatalog } from './methods';
import { billingOperatorRoutes } from './operator-routes';
import { payoutOperatorRoutes } from './payout-operator-routes';
import { payoutRoutes } from './payout-routes';
import type { PayoutDeps } from './payout-service';
import { readRatesFile, seedRatesIfEmpty } from './rates';
import { billingRoutes } from './routes';
import { webhookRoutes } from './webhook-routes';

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
  await app.register(billingRoutes, { deps });
  await app.register(payoutRoutes, { deps });
  await app.register(webhookRoutes, { deps });
  if (config.operatorApiKey) {
    await app.register(billingOperatorRoutes, { deps, key: config.operatorApiKey });
    await app.register(payoutOperatorRoutes, { deps, key: config.operatorApiKey });
  }
};
