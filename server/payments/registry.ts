import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { createJobQueue, type JobLog, type JobQueue } from '../jobs/job-queue';
import { createNowpaymentsProvider } from './nowpayments/provider';
import { createSandboxGateway, type NotificationSender, type SandboxGateway } from './sandbox/gateway';
import { createSandboxProvider } from './sandbox/provider';
import { sandboxRoutes } from './sandbox/routes';
import type { PaymentProvider } from './types';

export type PaymentProviders = {
  get(name: string): PaymentProvider | undefined;
  names(): string[];
  /** The sandbox's pages and API (empty when the sandbox is off). Register once on the app. */
  routes: FastifyPluginAsync;
  /** The sandbox's own side, for tests and tools that act as its tester; null when it is off. */
  sandbox: SandboxGateway | null;
  /** The durable job queue the providers' work runs on; other modules define their jobs on it before start(). */
  queue: JobQueue;
  /** Starts the job queue and its workers (sandbox notifications, expiries, payouts). */
  start(): Promise<void>;
  /** Stops the workers, letting jobs in flight finish; call before closing the database. */
  close(): Promise<void>;
};

export type PaymentProvidersOptions = {
  config: Pick<Config, 'paymentSandbox' | 'nowpayments' | 'apiPublicUrl'>;
  db: Db;
  log: JobLog;
  /** Tests: how the sandbox posts notifications (e.g. into app.inject) and how fast it retries and polls. */
  sandboxSend?: NotificationSender;
  sandboxDelivery?: { retryLimit: number; retryDelayS: number };
  sandboxPayoutDelayS?: number;
  queuePollingIntervalS?: number;
  /** NOWPayments: timeout of each outgoing call. */
  nowpaymentsTimeoutMs?: number;
};

/** The configured payment providers: each appears only when its configuration is present (docs/cashier.md). */
export function createPaymentProviders(options: PaymentProvidersOptions): PaymentProviders {
  const { config, db, log } = options;
  const providers = new Map<string, PaymentProvider>();
  const queue: JobQueue = createJobQueue({ db, log, pollingIntervalS: options.queuePollingIntervalS ?? 2 });

  let sandbox: SandboxGateway | null = null;
  if (config.paymentSandbox) {
    const secret = config.paymentSandbox.secret;
    sandbox = createSandboxGateway({
      db,
      queue,
      log,
      secret,
      publicUrl: config.apiPublicUrl,
      send: options.sandboxSend,
      delivery: options.sandboxDelivery,
      payoutDelayS: options.sandboxPayoutDelayS,
    });
    providers.set('sandbox', createSandboxProvider({ gateway: sandbox, secret }));
  }
  if (config.nowpayments) {
    providers.set('nowpayments', createNowpaymentsProvider({ ...config.nowpayments, timeoutMs: options.nowpaymentsTimeoutMs }));
  }

  const gateway = sandbox;
  const secret = config.paymentSandbox?.secret ?? '';
  const routes: FastifyPluginAsync = async (app) => {
    if (gateway) await app.register(sandboxRoutes, { gateway, secret });
  };

  let started = false;
  return {
    get: (name) => providers.get(name),
    names: () => [...providers.keys()],
    routes,
    sandbox,
    queue,
    async start() {
      if (started) return;
      started = true;
      await queue.start();
    },
    async close() {
      if (!started) return;
      started = false;
      await queue.stop();
    },
  };
}
